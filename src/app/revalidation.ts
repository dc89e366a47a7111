import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { useSession } from '@/api/session';
import { sameJobSearch } from '@/features/jobs/search-state';
import { isRouteHandle } from './route-handle';

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
 * A login or logout (here or in another tab), or an expired session, changes who is signed in.
 * Every loader runs again: a protected screen's guard then sends an anonymous visitor to '/', so
 * no candidate data stays on screen after the candidate has logged out elsewhere: the device may
 * be shared.
 */
export function useReadAgainOnSessionChange(): void {
  const { userId } = useSession();
  useReadAgainWhen(userId ?? '', () => true);
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
