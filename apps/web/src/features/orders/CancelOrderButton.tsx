import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useCancelOrder } from './api/cancel-order';
import { CANCEL_QUESTION } from './messages';

/** 'Cancel order', then the spec's Yes/No question; the list reloads afterwards. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const [isAsking, setAsking] = useState(false);
  const cancel = useCancelOrder();

  const confirm = () => cancel.mutate(orderId, { onSettled: () => setAsking(false) });

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost order-card__cancel"
        onClick={() => setAsking(true)}
      >
        Cancel order
      </button>
      {isAsking && (
        <ConfirmDialog
          message={CANCEL_QUESTION}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
          busy={cancel.isPending}
        />
      )}
    </>
  );
}
