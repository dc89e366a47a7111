import { useEffect } from 'react';
import { apiImageAddress } from '@/api/images';
import type { Job } from '@/api/contract/jobs';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { structuredDataText } from '@/lib/trusted-types';
import { paths } from '@/config/paths';
import type { PageHead, PageHeadContext } from '@/lib/page-head';
import { toScriptSafeJson } from '@/lib/script-safe-json';
import { describeJob, isJobClosed, jobPostingData } from './job-posting';

/**
 * The job's schema.org JobPosting as JSON that cannot end its script element: the same for the
 * edge's document and the page's own head.
 */
function jobPostingJson(job: Job, origin: string): string {
  return toScriptSafeJson(
    jobPostingData(job, {
      origin,
      descriptionHtml: sanitizeHtml(job.adHtml),
      logo: apiImageAddress(job.company.logoUrl),
    }),
  );
}

/**
 * The structured data goes into <head> as a data block. The browser never runs it (it is not
 * JavaScript), so the CSP's script-src does not apply, and it is written as text, never as HTML,
 * through the Trusted Types policy that passes JSON only.
 */
export function useJobPostingJsonLd(job: Job): void {
  useEffect(() => {
    // A server-rendered page has this job's data already (src/edge): it is adopted, not repeated.
    const existing = Array.from(
      document.head.querySelectorAll<HTMLScriptElement>('script[data-job-posting]'),
    ).find((element) => element.dataset.jobPosting === job.id);
    const script = existing ?? document.createElement('script');
    if (!existing) {
      script.type = 'application/ld+json';
      script.dataset.jobPosting = job.id;
      script.textContent = structuredDataText(jobPostingJson(job, window.location.origin));
      document.head.append(script);
    }
    return () => script.remove();
  }, [job]);
}

/** A job page's document: the job and its employer, the ad as JobPosting; a closed job unindexed. */
export function jobPageHead(job: Job, { origin }: Pick<PageHeadContext, 'origin'>): PageHead {
  return {
    title: `${job.title} – ${job.company.name}`,
    description: describeJob(job),
    path: paths.job(job.slug),
    // A closed job keeps its page for those who follow an old link; search engines drop it.
    noindex: isJobClosed(job, Date.now()),
    jobPosting: { id: job.id, json: jobPostingJson(job, origin) },
  };
}
