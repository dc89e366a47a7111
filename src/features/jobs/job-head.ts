import { useEffect } from 'react';
import { apiImageAddress } from '@/api/images';
import type { Job } from '@/api/contract/jobs';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { structuredDataText } from '@/lib/trusted-types';
import { jobPostingData, toScriptSafeJson } from './job-posting';

/** Sets `<meta name="description">` while the page is shown, and puts the site's own back after. */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}

/**
 * The structured data goes into <head> as a data block. The browser never runs it (it is not
 * JavaScript), so the CSP's script-src does not apply, and it is written as text, never as HTML,
 * through the Trusted Types policy that passes JSON only.
 */
export function useJobPostingJsonLd(job: Job): void {
  useEffect(() => {
    // The edge may have written this job's data already (src/edge): it is adopted, not repeated.
    const existing = Array.from(
      document.head.querySelectorAll<HTMLScriptElement>('script[data-job-posting]'),
    ).find((element) => element.dataset.jobPosting === job.id);
    const script = existing ?? document.createElement('script');
    if (!existing) {
      script.type = 'application/ld+json';
      script.dataset.jobPosting = job.id;
      script.textContent = structuredDataText(
        toScriptSafeJson(
          jobPostingData(job, {
            origin: window.location.origin,
            descriptionHtml: sanitizeHtml(job.adHtml),
            logo: apiImageAddress(job.company.logoUrl),
          }),
        ),
      );
      document.head.append(script);
    }
    return () => script.remove();
  }, [job]);
}
