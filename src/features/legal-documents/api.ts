import { mainHttp, request } from '@/api/http';
import { isLegalDocument, type LegalDocument } from '@/api/contract/legal-documents';
import type { LanguageCode } from '@/api/contract/shared';
import type { LegalDocumentKind } from '@/config/legal-documents';

const PATHS: Record<LegalDocumentKind, string> = {
  terms: '/terms',
  'privacy-notice': '/privacy-notice',
};

/** GET /terms or GET /privacy-notice in one language (docs/api.md). No login. */
export function getLegalDocument(
  kind: LegalDocumentKind,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<LegalDocument> {
  return request(
    mainHttp,
    { method: 'GET', url: PATHS[kind], params: { language }, signal },
    isLegalDocument,
  );
}
