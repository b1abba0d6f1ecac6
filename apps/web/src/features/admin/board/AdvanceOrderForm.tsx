import {
  advanceOrderBodySchema,
  HANDOVER_CODE_LENGTH,
  ORDER_FLOW,
  ORDER_ID_LENGTH,
  toValidationDetails,
} from '@gymfuel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { fieldProblemsFrom, firstProblemField } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { useAdvanceOrder } from './api/advance-order';

const FIELD_LABELS = { orderId: 'Order id', handoverCode: 'Handover code' } as const;

/**
 * One order id in, the order one step further along (or the server's reason why not) out. The
 * step to Delivered also takes the handover code the shopper shows at the gym.
 */
export function AdvanceOrderForm() {
  const titleId = useId();
  const [orderId, setOrderId] = useState('');
  const [handoverCode, setHandoverCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const advance = useAdvanceOrder();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's own rules, so a typo is named here rather than as the server's 400.
    const parsed = advanceOrderBodySchema.safeParse({
      orderId,
      handoverCode: handoverCode === '' ? undefined : handoverCode,
    });
    if (parsed.success) {
      setProblem(null);
      advance.mutate(parsed.data, { onSuccess: () => setHandoverCode('') });
      return;
    }
    const problems = fieldProblemsFrom(toValidationDetails(parsed.error), FIELD_LABELS);
    const field = firstProblemField(problems, FIELD_LABELS);
    setProblem((field && problems[field]) ?? null);
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
        <TextField
          id="advance-handover-code"
          label="Handover code"
          name="handoverCode"
          inputMode="numeric"
          autoComplete="off"
          placeholder="4 digits"
          maxLength={HANDOVER_CODE_LENGTH}
          aria-describedby="advance-handover-hint"
          value={handoverCode}
          onValueChange={(value) => setHandoverCode(value.trim())}
        />
        <button type="submit" className="btn btn-primary" disabled={advance.isPending}>
          {advance.isPending ? 'Advancing…' : 'Advance'}
        </button>
      </form>
      <p id="advance-handover-hint" className="admin-tool__hint">
        Only for the step to Delivered: the code the customer shows at the gym.
      </p>
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
