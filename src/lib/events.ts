/**
 * The app-level events, emitted where they happen. Nothing in the portal listens to
 * them today: the screens talk through their own state, and the tests listen to check that each
 * event fires. They are the named seam for a listener to come (analytics, say).
 */
export type AppEventName =
  | 'reset-search'
  | 'toggle-filter-menu'
  | 'invalid-application-form'
  | 'update-cookie-policy'
  | 'bottom-sheet-open'
  | 'bottom-sheet-close'
  | 'side-nav-open'
  | 'side-nav-close'
  | 'set-selected-auth-view'
  | 'edit-application-open'
  | 'edit-application-close'
  | 'edit-application-updated'
  | 'file-preview-open'
  | 'file-preview-close'
  | 'save-search'
  | 'auth-setup-app-open'
  | 'auth-setup-app-close';

type Listener = (detail?: unknown) => void;

const listeners = new Map<AppEventName, Set<Listener>>();

export function emitAppEvent(name: AppEventName, detail?: unknown): void {
  listeners.get(name)?.forEach((listener) => listener(detail));
}

/** Returns the function that removes the listener. */
export function onAppEvent(name: AppEventName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}
