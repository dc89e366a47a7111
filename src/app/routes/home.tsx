import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { withCategoryKeys } from '@/api/labels';
import type { JobSearchResult } from '@/api/contract/jobs';
import { getJobs } from '@/features/jobs/api';
import { JobSearchPage } from '@/features/jobs/job-search-page';
import { parseSearch, toApiParams, type JobSearchData } from '@/features/jobs/search-state';
import { isApiError } from '@/lib/api-error';

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
export async function loader({ request }: LoaderFunctionArgs): Promise<JobSearchData> {
  const url = new URL(request.url);
  const search = parseSearch(url.searchParams);
  let result: JobSearchResult;
  try {
    result = await getJobs(toApiParams(search), request.signal);
  } catch (error) {
    if (request.signal.aborted || (isApiError(error) && error.kind === 'aborted')) throw error;
    return { search, result: null };
  }
  // A page past the end (an old link, or fewer jobs since): the last page that has jobs, at its
  // own address, instead of an empty page that calls itself the last.
  const lastPage = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.items.length === 0 && search.page > lastPage) {
    if (lastPage === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(lastPage));
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  const keys = withCategoryKeys(search.category, result.facets.category);
  if (keys !== search.category) {
    url.searchParams.delete('category');
    for (const key of keys) url.searchParams.append('category', key);
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  return { search, result };
}

export function Component() {
  return <JobSearchPage />;
}
