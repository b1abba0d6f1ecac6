import {
  CANCEL_REASON_MAX_LENGTH,
  formatInr,
  staffCancelOrderBodySchema,
  toValidationDetails,
  type BoardOrder,
} from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { fieldProblemsFrom, fieldProblemsOf } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { useCancelOrderAsStaff } from './api/cancel-order';
import { BoardDialog } from './BoardDialog';

const FIELD_LABELS = { reason: 'Reason' } as const;

/** What a cancel does with the money: an online payment is refunded in full. */
const moneyNote = (order: BoardOrder) =>
  order.paymentMethod === 'credit-card'
    ? `The customer's payment of ${formatInr(order.paymentAmmount)} is refunded.`
    : 'Nothing was paid online, so nothing is refunded.';

/** Cancelling needs a reason (1–200 characters), kept with the order and in the activity log. */
export function CancelOrderDialog({ order, onClose }: { order: BoardOrder; onClose: () => void }) {
  const { orderId } = order;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const cancel = useCancelOrderAsStaff();

  const submit = () => {
    const parsed = staffCancelOrderBodySchema.safeParse({ orderId, reason });
    if (!parsed.success) {
      setProblem(fieldProblemsFrom(toValidationDetails(parsed.error), FIELD_LABELS).reason);
      return;
    }
    setProblem(undefined);
    cancel.mutate(parsed.data, { onSuccess: onClose });
  };

  const serverProblem = fieldProblemsOf(cancel.error, FIELD_LABELS).reason;
  return (
    <BoardDialog
      title={`Cancel order ${orderId}`}
      lead={moneyNote(order)}
      submitLabel="Confirm cancel"
      busyLabel="Cancelling…"
      busy={cancel.isPending}
      closeLabel="Keep order"
      onSubmit={submit}
      onClose={onClose}
      failure={cancel.isError && !serverProblem ? failureMessageOf(cancel.error) : null}
    >
      <TextField
        id={`cancel-reason-${orderId}`}
        label="Reason"
        name="reason"
        autoComplete="off"
        placeholder="e.g. Gym closed today"
        maxLength={CANCEL_REASON_MAX_LENGTH}
        value={reason}
        problem={problem ?? serverProblem}
        onValueChange={setReason}
      />
    </BoardDialog>
  );
}
