import { useEffect, useId, useRef } from 'react';
import './alert-dialog.css';

interface AlertDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/**
 * The login alerts (spec section 8) as an in-page `role="alertdialog"` rather than
 * window.alert: it is announced by screen readers, styled like the shop, and does not block
 * the page. Focus moves to OK and stays there; Escape or OK closes it and focus returns to
 * where it was.
 */
export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const okButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    okButton.current?.focus();
    return () => previouslyFocused?.focus();
  }, []);

  return (
    <div className="alert-dialog__backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="alert-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          // OK is the only control, so Tab has nowhere else to go inside the dialog.
          if (event.key === 'Tab') event.preventDefault();
        }}
      >
        <span className="alert-dialog__icon" aria-hidden="true">
          !
        </span>
        <h2 id={titleId} className="alert-dialog__title">
          {title}
        </h2>
        <p id={messageId} className="alert-dialog__message">
          {message}
        </p>
        <button
          ref={okButton}
          type="button"
          className="btn btn-primary alert-dialog__ok"
          onClick={onClose}
        >
          OK
        </button>
      </div>
    </div>
  );
}
