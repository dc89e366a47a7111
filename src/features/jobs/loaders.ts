import {
  data,
  replace,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { withCategoryKeys } from '@/api/labels';
import { isApiError } from '@/lib/api-error';
import type { Job, JobSearchResult } from '@/api/types';
import { getJob, getJobs } from './api';
import { parseSearch, searchString, toApiParams, type JobSearchState } from './search-state';

export interface JobSearchLoaderData {
  search: JobSearchState;
  /** Null when the search failed; the page then shows the error state with a retry. */
  result: JobSearchResult | null;
}

const wasAborted = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (isApiError(error) && error.kind === 'aborted');

/**
 * The job list's data comes from the URL alone. The router aborts this request (through
 * `request.signal`) when a newer search starts, and drops its answer, so an older, slower answer
 * can never replace a newer one.
 *
 * Categories are filtered by key (`?category=healthcare`). A link or saved search from before
 * keys names them by their English label (`?category=Healthcare`): the answer's facets say
 * which key that is, and the address is replaced by the one with keys, so what is shared or
 * saved from here on works in every language.
 */
export async function jobSearchLoader({
  request,
}: LoaderFunctionArgs): Promise<JobSearchLoaderData> {
  const url = new URL(request.url);
  const search = parseSearch(url.searchParams);
  let result: JobSearchResult;
  try {
    result = await getJobs(toApiParams(search), request.signal);
  } catch (error) {
    if (wasAborted(error, request.signal)) throw error;
    return { search, result: null };
  }
  const keys = withCategoryKeys(search.category, result.facets.category);
  if (keys !== search.category) {
    url.searchParams.delete('category');
    for (const key of keys) url.searchParams.append('category', key);
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  return { search, result };
}

/** A job; an unknown slug is a 404 response for the route's error boundary. */
export async function jobLoader({ params, request }: LoaderFunctionArgs): Promise<Job> {
  try {
    return await getJob(params.slug ?? '', request.signal);
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Whether two URLs of the job list ask for the same jobs (other params, like `?auth=`, aside). */
export function sameJobSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  return searchString(parseSearch(a)) === searchString(parseSearch(b));
}

/**
 * Opening the login dialog (`?auth=login`) or another view over the list changes the URL but not
 * the search: the jobs are not fetched again. A retry (same URL) and real changes still are.
 */
export function shouldRevalidateJobSearch({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname)
    return defaultShouldRevalidate;
  return sameJobSearch(currentUrl.searchParams, nextUrl.searchParams)
    ? false
    : defaultShouldRevalidate;
}

/** The job (and company) pages depend on the path only; a view opened over them keeps the data. */
export function shouldRevalidatePathOnly({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href !== nextUrl.href && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
