import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { JobSearchResult } from '@/api/contract/jobs';
import { getJobs } from '@/features/jobs/api';
import { JobSearchPage } from '@/features/jobs/job-search-page';
import {
  FILTER_KEYS,
  parseSearch,
  sameValues,
  toApiParams,
  withKnownFilterValues,
  type JobSearchData,
} from '@/features/jobs/search-state';
import { isApiError } from '@/lib/api-error';

/**
 * The job list's data comes from the URL alone. The router aborts this request (through
 * `request.signal`) when a newer search starts, and drops its answer, so an older, slower answer
 * can never replace a newer one.
 *
 * The filters' values are the API's options. A link or saved search may name one otherwise: a
 * category by its English label from before keys (`?category=Healthcare`), a region in another
 * case (`?region=stockholm`), or a value the API does not have at all (mistyped, or gone). The
 * answer's facets say which option each is, and the address is replaced by the one with the
 * options' own values and without the unknown ones, so the list, its filters and what is shared
 * or saved from here on all mean the same search, in every language.
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
  // Compared with the address itself, not the parsed search, so that a value the parser already
  // set aside (an unknown employment type) leaves the address too.
  const known = withKnownFilterValues(search, result.facets);
  if (FILTER_KEYS.some((key) => !sameValues(url.searchParams.getAll(key), known[key]))) {
    for (const key of FILTER_KEYS) {
      url.searchParams.delete(key);
      for (const value of known[key]) url.searchParams.append(key, value);
    }
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  // A page past the end (an old link, or fewer jobs since): the last page that has jobs, at its
  // own address, instead of an empty page that calls itself the last.
  const lastPage = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.items.length === 0 && search.page > lastPage) {
    if (lastPage === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(lastPage));
    throw replace(`${url.pathname}${url.search}${url.hash}`);
  }
  return { search, result };
}

export function Component() {
  return <JobSearchPage />;
}
