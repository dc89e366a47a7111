import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Which forms hold input that is not saved yet. One registry for everything that must not throw
 * that input away unasked: the new-build reload waits, a navigation to another page and
 * the closing of a dialog or sheet ask first, and none of them asks when nothing changed.
 */
type Check = () => boolean;

const checks = new Set<Check>();
/** The forms whose input is worth a question before leaving (not a half-typed login). */
const askingChecks = new Set<Check>();

/** Any form with unsaved input: the new-build reload waits. */
export function hasUnsavedChanges(): boolean {
  for (const check of checks) if (check()) return true;
  return false;
}

/** A form whose input is worth asking about: leaving the page asks first. */
export function hasUnsavedChangesToAskAbout(): boolean {
  return scopeHasUnsavedChanges(askingChecks);
}

/** A dialog's own forms: closing it (Escape, a swipe, a click outside) asks about them only. */
export const UnsavedChangesScope = createContext<Set<Check> | null>(null);

export function scopeHasUnsavedChanges(scope: ReadonlySet<Check>): boolean {
  for (const check of scope) if (check()) return true;
  return false;
}

/**
 * A form tells whether it holds unsaved input; asked at the moment something would discard it.
 * `ask: false` for the login steps: a reload waits for them, but leaving asks nothing.
 */
export function useUnsavedChanges(isUnsaved: Check, { ask = true }: { ask?: boolean } = {}): void {
  const scope = useContext(UnsavedChangesScope);
  const latest = useRef(isUnsaved);
  useLayoutEffect(() => {
    latest.current = isUnsaved;
  });
  useEffect(() => {
    const check = () => latest.current();
    const asking = ask ? [askingChecks, scope] : [];
    checks.add(check);
    asking.forEach((set) => set?.add(check));
    return () => {
      checks.delete(check);
      asking.forEach((set) => set?.delete(check));
    };
  }, [scope, ask]);
}

/**
 * Navigation state for leaving on purpose, where the unsaved input is not the person's to keep
 * any more (a logout, a deleted login, a session that ended): no question is asked.
 */
export const LEAVING_ON_PURPOSE = { leavingOnPurpose: true } as const;

export const isLeavingOnPurpose = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>).leavingOnPurpose === true;
