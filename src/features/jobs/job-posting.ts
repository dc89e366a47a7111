import { categoryLabel } from '@/api/labels';
import type { Job, Pay, PayPeriod } from '@/api/contract/jobs';
import type { EmploymentType } from '@/api/contract/shared';
import { paths } from '@/config/paths';

const DESCRIPTION_LENGTH = 160;

/** The job's final apply date has passed: applications are closed. */
export function isJobClosed(job: Pick<Job, 'finalApplyDate'>, now: number): boolean {
  const deadline = Date.parse(job.finalApplyDate);
  return Number.isFinite(deadline) && deadline < now;
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

const SCHEMA_UNIT_TEXT: Record<PayPeriod, string> = {
  hour: 'HOUR',
  month: 'MONTH',
  year: 'YEAR',
};

/**
 * The pay as schema.org's MonetaryAmount, which job search engines read as `baseSalary`. A
 * collective agreement has no figure to give, so it gives none.
 */
function baseSalary(pay: Pay | null | undefined): Record<string, unknown> {
  if (!pay || pay.kind === 'agreement') return {};
  const value =
    pay.kind === 'range' ? { minValue: pay.min, maxValue: pay.max } : { value: pay.amount };
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: pay.currency,
      value: { '@type': 'QuantitativeValue', ...value, unitText: SCHEMA_UNIT_TEXT[pay.period] },
    },
  };
}

interface JobPostingContext {
  /** The portal's origin: the job's and the company's addresses are absolute. */
  origin: string;
  /** The ad, sanitised by the caller's sanitiser (the browser's or the edge's, same rules). */
  descriptionHtml: string;
  /** The logo's absolute address where the portal may show it (api/images), else null. */
  logo: string | null;
  /** The company's own website, when known (the company page has it). */
  website?: string | null;
}

/**
 * schema.org JobPosting, as search engines' job listings read it: built the same way by the job
 * page in the browser and by the edge renderer, so both say the same.
 */
export function jobPostingData(
  job: Job,
  { origin, descriptionHtml, logo, website }: JobPostingContext,
): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: job.id },
    datePosted: job.publishedAt,
    validThrough: job.finalApplyDate,
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType] ?? 'OTHER',
    url: absolute(paths.job(job.slug)),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      url: absolute(paths.company(job.company.id, job.company.pageSlug)),
      ...(logo ? { logo } : {}),
      ...(website ? { sameAs: website } : {}),
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
    // In the ad's language, like the title and the description: the same for every visitor.
    ...(job.category
      ? { occupationalCategory: categoryLabel(job.category, job.language ?? 'en-US') }
      : {}),
    ...baseSalary(job.pay),
    directApply: true,
  };
}
