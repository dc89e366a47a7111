import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-message';

interface StatusPageProps {
  heading: ReactNode;
  /** What happened, and what can be done about it. */
  text: ReactNode;
  /** The ways on: a link home or back, a button that tries again. */
  actions: ReactNode;
  /** The page's own frame; a narrow column unless it says otherwise. */
  className?: string;
  /** What follows the ways on (a status that says a retry is under way). */
  children?: ReactNode;
  /** The failure behind the page, if any: one for want of a connection is named as such. */
  error?: unknown;
}

/** "No connection…" after a failure that is the connection's: the code or the call got nothing. */
export function NoConnectionNote({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (describeError(error)?.key !== 'errors.network') return null;
  return <p>{t('errors.network')}</p>;
}

/** A page that stands in for one that cannot be shown: missing, refused or failed. */
export function StatusPage({
  heading,
  text,
  actions,
  className = 'status-page',
  children,
  error,
}: StatusPageProps) {
  return (
    <div className={`stack ${className}`}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <NoConnectionNote error={error} />
      <div className="cluster">{actions}</div>
      {children}
    </div>
  );
}
