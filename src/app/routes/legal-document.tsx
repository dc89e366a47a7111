import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { LegalDocumentKind } from '@/config/legal-documents';
import {
  LegalDocumentError,
  LegalDocumentPage,
  loadLegalDocument,
  type LegalDocumentData,
} from '@/features/legal-documents/legal-document-page';

/** /privacy and /terms: one screen, one chunk, told which text it shows. */
export function legalDocumentRoute(kind: LegalDocumentKind) {
  function Component() {
    return <LegalDocumentPage data={useLoaderData<LegalDocumentData>()} />;
  }
  function ErrorBoundary() {
    return <LegalDocumentError kind={kind} />;
  }
  return {
    loader: ({ request }: LoaderFunctionArgs) => loadLegalDocument(kind, request),
    Component,
    ErrorBoundary,
  };
}
