import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../shared/ui/Modal';

interface BoardDialogProps {
  title: string;
  /** A line under the title, e.g. what a cancel does with the money. */
  lead?: string;
  /** The button that sends; `busyLabel` while the request is in flight. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The safe way out (also Escape and a click beside the dialog). */
  closeLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The server's refusal, or null. */
  failure: string | null;
  children: ReactNode;
}

/** A small form over the board: one field, a way out and a button that sends once. */
export function BoardDialog({
  title,
  lead,
  submitLabel,
  busyLabel,
  busy,
  closeLabel,
  onSubmit,
  onClose,
  failure,
  children,
}: BoardDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal role="dialog" labelledBy={titleId} onDismiss={onClose} className="board-dialog">
      <h2 id={titleId} className="board-dialog__title">
        {title}
      </h2>
      {lead && <p className="board-dialog__lead">{lead}</p>}
      <form onSubmit={submit} noValidate>
        {children}
        {failure && (
          <p className="board-dialog__failure" role="alert">
            {failure}
          </p>
        )}
        <div className="board-dialog__actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {closeLabel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
