import { useId, useRef } from 'react';
import { Modal } from './Modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  /** The question, e.g. the spec's 'Are you sure you want to remove this item from the cart?'. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: Yes is disabled so it cannot be sent twice. */
  busy?: boolean;
}

/**
 * A Yes/No question over the page; render it only while the question is open. Focus starts on
 * No, the safe answer, which Escape and a click on the backdrop also give.
 */
export function ConfirmDialog({ message, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const messageId = useId();
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      labelledBy={messageId}
      onDismiss={onCancel}
      initialFocus={noRef}
      className="confirm-dialog"
    >
      <p id={messageId} className="confirm-dialog__message">
        {message}
      </p>
      <div className="confirm-dialog__actions">
        <button ref={noRef} type="button" className="btn btn-ghost" onClick={onCancel}>
          No
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
          Yes
        </button>
      </div>
    </Modal>
  );
}
