import { expect, type Page } from '@playwright/test';
import type { JobSearchResult, JobSummary } from '../../src/api/contract/jobs';
import { openPage } from '../fixtures';
import { openPortal } from './session';

/** Asks the demo API (inside the page, where its service worker answers) for jobs. */
export async function fetchJobs(page: Page, query: string): Promise<JobSearchResult> {
  return page.evaluate(async (search) => {
    const response = await fetch(`/jobs?${search}`, { credentials: 'include' });
    return (await response.json()) as JobSearchResult;
  }, query);
}

export async function findClosedJob(page: Page): Promise<JobSummary> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const result = await fetchJobs(page, `includeClosed=true&pageSize=100&page=${pageNumber}`);
    const closed = result.items.find((job) => Date.parse(job.finalApplyDate) < Date.now());
    if (closed) return closed;
  }
  throw new Error('The demo catalogue has no closed job');
}

export async function findOpenJob(page: Page): Promise<JobSummary> {
  const result = await fetchJobs(page, 'pageSize=20');
  const open = result.items.find((job) => Date.parse(job.finalApplyDate) > Date.now() + 86_400_000);
  if (!open) throw new Error('The demo catalogue has no open job');
  return open;
}

/** The number at the start of "123 jobs found…", in any of the four languages. */
export async function countShown(page: Page): Promise<number> {
  const text = await resultsHeading(page).textContent();
  const match = /\d[\d\s\u00a0]*/.exec(text ?? '');
  if (!match) throw new Error(`No count in "${text}"`);
  return Number(match[0].replace(/\D/g, ''));
}

/** The job search's results heading, which counts the jobs found. */
export const resultsHeading = (page: Page) => page.locator('#job-results-heading');

/** Opens the job search as a returning visitor; gives back how many jobs it finds, unfiltered. */
export async function openJobSearch(page: Page): Promise<number> {
  await openPortal(page, '/');
  await expect(resultsHeading(page)).toHaveText(/jobs found/);
  return countShown(page);
}

/**
 * Starts a visit at the page of an open job, its address followed by `query`; gives back the job.
 */
export async function openAnOpenJobPage(page: Page, query = ''): Promise<JobSummary> {
  await openPortal(page, '/');
  const job = await findOpenJob(page);
  await openPage(page, `/job/${job.slug}${query}`);
  return job;
}
