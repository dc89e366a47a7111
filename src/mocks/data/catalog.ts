import type { CompanyPage } from '@/api/types';
import { COMPANY_SEEDS, type CompanySeed } from './companies';
import { companyRef, generateJobs, toJobSummary, type DemoJob } from './jobs';
import { escapeHtml } from './text';

const SEED_JOB_COUNT = 320;
const DAY = 86_400_000;

export function startOfDay(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

export interface Catalog {
  today: number;
  jobs: DemoJob[];
  jobsBySlug: Map<string, DemoJob>;
  companies: Map<string, CompanySeed>;
}

let cached: { key: string; catalog: Catalog } | null = null;

/**
 * The read-only part of the demo (jobs and companies), rebuilt from the generator instead of
 * stored: it is the same for everyone and only its dates move with the calendar day.
 */
export function getCatalog(now: number, apiBase: string): Catalog {
  const today = startOfDay(now);
  const key = `${today}|${apiBase}`;
  if (cached?.key === key) return cached.catalog;
  const jobs = generateJobs({ count: SEED_JOB_COUNT, today, apiBase });
  const catalog: Catalog = {
    today,
    jobs,
    jobsBySlug: new Map(jobs.map((job) => [job.slug, job])),
    companies: new Map(COMPANY_SEEDS.map((company) => [company.id, company])),
  };
  cached = { key, catalog };
  return catalog;
}

const COMPANY_PAGE_SLUGS = ['about-us', 'working-here'] as const;

export function companyPage(
  catalog: Catalog,
  companyId: string,
  slug: string,
  now: number,
  apiBase: string,
): CompanyPage | null {
  const company = catalog.companies.get(companyId);
  if (!company || !(COMPANY_PAGE_SLUGS as readonly string[]).includes(slug)) return null;
  const openJobs = catalog.jobs
    .filter((job) => job.company.id === company.id && job.finalApplyTime >= now)
    .sort((a, b) => b.publishedTime - a.publishedTime)
    .map(toJobSummary);
  const name = escapeHtml(company.name);
  const places = company.cities.map(escapeHtml).join(', ');
  const aboutHtml =
    slug === 'about-us'
      ? [
          `<h2>${name}</h2>`,
          `<p>${escapeHtml(company.tagline)} ${name} works in ${escapeHtml(company.industry.toLowerCase())} and has offices in ${places}.</p>`,
          `<h2>What we do</h2>`,
          `<p>Our customers are businesses and public organisations across the Nordics. We grow steadily and hire for the long term.</p>`,
          `<ul><li>Founded ${1950 + ((company.id.length * 7) % 70)}</li><li>${escapeHtml(company.size ?? 'A small team')} employees</li><li>Offices in ${places}</li></ul>`,
        ].join('\n')
      : [
          `<h2>Working at ${name}</h2>`,
          `<p>We believe that good work comes from people who are trusted. You plan your own days together with your team.</p>`,
          `<h2>Benefits</h2>`,
          `<ul><li>Occupational pension and insurance</li><li>Wellness allowance</li><li>Flexible hours</li><li>Parental leave top-up</li></ul>`,
        ].join('\n');
  return {
    company: {
      ...companyRef(company, apiBase),
      website: `https://${company.id}.example.com`,
      industry: company.industry,
      size: company.size,
    },
    slug,
    title: slug === 'about-us' ? `About ${company.name}` : `Working at ${company.name}`,
    aboutHtml,
    jobs: openJobs,
  };
}

/** A small generated SVG logo: initials on the company's two colours. */
export function companyLogoSvg(company: CompanySeed): string | null {
  if (!company.logo) return null;
  const [dark, light] = company.logo;
  const initials = company.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(company.name)}">`,
    `<rect width="96" height="96" rx="16" fill="${dark}"/>`,
    `<circle cx="74" cy="22" r="14" fill="${light}"/>`,
    `<text x="48" y="62" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeHtml(initials)}</text>`,
    `</svg>`,
  ].join('');
}

export const days = (count: number) => count * DAY;
