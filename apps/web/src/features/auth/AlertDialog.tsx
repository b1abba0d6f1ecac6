import { useId } from 'react';
import { Modal } from '../../shared/ui/Modal';
import './alert-dialog.css';

interface AlertDialogProps {
  title: string;
  message: string;
  onClose: () => void;
}

/**
 * The login alerts (docs/product.md#login) as an in-page `role="alertdialog"` rather than
 * window.alert: it is announced by screen readers, styled like the shop, and does not block
 * the page. Focus starts on OK; Escape, a click outside or OK closes it.
 */
export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      onDismiss={onClose}
      className="alert-dialog"
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
      <button type="button" className="btn btn-primary alert-dialog__ok" onClick={onClose}>
        OK
      </button>
    </Modal>
  );
}
