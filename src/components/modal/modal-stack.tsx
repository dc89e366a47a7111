import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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
}

const ModalStackContext = createContext<ModalStack | null>(null);

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<readonly string[]>([]);
  const guards = useRef(new Set<OpenGuard>());

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

  const value = useMemo(
    () => ({ stack, push, remove, addOpenGuard }),
    [stack, push, remove, addOpenGuard],
  );
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>;
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
