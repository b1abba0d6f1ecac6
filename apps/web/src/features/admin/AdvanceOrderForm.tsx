import { ORDER_FLOW, ORDER_ID_LENGTH, orderIdSchema } from '@gymfuel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../shared/api/failure-message';
import { TextField } from '../../shared/ui/TextField';
import { useAdvanceOrder } from './api/advance-order';

/** One order id in, the order one step further along (or the server's reason why not) out. */
export function AdvanceOrderForm() {
  const titleId = useId();
  const [orderId, setOrderId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const advance = useAdvanceOrder();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's own rule, so a typo is named here rather than as the server's 400.
    const parsed = orderIdSchema.safeParse(orderId);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) advance.mutate(parsed.data);
  };

  const failure = problem ?? (advance.isError ? failureMessageOf(advance.error) : null);
  return (
    <section className="admin-tool" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        Advance an order
      </h2>
      <p className="admin-tool__text">
        Moves an order one step along {ORDER_FLOW.join(' → ')}. The customer is e-mailed when it
        ships.
      </p>
      <form className="admin-tool__form" onSubmit={onSubmit} aria-label="Advance an order">
        <TextField
          id="advance-order-id"
          label="Order id"
          name="orderId"
          autoComplete="off"
          spellCheck={false}
          placeholder="12 characters, e.g. a1b2c3d4e5f6"
          required
          maxLength={ORDER_ID_LENGTH}
          value={orderId}
          // The contract trims the id: spaces around it never count against the cap.
          onValueChange={(value) => setOrderId(value.trim())}
          onPaste={(event) => {
            // A copied id often brings a space or line break along, which the cap would make
            // cut the id's last character: paste it trimmed instead.
            const pasted = event.clipboardData.getData('text');
            if (pasted.trim() === pasted) return;
            event.preventDefault();
            setOrderId(pasted.trim());
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={advance.isPending}>
          {advance.isPending ? 'Advancing…' : 'Advance'}
        </button>
      </form>
      {failure && (
        <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
          {failure}
        </p>
      )}
      {!failure && advance.isSuccess && (
        <p className="admin-tool__outcome" role="status">
          Order {advance.data.orderId} is now {advance.data.status}.
        </p>
      )}
    </section>
  );
}
