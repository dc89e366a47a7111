import {
  createContext,
  startTransition,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * A tree the browser renders itself (no server markup) is hydrated from its first render; a
 * server render is not, even one without HydrationRoot around it.
 */
const Hydrated = createContext(typeof document !== 'undefined');

/**
 * Around a tree rendered on the server and around the browser's hydration of that markup: inside,
 * `useHydrated()` is false on the server and while the browser hydrates, then true. The switch
 * renders as a transition, in slices between which the browser answers a tap, rather than as one
 * blocking re-render of everything that depends on the visitor.
 */
export function HydrationRoot({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}

/**
 * False while React renders on the server and while the browser hydrates that markup, true from
 * the render after: what depends on the visitor (the login, the consent choice, the time zone)
 * first renders as the server rendered it, so hydration finds the same markup, and then changes.
 */
export function useHydrated(): boolean {
  return use(Hydrated);
}

/**
 * A store that lives in the browser (a cookie, storage, a media query): `whileHydrating` on the
 * server and while the browser hydrates, the store's value from then on. The server snapshot is
 * the browser's own value in the browser, so React finds no difference to re-render at once after
 * hydration: the value changes with useHydrated's transition.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  whileHydrating: T,
): T {
  const value = useSyncExternalStore(
    subscribe,
    getSnapshot,
    typeof document === 'undefined' ? () => whileHydrating : getSnapshot,
  );
  return useHydrated() ? value : whileHydrating;
}
