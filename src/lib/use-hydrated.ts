import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders on the server and while the browser hydrates that markup, true from
 * the render after: what depends on the visitor (the login, the consent choice, the time zone)
 * first renders as the server rendered it, so hydration finds the same markup, and then changes.
 * A page the browser renders itself (no server markup) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
