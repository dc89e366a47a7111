import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { parseSearch, sameJobSearch, searchString, type JobSearchState } from './search-state';

const SEARCH_KEYS = new Set([
  'q',
  'category',
  'region',
  'company',
  'employmentType',
  'hasPay',
  'sort',
  'page',
]);

/** Keeps what else is in the URL (an open dialog's `?auth=`, say) beside the new search. */
function withOtherParams(search: string, current: string): string {
  const next = new URLSearchParams(search);
  new URLSearchParams(current).forEach((value, key) => {
    if (!SEARCH_KEYS.has(key)) next.append(key, value);
  });
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The search as the visitor sees it. While the router loads a new search on this page, the
 * controls already show where it is going (the pending URL), so quick clicks build on each other;
 * the results stay those of the last finished search until the new answer is in.
 */
export function useJobSearch() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pendingLocation =
    navigation.state !== 'idle' &&
    navigation.location?.pathname === location.pathname &&
    !sameJobSearch(
      new URLSearchParams(navigation.location.search),
      new URLSearchParams(location.search),
    )
      ? navigation.location
      : null;
  const shownSearch = (pendingLocation ?? location).search;
  const search = useMemo(() => parseSearch(new URLSearchParams(shownSearch)), [shownSearch]);

  const goTo = useCallback(
    (next: JobSearchState, { replace = false } = {}) => {
      void navigate(
        {
          pathname: location.pathname,
          search: withOtherParams(searchString(next), location.search),
        },
        // flushSync: a ticked checkbox shows ticked at once, not when the router's transition renders.
        { replace, preventScrollReset: true, flushSync: true },
      );
    },
    [navigate, location.pathname, location.search],
  );

  return { search, isSearching: pendingLocation !== null, goTo };
}
