import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { searchString, withPage, type JobSearchState } from './search-state';

interface PaginationProps {
  search: JobSearchState;
  totalPages: number;
  /** Called when a page link is followed, so the page can move focus to the new results. */
  onNavigate: () => void;
}

/** Which page numbers to offer: the first, the last, and two either side of the current one. */
function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/** Plain links: they work by keyboard, open in a new tab, and each page has its own URL. */
export function Pagination({ search, totalPages, onNavigate }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const current = Math.min(search.page, totalPages);
  const to = (page: number) => ({ search: searchString(withPage(search, page)) });
  return (
    <nav className="pagination" aria-label={t('jobs.pagination.label')}>
      <ul className="pagination__list">
        {current > 1 && (
          <li>
            <Link
              className="pagination__link"
              to={to(current - 1)}
              preventScrollReset
              onClick={onNavigate}
            >
              <span aria-hidden="true">‹ </span>
              {t('jobs.pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pagination__link"
                to={to(page)}
                preventScrollReset
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('jobs.pagination.page', { page })}
                onClick={onNavigate}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link
              className="pagination__link"
              to={to(current + 1)}
              preventScrollReset
              onClick={onNavigate}
            >
              {t('jobs.pagination.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
