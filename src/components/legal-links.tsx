import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { documentHref } from '@/config/legal-documents';
import './legal-links.css';

interface DocumentLinkProps {
  /** A path on the portal, or an https address elsewhere. */
  href: string;
  /**
   * Opens beside the page. Links inside a form do: following one must not lose what the person
   * has typed (the registration keeps nothing until Continue, the apply form not its files).
   */
  newTab?: boolean;
  children: ReactNode;
}

/** The portal's own pages through the router; another site's without the opener or the referrer. */
function DocumentLink({ href, newTab = false, children }: DocumentLinkProps) {
  const { t } = useTranslation();
  const target = newTab ? '_blank' : undefined;
  const text = (
    <>
      {children}
      {newTab && <span className="visually-hidden"> {t('common.opensInNewTab')}</span>}
    </>
  );
  return href.startsWith('/') ? (
    <Link className="document-link" to={href} target={target}>
      {text}
    </Link>
  ) : (
    <a className="document-link" href={href} target={target} rel="noopener noreferrer">
      {text}
    </a>
  );
}

export function TermsLink({ newTab }: { newTab?: boolean }) {
  const { t } = useTranslation();
  return (
    <DocumentLink href={documentHref('terms')} newTab={newTab}>
      {t('nav.terms')}
    </DocumentLink>
  );
}

interface PrivacyNoticeLinkProps {
  newTab?: boolean;
  /** The employer's own notice (an https address from the API), which replaces the portal's. */
  employer?: { name: string; notice: URL } | null;
}

export function PrivacyNoticeLink({ newTab, employer }: PrivacyNoticeLinkProps) {
  const { t } = useTranslation();
  return employer ? (
    <DocumentLink href={employer.notice.href} newTab={newTab}>
      {t('legal.employerPrivacyNotice', { company: employer.name })}
    </DocumentLink>
  ) : (
    <DocumentLink href={documentHref('privacy-notice')} newTab={newTab}>
      {t('nav.privacy')}
    </DocumentLink>
  );
}
