import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page may name itself more precisely than its route (a job's title), and a form with errors
 * marks the title with "Error:". The app shell composes document.title from these.
 */
interface TitleState {
  pageTitle: string | null;
  errorCount: number;
}

let state: TitleState = { pageTitle: null, errorCount: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<TitleState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    update({ pageTitle: title });
    return () => update({ pageTitle: null });
  }, [title]);
}

export function useErrorInTitle(hasErrors: boolean): void {
  useEffect(() => {
    if (!hasErrors) return;
    update({ errorCount: state.errorCount + 1 });
    return () => update({ errorCount: Math.max(0, state.errorCount - 1) });
  }, [hasErrors]);
}

export function useTitleState(): TitleState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
