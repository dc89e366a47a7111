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
 */

interface EntryMark {
  /** The router's key and index, copied from the entry the dialog opened over. */
  key?: string;
  idx?: number;
  /** The dialog whose entry this is, and how many dialog entries lie under it on this page. */
  overlay?: string;
  overlayDepth?: number;
}

interface Position {
  key: string | undefined;
  idx: number;
  depth: number;
  overlay: string | undefined;
  address: string;
}

interface OpenEntry {
  id: string;
  key: string | undefined;
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
    key: mark.key,
    idx: mark.idx ?? 0,
    depth: mark.overlayDepth ?? 0,
    overlay: mark.overlay,
    address: `${pathname}${search}${hash}`,
  };
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
    const state = readMark(window.history.state);
    window.history.pushState(
      { ...state, overlay: entry.id, overlayDepth: entry.depth },
      '',
      window.location.href,
    );
    position = currentPosition();
  };

  const onPopState = (event: PopStateEvent) => {
    const previous = position;
    const here = currentPosition();
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

  window.addEventListener('popstate', onPopState, { capture: true });

  return {
    opened(id, requestClose) {
      const here = currentPosition();
      // Opened again on its own entry (a remount): no second one.
      if (here.overlay === id) {
        entries.push({ id, key: here.key, idx: here.idx, depth: here.depth, requestClose });
        position = here;
        return;
      }
      const entry = { id, key: here.key, idx: here.idx, depth: here.depth + 1, requestClose };
      entries.push(entry);
      pushEntry(entry);
    },
    closed(id) {
      const index = entries.findIndex((entry) => entry.id === id);
      if (index !== -1) entries.splice(index, 1);
    },
    routerMoved() {
      position = currentPosition();
    },
    dispose() {
      window.removeEventListener('popstate', onPopState, { capture: true });
    },
  };
}
