import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { createModalHistory, type ModalHistory } from './modal-history';

/** Stacking: base z-index 1000 plus 2 per index (the backdrop, then the dialog). */
const MODAL_BASE_Z_INDEX = 1000;
export const modalZIndex = (index: number) => MODAL_BASE_Z_INDEX + 2 * index;

/** A guard returns false to veto opening (for example while another flow must finish first). */
export type OpenGuard = (modalId: string) => boolean;

interface ModalStack {
  stack: readonly string[];
  /** Returns false when a guard vetoed the opening. */
  push: (modalId: string) => boolean;
  remove: (modalId: string) => void;
  addOpenGuard: (guard: OpenGuard) => () => void;
  /** Gives an opened dialog a history entry that Back leaves by closing it (modal-history). */
  openedInHistory: (modalId: string, requestClose: () => boolean) => void;
  /** The dialog closes by its own close button, Escape, a click outside or a swipe. */
  closedInHistory: (modalId: string) => void;
  /** The top dialog's place for notices, inside it: a notice then covers none of its controls. */
  toastSlot: HTMLElement | null;
  setToastSlot: (modalId: string, slot: HTMLElement | null) => void;
}

const ModalStackContext = createContext<ModalStack | null>(null);

/** Tells the dialogs' history where the router is after it moves without a Back (a link). */
function RouterMoves({ onMove }: { onMove: () => void }) {
  const location = useLocation();
  useLayoutEffect(onMove, [location, onMove]);
  return null;
}

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly string[]>([]);
  const [toastSlots, setToastSlots] = useState<ReadonlyMap<string, HTMLElement>>(new Map());
  const guards = useRef(new Set<OpenGuard>());
  const inRouter = useInRouterContext();
  // Made when the first dialog opens, and dropped with the shell.
  const history = useRef<ModalHistory | null>(null);
  useEffect(
    () => () => {
      history.current?.dispose();
      history.current = null;
    },
    [],
  );
  const openedInHistory = useCallback((modalId: string, requestClose: () => boolean) => {
    history.current ??= createModalHistory();
    history.current.opened(modalId, requestClose);
  }, []);
  const closedInHistory = useCallback((modalId: string) => {
    history.current?.closed(modalId);
  }, []);
  const routerMoved = useCallback(() => history.current?.routerMoved(), []);

  const setToastSlot = useCallback((modalId: string, slot: HTMLElement | null) => {
    setToastSlots((current) => {
      if ((current.get(modalId) ?? null) === slot) return current;
      const next = new Map(current);
      if (slot) next.set(modalId, slot);
      else next.delete(modalId);
      return next;
    });
  }, []);

  const push = useCallback((modalId: string) => {
    for (const guard of guards.current) {
      if (!guard(modalId)) return false;
    }
    setStack((current) => (current.includes(modalId) ? current : [...current, modalId]));
    return true;
  }, []);

  const remove = useCallback((modalId: string) => {
    setStack((current) => current.filter((id) => id !== modalId));
  }, []);

  const addOpenGuard = useCallback((guard: OpenGuard) => {
    guards.current.add(guard);
    return () => {
      guards.current.delete(guard);
    };
  }, []);

  const top = stack.at(-1);
  const toastSlot = (top !== undefined && toastSlots.get(top)) || null;
  const value = useMemo(
    () => ({
      stack,
      push,
      remove,
      addOpenGuard,
      openedInHistory,
      closedInHistory,
      toastSlot,
      setToastSlot,
    }),
    [stack, push, remove, addOpenGuard, openedInHistory, closedInHistory, toastSlot, setToastSlot],
  );
  return (
    <ModalStackContext.Provider value={value}>
      {inRouter && <RouterMoves onMove={routerMoved} />}
      {children}
    </ModalStackContext.Provider>
  );
}

/** The top dialog's place for notices, or null with no dialog open (or no modal stack). */
export function useTopToastSlot(): HTMLElement | null {
  return useContext(ModalStackContext)?.toastSlot ?? null;
}

export function useModalStack(): ModalStack {
  const context = useContext(ModalStackContext);
  if (!context) throw new Error('useModalStack must be used inside ModalStackProvider');
  return context;
}

/**
 * Vetoes the opening of modals while mounted: the guard gets the opening modal's id and
 * returns false to refuse it (the refused modal's onClose is called at once). The latest guard
 * function is used, so it may read current state without re-registering.
 */
export function useOpenGuard(guard: OpenGuard, enabled = true): void {
  const { addOpenGuard } = useModalStack();
  const latest = useRef(guard);
  useLayoutEffect(() => {
    latest.current = guard;
  });
  // A layout effect, so that the guard is in place before a modal mounted alongside tries to open.
  useLayoutEffect(() => {
    if (!enabled) return;
    return addOpenGuard((modalId) => latest.current(modalId));
  }, [addOpenGuard, enabled]);
}
