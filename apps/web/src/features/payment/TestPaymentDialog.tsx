import { formatInr, fromPaise, type PaymentOrder } from '@gymfuel/contracts';
import { useId, useRef } from 'react';
import { Modal } from '../../shared/ui/Modal';
import type { TestOutcome } from './api/simulate-payment';

interface TestPaymentDialogProps {
  providerOrder: PaymentOrder;
  onAnswer: (outcome: TestOutcome) => void;
  onClose: () => void;
  /** While the answer is sent: both buttons wait, so it cannot be sent twice. */
  busy: boolean;
}

/**
 * The simulated provider's checkout (docs/product.md#payments): Pay approves the payment, which the
 * server then signs and verifies exactly like a Razorpay one; Fail declines it. Closing it
 * pays nothing.
 */
export function TestPaymentDialog({
  providerOrder,
  onAnswer,
  onClose,
  busy,
}: TestPaymentDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const payRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      role="dialog"
      labelledBy={titleId}
      describedBy={descriptionId}
      onDismiss={onClose}
      initialFocus={payRef}
      className="test-payment"
    >
      <div className="test-payment__header">
        <span className="test-payment__badge">Test mode</span>
        <button type="button" className="test-payment__close" aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <h2 id={titleId} className="test-payment__title">
        Test payment
      </h2>
      <p className="test-payment__amount">{formatInr(fromPaise(providerOrder.amount))}</p>
      <p id={descriptionId} className="test-payment__text">
        This shop runs without a payment provider, so no card is charged. Choose Pay to approve the
        payment or Fail to decline it.
      </p>
      <p className="test-payment__reference">
        Payment order <code>{providerOrder.id}</code>
      </p>
      <div className="test-payment__actions">
        <button
          type="button"
          className="btn btn-ghost test-payment__fail"
          onClick={() => onAnswer('failure')}
          disabled={busy}
        >
          Fail
        </button>
        <button
          ref={payRef}
          type="button"
          className="btn btn-primary"
          onClick={() => onAnswer('success')}
          disabled={busy}
        >
          Pay
        </button>
      </div>
    </Modal>
  );
}
