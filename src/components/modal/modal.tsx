import { Component, lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/toast';
import { useErrorText } from '@/components/form/error-text';
import { checkForNewBuild, isChunkLoadError } from '@/lib/build-check';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shown under the title, and read as the dialog's description. */
  description?: ReactNode;
  closeOnEscape?: boolean;
  closeOnOutsideClick?: boolean;
  /**
   * The element to focus on open, or the dialog's own close button; by default the first focusable
   * one in the body that is not a frame.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'close-button';
  /**
   * Where the focus goes when the dialog closes, instead of back to the element that opened it
   * (null: back to that one). Asked once the dialog has gone and the page scrolls again, so it
   * may name what the dialog's choice left in place of the opener: the next card after a delete.
   */
  focusOnClose?: () => HTMLElement | null;
  size?: 'small' | 'medium' | 'large';
  /**
   * 'dialog' (default): centred, and a bottom sheet on phone widths that can be dragged down to
   * close. 'side-panel': a panel along the start edge at every width (the phone side nav).
   */
  presentation?: 'dialog' | 'side-panel';
  /** The dialog element's id, for a button's aria-controls. */
  id?: string;
  /**
   * Opening adds a history entry, so Back closes the dialog. Off for a dialog that lives in the
   * address already (the auth views): the router's Back closes it.
   */
  historyEntry?: boolean;
  /**
   * Called instead of closing with a notice when the dialog's code cannot be fetched: a question
   * that holds a move must still be answered.
   */
  onLoadFailure?: () => void;
}

// The dialog itself (focus trap, bottom-sheet drag, its styles) is fetched the first time one
// opens: no page needs it for its first paint (decision 006).
export const preloadModalDialog = () => import('./modal-dialog');
const lazyModalDialog = () =>
  lazy(() => preloadModalDialog().then((module) => ({ default: module.ModalDialog })));
let ModalDialog = lazyModalDialog();

interface DialogLoadBoundaryProps {
  onLoadFailure: (error: unknown) => void;
  children: ReactNode;
}

/**
 * The dialog's code could not be fetched (offline, or a deploy removed the old chunk): the dialog
 * does not open, the page behind stays as it was, and the next opening fetches it again. Any other
 * error is not this boundary's to handle and goes on to the route's error page.
 */
class DialogLoadBoundary extends Component<DialogLoadBoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    ModalDialog = lazyModalDialog();
    this.props.onLoadFailure(error);
  }

  render() {
    if (this.state.error === undefined) return this.props.children;
    if (isChunkLoadError(this.state.error)) return null;
    throw this.state.error;
  }
}

/**
 * A dialog in the app shell's stack: a centred modal on wide screens, a bottom sheet on phones.
 * Focus moves in, is trapped, and returns to whatever had it before; Escape and a click outside
 * close it unless turned off; the page behind does not scroll.
 */
export function Modal({ open, onLoadFailure: answerWithoutDialog, ...dialog }: ModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { showToast } = useToast();
  if (!open) return null;
  const onLoadFailure = (error: unknown) => {
    if (answerWithoutDialog) {
      answerWithoutDialog();
    } else {
      dialog.onClose();
      showToast(errorText(error) ?? t('errors.generic'), 'error');
    }
    // A deploy may have removed the chunk: the next navigation then loads the new build.
    void checkForNewBuild();
  };
  return (
    <DialogLoadBoundary onLoadFailure={onLoadFailure}>
      <Suspense fallback={null}>
        <ModalDialog {...dialog} />
      </Suspense>
    </DialogLoadBoundary>
  );
}
