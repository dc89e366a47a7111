import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { emitAppEvent } from '@/lib/events';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { JobSort } from '@/api/contract/jobs';
import { FilterGroups } from './filter-groups';
import { JobAlertLink } from './job-alert-link';
import { JobCard, JobCardSkeletons } from './job-card';
import type { JobSearchData } from './search-state';
import { Pagination } from './pagination';
import { useSavedSearches } from './saved-searches';
import { SavedSearchesLink } from './saved-searches-link';
import { SearchBox } from './search-box';
import {
  activeFilterCount,
  EMPTY_SEARCH,
  isEmptySearch,
  searchString,
  shownSort,
  sortChoices,
  toSearchParams,
  withFilterToggled,
  withoutFilters,
  withPayOnly,
  withPage,
  withQuery,
  withSort,
  type FilterKey,
  type JobSearchState,
} from './search-state';
import { useJobSearch } from './use-job-search';
import './job-search.css';

// Below the results once something is saved, and in a dialog: a first visit fetches neither.
const savedSearches = () => import('./saved-searches-panel');
const SavedSearchesPanel = lazy(() =>
  savedSearches().then((module) => ({ default: module.SavedSearchesPanel })),
);
const SaveSearchDialog = lazy(() =>
  savedSearches().then((module) => ({ default: module.SaveSearchDialog })),
);

/** Home: the open jobs, with free-text search, filters, sorting, paging and saved searches. */
export function JobSearchPage() {
  const { t } = useTranslation();
  // `answered` is the search the results belong to; `search` is where the controls are going.
  const { result, search: answered } = useLoaderData() as JobSearchData;
  const { search, isSearching, goTo } = useJobSearch();
  const revalidator = useRevalidator();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [filterSheetOpen, setFilterSheetOpen] = useState(false);
  const [saveDialogOpen, setSaveDialogOpen] = useState(false);
  // Shown from the first saved search on, and kept after the last is deleted: the deleting
  // button's row is gone, and the panel's heading is where the focus goes.
  const hasSavedSearches = useSavedSearches().length > 0;
  const [showSavedSearches, setShowSavedSearches] = useState(hasSavedSearches);
  if (hasSavedSearches && !showSavedSearches) setShowSavedSearches(true);
  // Set by a page link; the new page's results take the focus once they are in.
  const focusResultsWhenLoaded = useRef(false);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const loading = isSearching || revalidator.state === 'loading';

  useEffect(() => {
    if (loading || !focusResultsWhenLoaded.current) return;
    focusResultsWhenLoaded.current = false;
    resultsHeadingRef.current?.focus();
  }, [loading]);

  const toggleFilterSheet = (open: boolean) => {
    setFilterSheetOpen(open);
    emitAppEvent('toggle-filter-menu', { open });
  };
  // Beside the list each change of the filters is a step of history. In the sheet it replaces
  // the sheet's own entry instead: Back closes the sheet with every change kept, and goes on
  // from there as it did before the sheet opened.
  const filterChanges = ({ replace }: { replace: boolean }) => ({
    onToggle: (key: FilterKey, value: string, on: boolean) =>
      goTo(withFilterToggled(search, key, value, on), { replace }),
    onPayOnly: (on: boolean) => goTo(withPayOnly(search, on), { replace }),
    onClear: () => goTo(withoutFilters(search), { replace }),
  });
  const besideTheList = filterChanges({ replace: false });
  const inTheSheet = filterChanges({ replace: true });
  const reset = () => {
    emitAppEvent('reset-search');
    goTo(EMPTY_SEARCH);
  };

  const filterCount = activeFilterCount(search);
  const totalPages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const facets = result?.facets ?? null;

  return (
    <div className="job-search">
      {/* Past the search box and the filters (some 25 stops) straight to the jobs. */}
      <a className="skip-link" href="#job-results-heading">
        {t('jobs.results.skipTo')}
      </a>
      <h1>{t('titles.home')}</h1>
      <SearchBox
        urlQuery={search.q}
        onSearch={(query, { replace }) => goTo(withQuery(search, query), { replace })}
        onReset={reset}
        canReset={!isEmptySearch(search)}
        inputRef={searchInputRef}
      >
        <SavedSearchesLink />
      </SearchBox>

      {/* Which of the filters' two places shows (beside the results, or a sheet on a phone) is
          the stylesheet's choice: the server's page and the first render agree on every screen. */}
      <div className="job-search__layout">
        <aside className="job-search__filters" aria-labelledby="job-filters-heading">
          <div className="job-search__filters-head">
            <h2 id="job-filters-heading">{t('jobs.filters.heading')}</h2>
            {filterCount > 0 && (
              <Button variant="link" onClick={besideTheList.onClear}>
                {t('jobs.filters.clear')}
              </Button>
            )}
          </div>
          {/* A search form of its own: without scripts its button asks for this page with the
              ticked filters (and the words searched for); with them, each tick searches. */}
          <form method="get" action={paths.home()} onSubmit={(event) => event.preventDefault()}>
            {search.q && <input type="hidden" name="q" value={search.q} />}
            {search.sort && <input type="hidden" name="sort" value={search.sort} />}
            <FilterGroups
              facets={facets}
              search={search}
              onToggle={besideTheList.onToggle}
              onPayOnly={besideTheList.onPayOnly}
            />
            <noscript>
              <Button type="submit" className="job-search__filters-submit">
                {t('jobs.filters.apply')}
              </Button>
            </noscript>
          </form>
        </aside>

        <section
          className="job-search__results"
          aria-labelledby="job-results-heading"
          aria-busy={loading}
        >
          <div className="job-search__toolbar">
            <h2
              id="job-results-heading"
              ref={resultsHeadingRef}
              tabIndex={-1}
              className="job-search__count"
            >
              {result ? (
                <ResultCount search={answered} total={result.total} />
              ) : (
                t('jobs.results.heading')
              )}
            </h2>
            <div className="cluster">
              <Button
                variant="secondary"
                className="job-search__filters-open"
                aria-haspopup="dialog"
                onClick={() => toggleFilterSheet(true)}
              >
                {filterCount > 0
                  ? t('jobs.filters.openWithCount', { count: filterCount })
                  : t('jobs.filters.open')}
              </Button>
              {!isEmptySearch(search) && (
                <>
                  <Button variant="secondary" onClick={() => setSaveDialogOpen(true)}>
                    {t('jobs.saved.save')}
                  </Button>
                  <JobAlertLink search={search}>{t('jobs.alert.link')}</JobAlertLink>
                </>
              )}
              <SortControl search={search} onSort={(sort) => goTo(withSort(search, sort))} />
            </div>
          </div>
          <div className="visually-hidden" role="status">
            {loading ? (
              t('jobs.results.searching')
            ) : result ? (
              <ResultCount search={answered} total={result.total} pages={totalPages} />
            ) : null}
          </div>

          {loading ? (
            <JobCardSkeletons />
          ) : !result ? (
            <div className="notice notice--error job-search__error" role="alert">
              <p>{t('errors.generic')}</p>
              <Button onClick={() => void revalidator.revalidate()}>{t('errors.reload')}</Button>
            </div>
          ) : result.items.length === 0 ? (
            <EmptyResults search={answered} total={result.total} onReset={reset} />
          ) : (
            <ul className="job-list">
              {result.items.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </ul>
          )}

          {/* Kept while the next page loads, so the link just used keeps the focus. */}
          {result && (
            <Pagination
              search={answered}
              totalPages={totalPages}
              onNavigate={() => {
                focusResultsWhenLoaded.current = true;
              }}
            />
          )}
        </section>
      </div>

      {showSavedSearches && (
        <Suspense fallback={null}>
          <SavedSearchesPanel />
        </Suspense>
      )}
      {saveDialogOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open
            onClose={() => setSaveDialogOpen(false)}
            search={search}
            categories={facets?.category}
          />
        </Suspense>
      )}

      <Modal
        open={filterSheetOpen && isPhone}
        onClose={() => toggleFilterSheet(false)}
        title={t('jobs.filters.heading')}
      >
        <div className="stack">
          <FilterGroups
            facets={facets}
            search={search}
            onToggle={inTheSheet.onToggle}
            onPayOnly={inTheSheet.onPayOnly}
          />
          <div className="cluster job-search__sheet-actions">
            <Button onClick={() => toggleFilterSheet(false)}>
              {loading || !result
                ? t('jobs.filters.showResults')
                : t('jobs.filters.showCount', { count: result.total })}
            </Button>
            {filterCount > 0 && (
              <Button variant="secondary" onClick={inTheSheet.onClear}>
                {t('jobs.filters.clear')}
              </Button>
            )}
          </div>
        </div>
      </Modal>
    </div>
  );
}

