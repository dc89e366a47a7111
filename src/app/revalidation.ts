import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchPath,
  useMatches,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { useSession } from '@/api/session';
import { AUTH_QUERY, paths } from '@/config/paths';
import { sameJobSearch } from '@/features/jobs/search-state';
import type { RootData } from './root-data';
import { isRouteHandle } from './route-handle';

/** The job page's address (the route table's 'job'); its thank-you page is another. */
const JOB_PAGE_PATTERN = '/job/:slug';

/**
 * When the router reads a page's data again: every rule is here. By default React Router reads
 * every matched route's loader after each navigation and each revalidation (a retry, a saved
 * change). The rules below narrow that for URLs that open a view over a page, and widen it to two
 * changes that are not navigations: who is signed in, and the language.
 */

/**
 * The job list: opening the login dialog (`?auth=login`) or another view over it changes the URL
 * but not the search, so the jobs are not fetched again. A retry (same URL) and real changes are.
 */
export function onlyForAnotherJobSearch({
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

/** The job and company pages depend on the path only; a view opened over them keeps the data. */
export function onlyForAnotherPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href !== nextUrl.href && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * A candidate's page: a view opened over it or closed (the login, when the session ended while
 * the page was on screen) changes only the auth part of the URL. The page keeps its data and what
 * was typed on it; a reload of the same URL (a revalidation) and real moves read it again, and
 * the guard with it.
 */
export function notForAViewOverThePage({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href || currentUrl.pathname !== nextUrl.pathname)
    return defaultShouldRevalidate;
  const withoutViews = (url: URL) => {
    const params = new URLSearchParams(url.search);
    Object.values(AUTH_QUERY).forEach((name) => params.delete(name));
    params.sort();
    return params.toString();
  };
  return withoutViews(currentUrl) === withoutViews(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * The candidate's applications (the root's data) are read again after a change (an action, a
 * fetcher's submission, an explicit revalidation, which a login or logout is) and on arriving at
 * a page that shows them: My applications, and a job page ("you have applied"). Never for a new
 * job search or a view opened over a page, which change the URL on every keystroke.
 */
export function onlyWhenApplicationsMayHaveChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const submitted = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  if (submitted || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return (
    nextUrl.pathname === paths.applications() ||
    matchPath(JOB_PAGE_PATTERN, nextUrl.pathname) !== null
  );
}

/**
 * A login or logout (here or in another tab), or an expired session, changes who is signed in:
 * the root's data then says another candidate (or nobody), and every loader runs again once the
 * router is idle. A protected screen's guard then sends an anonymous visitor to '/', so no
 * candidate data stays on screen after the candidate has logged out elsewhere: the device may be
 * shared. The edge's render is anonymous: a candidate's browser reads its data again after
 * hydrating it.
 */
export function useReadAgainOnSessionChange(): void {
  const { userId, endedByItself } = useSession();
  const readFor = (useRouteLoaderData('root') as RootData | undefined)?.candidate ?? null;
  const { state, revalidate } = useRevalidator();
  const idle = useNavigation().state === 'idle' && state === 'idle';
  // A session that ended by itself opened the login (over the page, or at home): the page under
  // it waits, and is read again once that login ends, whoever logs in: what failed for the ended
  // session works now, and what was typed on it stays. Closed without a login, a protected
  // page's guard takes over.
  const endedSession = useRef(false);
  useEffect(() => {
    if (endedByItself) {
      endedSession.current = true;
      return;
    }
    const loggedInAgain = endedSession.current && userId !== null;
    if ((readFor !== userId || loggedInAgain) && idle) {
      endedSession.current = false;
      void revalidate();
    }
  }, [endedByItself, userId, readFor, idle, revalidate]);
}

/** A switch of language reads again the pages whose data is text in the interface language. */
export function useReadAgainOnLanguageSwitch(): void {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const textInLanguage = matches.some(
    (match) => isRouteHandle(match.handle) && match.handle.readAgainOnLanguageSwitch === true,
  );
  useReadAgainWhen(i18n.language, () => textInLanguage);
}

function useReadAgainWhen(value: string, applies: () => boolean): void {
  const { revalidate } = useRevalidator();
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    if (applies()) void revalidate();
  });
}
