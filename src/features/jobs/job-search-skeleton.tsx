import { JobCardSkeletons } from './job-card';
import './job-search-skeleton.css';

/** The job search while its first jobs load: the shapes of its heading, search box and cards. */
export function JobSearchSkeleton() {
  return (
    <div className="job-search" data-testid="job-search-skeleton">
      <div aria-hidden="true" className="job-search-skeleton__head">
        <div className="skeleton skeleton--title" />
        <div className="skeleton job-search-skeleton__box" />
      </div>
      <JobCardSkeletons />
    </div>
  );
}
