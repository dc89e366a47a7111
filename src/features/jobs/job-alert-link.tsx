import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button/button';
import { paths } from '@/config/paths';
import { searchString, type JobSearchState } from './search-state';

/**
 * The job alerts page with its form filled in from a search (it reads the same parameters as
 * the list, and the order and page are no criteria). A plain link: it works before the script,
 * and the page there asks a visitor for an email address and creates a candidate's alert at once.
 */
export function JobAlertLink({
  search,
  children,
}: {
  search: JobSearchState;
  children: ReactNode;
}) {
  return (
    <Link
      className={buttonClass('secondary')}
      to={`${paths.subscriptions()}${searchString({ ...search, sort: null }, { withPage: false })}`}
    >
      {children}
    </Link>
  );
}
