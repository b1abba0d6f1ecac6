import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
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
 * A Yes/No question over the page. Render it only while the question is open. Focus starts on
 * No (the safe answer), Tab stays inside, Escape or a click on the backdrop answers No, and focus
 * returns to where it was. Portalled to <body> so no animated (transformed) ancestor can clip it.
 */
export function ConfirmDialog({ message, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    noRef.current?.focus();
    return () => returnFocusTo?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = Array.from(dialogRef.current?.querySelectorAll('button:not(:disabled)') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      (last as HTMLElement | undefined)?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      (first as HTMLElement | undefined)?.focus();
    }
  };

  return createPortal(
    <div
      className="confirm-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div
        ref={dialogRef}
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        onKeyDown={onKeyDown}
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
      </div>
    </div>,
    document.body,
  );
}
