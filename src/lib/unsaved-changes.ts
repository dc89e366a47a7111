import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { randomId } from './ids';

/**
 * Which forms hold input that is not saved yet. One registry for everything that must not throw
 * that input away unasked: the new-build reload waits, a navigation to another page and
 * the closing of a dialog or sheet ask first, and none of them asks when nothing changed.
 */

/** A form in the registry: whether it holds unsaved input, and how to let that input go. */
interface UnsavedInput {
  isUnsaved: () => boolean;
  discard: () => void;
}

/** The forms of one dialog, or those whose input is worth a question before leaving. */
export type UnsavedScope = Set<UnsavedInput>;

const forms: UnsavedScope = new Set();
/** The forms whose input is worth a question before leaving (not a half-typed login). */
const askingForms: UnsavedScope = new Set();

/** Any form with unsaved input: the new-build reload waits. */
export function hasUnsavedChanges(): boolean {
  return scopeHasUnsavedChanges(forms);
}

/** A form whose input is worth asking about: leaving the page asks first. */
export function hasUnsavedChangesToAskAbout(): boolean {
  return scopeHasUnsavedChanges(askingForms);
}

/** A dialog's own forms: closing it (Escape, a swipe, a click outside) asks about them only. */
export const UnsavedChangesScope = createContext<UnsavedScope | null>(null);

export function scopeHasUnsavedChanges(scope: ReadonlySet<UnsavedInput>): boolean {
  for (const form of scope) if (form.isUnsaved()) return true;
  return false;
}

/**
 * The person chose to leave without saving: the forms asked about let their input go (a draft
 * kept for a reload or a lost session would otherwise bring it back on the next visit).
 */
export function discardUnsavedChanges(scope: ReadonlySet<UnsavedInput> = askingForms): void {
  for (const form of scope) if (form.isUnsaved()) form.discard();
}

interface UnsavedChangesOptions {
  /** `false` for the login steps: a reload waits for them, but leaving asks nothing. */
  ask?: boolean;
  /** Lets the input go when the person leaves without saving it (drops its draft). */
  discard?: () => void;
}

/** A form tells whether it holds unsaved input; asked at the moment something would discard it. */
export function useUnsavedChanges(
  isUnsaved: () => boolean,
  { ask = true, discard }: UnsavedChangesOptions = {},
): void {
  const scope = useContext(UnsavedChangesScope);
  const latest = useRef({ isUnsaved, discard });
  useLayoutEffect(() => {
    latest.current = { isUnsaved, discard };
  });
  useEffect(() => {
    const form: UnsavedInput = {
      isUnsaved: () => latest.current.isUnsaved(),
      discard: () => latest.current.discard?.(),
    };
    const asking = ask ? [askingForms, scope] : [];
    forms.add(form);
    asking.forEach((set) => set?.add(form));
    return () => {
      forms.delete(form);
      asking.forEach((set) => set?.delete(form));
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

/** What the router keeps in each history entry, besides its key: the page's state and the index. */
interface RouterEntry {
  usr?: unknown;
  idx?: number;
}

/** The page's entry while the browser follows an in-page link from it. */
let entryBeforeInPageLink: { entry: RouterEntry; address: string } | null = null;

const isInPageLink = (event: MouseEvent): boolean => {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target !== '' && link.target !== '_self') return false;
  const { origin, pathname, search } = window.location;
  return (
    link.hash !== '' &&
    link.origin === origin &&
    link.pathname === pathname &&
    link.search === search
  );
};

/**
 * Leaving asks first only where the router counts every step of the tab's history. An in-page
 * link (`#apply`, a skip link) is followed by the browser itself, into an entry without the
 * router's state: the router could not tell how far Back goes from there nor ask before it, and
 * warns that it cannot. As the link is followed, its entry gets the router's state of the page
 * it stays on (the page's own state, the next index; the same index where the address did not
 * change, as the browser then replaces the entry), before the router hears of the move. A link
 * the page handles itself (the error summary's) prevented the browser's default and is left alone.
 */
if (typeof window !== 'undefined') {
  document.addEventListener('click', (event) => {
    entryBeforeInPageLink = isInPageLink(event)
      ? { entry: (window.history.state ?? {}) as RouterEntry, address: window.location.href }
      : null;
  });
  window.addEventListener(
    'popstate',
    () => {
      const before = entryBeforeInPageLink;
      entryBeforeInPageLink = null;
      if (!before || window.history.state !== null) return;
      const index = (before.entry.idx ?? 0) + (before.address === window.location.href ? 0 : 1);
      const entry = { usr: before.entry.usr, key: randomId(), idx: index };
      window.history.replaceState(entry, '', window.location.href);
    },
    { capture: true },
  );
}
