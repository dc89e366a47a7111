import { useRef, type ReactNode } from 'react';
import { Button } from './button/button';
import { Modal, type ModalProps } from './modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, read as the dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs, both choices wait and the dialog stays open. */
  pending?: boolean;
  /** Why the confirmed action failed, shown in the dialog and announced. */
  error?: ReactNode;
  /** Where the focus goes when it closes, instead of back to its opener (Modal's focusOnClose). */
  focusOnClose?: ModalProps['focusOnClose'];
  children?: ReactNode;
}

/**
 * A yes/no question before something that cannot be undone. Focus starts on the safe choice,
 * so an Enter pressed out of habit cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  error,
  focusOnClose,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      description={message}
      initialFocus={cancelRef}
      focusOnClose={focusOnClose}
      size="small"
    >
      <div className="stack">
        {children}
        <div role="alert">{error ? <p className="notice notice--error">{error}</p> : null}</div>
        <div className="cluster">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (!pending) onConfirm();
            }}
            aria-disabled={pending || undefined}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
