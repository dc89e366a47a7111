import { lazy, Suspense, type ReactNode, type RefObject } from 'react';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shown under the title, and read as the dialog's description. */
  description?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  /** The element to focus on open; by default the first focusable one in the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'small' | 'medium' | 'large';
  /**
   * 'dialog' (default): centred, and a bottom sheet on phone widths that can be dragged down to
   * close. 'side-panel': a panel along the start edge at every width (the phone side nav).
   */
  presentation?: 'dialog' | 'side-panel';
  /** The dialog element's id, for a button's aria-controls. */
  id?: string;
}

// The dialog itself (focus trap, bottom-sheet drag, its styles) is fetched the first time one
// opens: no page needs it for its first paint (decision 006).
const ModalDialog = lazy(() =>
  import('./modal-dialog').then((module) => ({ default: module.ModalDialog })),
);

/**
 * A dialog in the app shell's stack: a centred modal on wide screens, a bottom sheet on phones.
 * Focus moves in, is trapped, and returns to whatever had it before; Escape and a click outside
 * close it unless turned off; the page behind does not scroll.
 */
export function Modal({ open, ...dialog }: ModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...dialog} />
    </Suspense>
  );
}
