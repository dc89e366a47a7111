import type { ReactNode, Ref } from 'react';
import { Button } from './button/button';

export interface ConfirmChoicesProps {
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The safe choice, which the dialog focuses first. */
  cancelRef: Ref<HTMLButtonElement>;
  /** While the confirmed action runs, both choices wait. */
  pending?: boolean;
  /** Why the confirmed action failed, announced. */
  error?: ReactNode;
  children?: ReactNode;
}

/**
 * The body of a yes/no question in a dialog: what else it shows, its failure, then the safe
 * choice and the one that cannot be undone.
 */
export function ConfirmChoices({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  cancelRef,
  pending = false,
  error,
  children,
}: ConfirmChoicesProps) {
  return (
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
  );
}
