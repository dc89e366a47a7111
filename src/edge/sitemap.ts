import type { JobSearchResult, JobSummary } from '@/api/contract/jobs';
import { paths } from '@/config/paths';
import { getJobs } from '@/features/jobs/api';
import { escapeHtml } from '@/lib/escape-html';

const PAGE_SIZE = 100;
/** 50 000 addresses is a sitemap's limit; 100 pages of jobs stay well under it. */
const MAX_PAGES = 100;

const day = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/**
 * `/sitemap.xml`: every open job (closed ones leave it) and the company page of each company
 * with an open job, each with its `lastmod`, read through the app's own job search (the main API's
 * address the worker set). Null when the API does not answer.
 */
export async function sitemap(origin: string, signal: AbortSignal): Promise<string | null> {
  const jobs: JobSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    let result: JobSearchResult;
    try {
      result = await getJobs({ page, pageSize: PAGE_SIZE }, signal);
    } catch {
      return null;
    }
    jobs.push(...result.items);
    if (result.items.length === 0 || jobs.length >= result.total) break;
  }

  const companies = new Map<string, string>();
  for (const job of jobs) {
    const path = paths.company(job.company.id, job.company.pageSlug);
    const latest = companies.get(path);
    if (!latest || job.publishedAt > latest) companies.set(path, job.publishedAt);
  }
  const entry = (path: string, modified: string) => {
    const lastmod = day(modified);
    return `  <url><loc>${escapeHtml(new URL(path, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(
      paths.home(),
      jobs.reduce((latest, job) => (job.publishedAt > latest ? job.publishedAt : latest), ''),
    ),
    ...jobs.map((job) => entry(paths.job(job.slug), job.publishedAt)),
    ...Array.from(companies, ([path, modified]) => entry(path, modified)),
    '</urlset>',
    '',
  ].join('\n');
}
