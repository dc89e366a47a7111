/**
 * The history entries of open dialogs, so that Back (a phone's Back above all) closes the dialog
 * on top instead of leaving the page.
 *
 * Opening a dialog adds an entry with the same address and the router's own state, marked with
 * the dialog and its depth: the router sees the same location, key and index. Leaving such an
 * entry backwards asks the dialog to close; the router never hears of a move between entries of
 * one address, so the page's data is not read again. A dialog closed any other way (its close
 * button, Escape, a choice that may navigate) leaves its entry behind, showing the same page as
 * the entry before it: a step back over it then, with a link's navigation under way, would land
 * before that navigation's new entry and undo it. A move onto the same page that closes nothing
 * goes on backwards, and stays when it went forward, so Back never seems dead and Forward
 * reopens nothing.
 *
 * A dialog's entry is its page's step of history as well: the router may replace the page while
 * the dialog is open (a filter chosen in a sheet), and the entry stays the dialog's. Back that
 * closes the dialog never changes the page: the entry under it still holds the page before the
 * replace, and takes the page shown instead, so the router hears nothing. Closed by a choice
 * instead, the dialog leaves its entry as one step of the page's history: Back from it goes to
 * the page as it was before the dialog opened.
 */

interface EntryMark {
  /** The router's key and index: those of the page the entry shows. */
  key?: string;
  idx?: number;
  /** The dialog whose entry this is, and how many dialog entries lie under it on this page. */
  overlay?: string;
  overlayDepth?: number;
}

interface Position {
  idx: number;
  depth: number;
  overlay: string | undefined;
  address: string;
  /** The entry's state as the router wrote it, with the mark when it has one. */
  state: unknown;
}

interface OpenEntry {
  id: string;
  idx: number;
  depth: number;
  /** Asks the dialog to close, as its close button does; false when the person chose to stay. */
  requestClose: () => boolean;
}

const readMark = (state: unknown): EntryMark =>
  typeof state === 'object' && state !== null ? (state as EntryMark) : {};

function currentPosition(): Position {
  const mark = readMark(window.history.state);
  const { pathname, search, hash } = window.location;
  return {
    idx: mark.idx ?? 0,
    depth: mark.overlayDepth ?? 0,
    overlay: mark.overlay,
    address: `${pathname}${search}${hash}`,
    state: window.history.state,
  };
}

/** The router's state of an entry, marked as this dialog's entry (or no dialog's, at depth 0). */
const markedState = (state: unknown, overlay: string | undefined, depth: number): EntryMark => ({
  ...readMark(state),
  overlay,
  overlayDepth: depth,
});

/**
 * The dialogs' history hears each move before the router does, so that the router never hears
 * one between entries of one address. Chromium runs the window's listeners in the order they were
 * added, capturing or not, and the router adds its own when it is made: this one is added as this
 * module loads, before that. The edge's renderer, which has no window, adds none.
 */
const popStateListeners = new Set<(event: PopStateEvent) => void>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    (event) => popStateListeners.forEach((listener) => listener(event)),
    { capture: true },
  );
}

/** Negative when `a` lies before `b` in the tab's history. */
const compare = (a: Pick<Position, 'idx' | 'depth'>, b: Pick<Position, 'idx' | 'depth'>) =>
  a.idx - b.idx || a.depth - b.depth;

export interface ModalHistory {
  /** A dialog has opened: it gets an entry of its own. */
  opened: (id: string, requestClose: () => boolean) => void;
  /** A dialog has closed, whichever way. */
  closed: (id: string) => void;
  /** The router has moved (a link, a search): the position is read again. */
  routerMoved: () => void;
  dispose: () => void;
}

export function createModalHistory(): ModalHistory {
  const entries: OpenEntry[] = [];
  let position = currentPosition();

  const pushEntry = (entry: OpenEntry) => {
    window.history.pushState(
      markedState(window.history.state, entry.id, entry.depth),
      '',
      window.location.href,
    );
    position = currentPosition();
  };

  const onPopState = (event: PopStateEvent) => {
    const previous = position;
    let here = currentPosition();
    // Back that closes an open dialog, onto an entry that still holds the page from before a
    // replace: it takes the page shown. A dialog already closed left its entry as a step of the
    // page's history, and Back from it goes to the page as it was, as Back does anywhere.
    if (
      here.idx === previous.idx &&
      here.depth < previous.depth &&
      here.address !== previous.address &&
      entries.some((entry) => entry.id === previous.overlay)
    ) {
      window.history.replaceState(
        markedState(previous.state, here.overlay, here.depth),
        '',
        previous.address,
      );
      here = currentPosition();
    }
    position = here;
    const sameAddress = here.address === previous.address;
    // The dialogs whose entries lie after the one the person went to, the top one first.
    const leaving = entries.filter((entry) => compare(entry, here) > 0).reverse();
    // The router hears only of moves to another address.
    if (sameAddress) event.stopImmediatePropagation();
    const refusedAt = leaving.findIndex((entry) => !entry.requestClose());
    if (refusedAt !== -1 && sameAddress) {
      // The person chose to keep a dialog with unsaved input: its entry comes back, and those of
      // the dialogs under it that Back would also have left.
      leaving
        .slice(refusedAt)
        .reverse()
        .forEach((entry, index) => {
          entry.depth = here.depth + index + 1;
          pushEntry(entry);
        });
      return;
    }
    // A move onto the same page that closed nothing would look like a dead key: it goes on.
    if (sameAddress && leaving.length === 0 && compare(here, previous) < 0) window.history.back();
  };

  popStateListeners.add(onPopState);

  return {
    opened(id, requestClose) {
      const here = currentPosition();
      // Opened again on its own entry (a remount): no second one.
      if (here.overlay === id) {
        entries.push({ id, idx: here.idx, depth: here.depth, requestClose });
        position = here;
        return;
      }
      const entry = { id, idx: here.idx, depth: here.depth + 1, requestClose };
      entries.push(entry);
      pushEntry(entry);
    },
    closed(id) {
      const index = entries.findIndex((entry) => entry.id === id);
      if (index !== -1) entries.splice(index, 1);
    },
    routerMoved() {
      const here = currentPosition();
      // A replace writes the router's state alone: an open dialog's entry gets its mark back.
      const replacedOpenEntry =
        here.idx === position.idx &&
        here.overlay === undefined &&
        entries.some((entry) => entry.id === position.overlay);
      if (replacedOpenEntry) {
        window.history.replaceState(
          markedState(here.state, position.overlay, position.depth),
          '',
          window.location.href,
        );
      }
      position = currentPosition();
    },
    dispose() {
      popStateListeners.delete(onPopState);
    },
  };
}
