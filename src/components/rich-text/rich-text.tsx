import { useMemo } from 'react';
import { sanitizeHtmlForPage } from '@/lib/sanitize-html';

interface RichTextProps {
  /** HTML from an employer (a job ad, a company text): never trusted. */
  html: string;
  className?: string;
}

/**
 * The portal's one place that puts HTML into the page: through the hardened sanitiser
 * (quality.md), as a TrustedHTML where the browser enforces Trusted Types.
 */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtmlForPage(html), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
