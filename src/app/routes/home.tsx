import { JobSearchPage } from '@/features/jobs/job-search-page';
import { jobSearchLoader, shouldRevalidateJobSearch } from '@/features/jobs/loaders';

export const loader = jobSearchLoader;
export const shouldRevalidate = shouldRevalidateJobSearch;

export function Component() {
  return <JobSearchPage />;
}