/**
 * The list's order: a search form of its own, so that without scripts its button asks for this
 * page in the chosen order with the words and filters as they are; with them, choosing sorts.
 */
function SortControl({
  search,
  onSort,
}: {
  search: JobSearchState;
  onSort: (sort: JobSort) => void;
}) {
  const { t } = useTranslation();
  const kept = [...toSearchParams({ ...search, sort: null }, { withPage: false })];
  return (
    <form
      method="get"
      action={paths.home()}
      className="job-search__sort"
      onSubmit={(event) => event.preventDefault()}
    >
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="job-search-sort">{t('jobs.sort.label')}</label>
      <select
        id="job-search-sort"
        name="sort"
        className="select"
        value={shownSort(search)}
        onChange={(event) => onSort(event.target.value as JobSort)}
      >
        {sortChoices(search.q).map((sort) => (
          <option key={sort} value={sort}>
            {t(`jobs.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          {t('jobs.sort.apply')}
        </Button>
      </noscript>
    </form>
  );
}

function ResultCount({
  search,
  total,
  pages,
}: {
  search: JobSearchState;
  total: number;
  /** Given where the count is announced: paging says which page this is. */
  pages?: number;
}) {
  const { t } = useTranslation();
  // The visitor's own words come back as text in quotes, however long or odd they are.
  const count = search.q
    ? t('jobs.results.countFor', { count: total, q: search.q })
    : t('jobs.results.count', { count: total });
  if (!pages || pages <= 1) return count;
  return `${count}, ${t('jobs.pagination.current', { page: Math.min(search.page, pages), total: pages })}`;
}

function EmptyResults({
  search,
  total,
  onReset,
}: {
  search: JobSearchState;
  total: number;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (total > 0) {
    // A page number past the end (an old link): the jobs are there, just not on this page.
    return (
      <div className="notice notice--info">
        <p>{t('jobs.results.pastLastPage')}</p>
        <Link to={{ search: searchString(withPage(search, 1)) }}>
          {t('jobs.results.toFirstPage')}
        </Link>
      </div>
    );
  }
  return (
    <div className="job-search__empty">
      <p className="job-search__empty-title">{t('jobs.results.emptyTitle')}</p>
      <p>{t('jobs.results.emptyHint')}</p>
      {!isEmptySearch(search) && (
        <Button variant="secondary" onClick={onReset}>
          {t('jobs.search.reset')}
        </Button>
      )}
    </div>
  );
}
