import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { currentFocusOrigin } from '../focus/focus-origin';
import { returnFocus } from '../focus/return-focus';
import { useEscapeKey } from '../hooks/useEscapeKey';
import './modal.css';

interface ModalProps {
  /** 'alertdialog' for a question that needs an answer, 'dialog' otherwise. */
  role: 'dialog' | 'alertdialog';
  /** The id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape or a click on the backdrop: the safe way out. */
  onDismiss: () => void;
  /** Where focus starts, e.g. the safe answer; the first button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The dialog's own class, added to the shared `.modal` box. */
  className: string;
  children: ReactNode;
}

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A modal over the page; render it only while it is open. Tab stays inside, Escape (wherever focus
 * is) or a click on the backdrop dismisses it, and focus returns to the control that opened it
 * (see returnFocus). Portalled to <body> so no animated (transformed) ancestor can clip it.
 */
export function Modal({
  role,
  labelledBy,
  describedBy,
  onDismiss,
  initialFocus,
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  /** Kept in a ref: StrictMode's second run of the effect finds focus already in the dialog. */
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    openerRef.current ??= currentFocusOrigin();
    const first = initialFocus?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => returnFocus(openerRef.current);
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEscapeKey(onDismiss);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div
        ref={dialogRef}
        className={`modal ${className}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
