import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page may name itself more precisely than its route (a job's title) and describe itself for
 * link previews and search engines (a job's excerpt), and a form with errors marks the title with
 * "Error:". The app shell composes document.title and the meta description from these; a page
 * without a description of its own has the site's.
 */
interface TitleState {
  pageTitle: string | null;
  description: string | null;
  errorCount: number;
}

let state: TitleState = { pageTitle: null, description: null, errorCount: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<TitleState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function usePageTitle(title: string | null | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    update({ pageTitle: title, description: description ?? null });
    return () => update({ pageTitle: null, description: null });
  }, [title, description]);
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
