import { useMatches, type RouteObject } from 'react-router-dom';
import { loadLocaleParts, withLocaleParts } from '@/i18n/i18n';
import type { LazyLocalePart } from '@/i18n/locale-parts';
import type { TranslationKey } from '@/i18n/translation-key';

/** What the route table says about each route besides its URL. */
export interface RouteHandle {
  /** Translation key of the page title. */
  title: TranslationKey;
  /** The locale parts its screen reads besides the core (docs/decisions/005-locale-parts.md). */
  localeParts?: readonly LazyLocalePart[];
  /** Its data is text in the interface language: read again on a switch (app/revalidation). */
  readAgainOnLanguageSwitch?: boolean;
  /** Page views on this route are not reported to analytics. */
  analyticsIgnore?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string'
  );
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/**
 * Each route's screen (and its error boundary) shows only once the locale parts its handle
 * declares are in, so a page cannot forget them: they load beside the route's code when it has a
 * chunk of its own, else beside its data, and never after either.
 */
export function loadingDeclaredLocaleParts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const children = route.children && loadingDeclaredLocaleParts(route.children);
    const parts = isRouteHandle(route.handle) ? (route.handle.localeParts ?? []) : [];
    if (parts.length === 0) return children ? { ...route, children } : route;
    const { lazy, loader } = route;
    if (typeof lazy === 'function') {
      return {
        ...route,
        children,
        lazy: () => Promise.all([lazy(), loadLocaleParts(...parts)]).then(([module]) => module),
      } as RouteObject;
    }
    return {
      ...route,
      children,
      loader: (args, context) =>
        withLocaleParts(parts, typeof loader === 'function' ? loader(args, context) : null),
    } as RouteObject;
  });
}
