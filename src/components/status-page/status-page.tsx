import type { ReactNode } from 'react';

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
}

/** A page that stands in for one that cannot be shown: missing, refused or failed. */
export function StatusPage({
  heading,
  text,
  actions,
  className = 'status-page',
  children,
}: StatusPageProps) {
  return (
    <div className={`stack ${className}`}>
      <h1>{heading}</h1>
      <p>{text}</p>
      <div className="cluster">{actions}</div>
      {children}
    </div>
  );
}
