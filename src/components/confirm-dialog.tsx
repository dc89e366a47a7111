import { useRef, type ReactNode } from 'react';
import { ConfirmChoices, type ConfirmChoicesProps } from './confirm-choices';
import { Modal, type ModalProps } from './modal/modal';

export interface ConfirmDialogProps extends Omit<ConfirmChoicesProps, 'cancelRef'> {
  open: boolean;
  title: ReactNode;
  /** The question, read as the dialog's description. */
  message: ReactNode;
  /** Where the focus goes when it closes, instead of back to its opener (Modal's focusOnClose). */
  focusOnClose?: ModalProps['focusOnClose'];
  /** Off for a question about a move already under way (Back pressed), which adds no entry. */
  historyEntry?: boolean;
  onLoadFailure?: ModalProps['onLoadFailure'];
}

/**
 * A yes/no question before something that cannot be undone. Focus starts on the safe choice,
 * so an Enter pressed out of habit cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  focusOnClose,
  historyEntry,
  onLoadFailure,
  ...choices
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!choices.pending) choices.onCancel();
      }}
      title={title}
      description={message}
      initialFocus={cancelRef}
      focusOnClose={focusOnClose}
      historyEntry={historyEntry}
      onLoadFailure={onLoadFailure}
      size="small"
    >
      <ConfirmChoices {...choices} cancelRef={cancelRef} />
    </Modal>
  );
}
