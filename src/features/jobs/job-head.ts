import { useEffect } from 'react';
import type { EmploymentType, Job } from '@/api/types';
import { paths } from '@/config/paths';
import { sanitizeHtml } from '@/lib/sanitize-html';

const DESCRIPTION_LENGTH = 160;

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

export function describeJob(job: Job): string {
  const text = [job.excerpt, `${job.company.name}, ${job.location}`]
    .filter(Boolean)
    .join(' – ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LENGTH
    ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : text;
}

const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  temporary: 'TEMPORARY',
  summer: 'TEMPORARY',
  internship: 'INTERN',
};

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** schema.org JobPosting, as search engines' job listings read it. */
export function jobPostingData(job: Job): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: sanitizeHtml(job.adHtml),
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    datePosted: job.publishedAt,
    validThrough: job.finalApplyDate,
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType] ?? 'OTHER',
    url: absolute(paths.job(job.slug)),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      url: absolute(paths.company(job.company.id, job.company.pageSlug)),
      ...(job.company.logoUrl ? { logo: absolute(job.company.logoUrl) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        addressRegion: job.region,
        addressCountry: job.country,
      },
    },
    ...(job.category ? { occupationalCategory: job.category } : {}),
  };
}

/**
 * JSON text that cannot end its script element early: `<` (and the two line separators JSON
 * allows but scripts do not) become escapes, which JSON parsers read back as the same characters.
 */
export function toScriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The structured data goes into <head> as a data block. The browser never runs it (it is not
 * JavaScript), so the CSP's script-src does not apply, and it is written as text, never as HTML.
 */
export function useJobPostingJsonLd(job: Job): void {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jobPosting = job.id;
    script.textContent = toScriptSafeJson(jobPostingData(job));
    document.head.append(script);
    return () => script.remove();
  }, [job]);
}
