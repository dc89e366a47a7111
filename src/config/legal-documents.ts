import { httpsLink } from '@/lib/web-link';
import { paths } from './paths';

/** The two texts every deployment must offer: its privacy notice and its terms of use. */
export type LegalDocumentKind = 'privacy-notice' | 'terms';

/**
 * The deployment's own address for a document (VITE_PRIVACY_NOTICE_URL, VITE_TERMS_URL), https
 * only, or null when it set none. Read when asked, not at startup, so that a test can set it.
 */
export function configuredDocumentAddress(kind: LegalDocumentKind): URL | null {
  return httpsLink(
    kind === 'terms' ? import.meta.env.VITE_TERMS_URL : import.meta.env.VITE_PRIVACY_NOTICE_URL,
  );
}

const OWN_PAGE: Record<LegalDocumentKind, () => string> = {
  'privacy-notice': paths.privacyNotice,
  terms: paths.terms,
};

/**
 * Where every link to a document points: the deployment's address when it set one, else the
 * portal's own page, which shows the text the main API serves (docs/api.md).
 */
export function documentHref(kind: LegalDocumentKind): string {
  return configuredDocumentAddress(kind)?.href ?? OWN_PAGE[kind]();
}
