import type { LoaderFunctionArgs } from 'react-router-dom';
import { getJobs } from '@/features/jobs/api';
import { JobSearchPage } from '@/features/jobs/job-search-page';
import { parseSearch, toApiParams, type JobSearchData } from '@/features/jobs/search-state';
import { isApiError } from '@/lib/api-error';

/**
 * The job list's data comes from the URL alone. The router aborts this request (through
 * `request.signal`) when a newer search starts, and drops its answer, so an older, slower answer
 * can never replace a newer one.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<JobSearchData> {
  const search = parseSearch(new URL(request.url).searchParams);
  try {
    return { search, result: await getJobs(toApiParams(search), request.signal) };
  } catch (error) {
    if (request.signal.aborted || (isApiError(error) && error.kind === 'aborted')) throw error;
    return { search, result: null };
  }
}

export function Component() {
  return <JobSearchPage />;
}
