import { useMatches } from 'react-router-dom';
import type { TranslationKey } from '@/i18n/translation-key';

/** What the route table says about each route besides its URL. */
export interface RouteHandle {
  /** Translation key of the page title. */
  title: TranslationKey;
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
