import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { configuredDocumentAddress, type LegalDocumentKind } from '@/config/legal-documents';
import { getLegalDocument } from '@/features/legal-documents/api';
import {
  LegalDocumentError,
  LegalDocumentPage,
  type LegalDocumentData,
} from '@/features/legal-documents/legal-document-page';
import { settledLocale } from '@/i18n/i18n';
import { codeFromLocale } from '@/i18n/languages';

/**
 * A deployment that publishes the text elsewhere sends its page there too (an old bookmark, a
 * link in an email). Otherwise the text comes from the main API, in the interface language: a
 * switch of language reads it again (the route table), and until the new text arrives the old
 * one keeps its own `lang`, so that a screen reader does not read it with the new language's voice.
 */
async function loadLegalDocument(
  kind: LegalDocumentKind,
  request: Request,
): Promise<LegalDocumentData> {
  const elsewhere = configuredDocumentAddress(kind);
  // An address on the portal's own host may be this very page: it shows the API's text instead.
  if (elsewhere && elsewhere.origin !== new URL(request.url).origin) throw redirect(elsewhere.href);
  const language = codeFromLocale(await settledLocale());
  return { kind, language, document: await getLegalDocument(kind, language, request.signal) };
}

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
