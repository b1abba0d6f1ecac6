import {
  advanceOrderBodySchema,
  HANDOVER_CODE_LENGTH,
  toValidationDetails,
} from '@gymfuel/contracts';
import { useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { fieldProblemsFrom } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { useAdvanceOrder } from './api/advance-order';
import { BoardDialog } from './BoardDialog';

const FIELD_LABELS = { handoverCode: 'Handover code' } as const;

/**
 * What the field keeps of what was typed or pasted: no whitespace (' 7155 ' from a message, or
 * '71 55'), then at most the code's length. A `maxLength` on the input would cut the raw paste
 * before the spaces are gone (' 715'), so the cap comes after them.
 */
const toHandoverCode = (typed: string) => typed.replace(/\s+/g, '').slice(0, HANDOVER_CODE_LENGTH);

/**
 * The step to Delivered: the 4 digits the shopper shows at the gym, checked with the contract's
 * rule before asking the server, which checks them against the order (and locks the handover
 * after five wrong ones). A refusal keeps the code, so one wrong digit is fixed in place.
 */
export function HandoverDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const [handoverCode, setHandoverCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const advance = useAdvanceOrder();

  const submit = () => {
    const parsed = advanceOrderBodySchema.safeParse({
      orderId,
      status: 'Delivered',
      handoverCode,
    });
    if (!parsed.success) {
      setProblem(fieldProblemsFrom(toValidationDetails(parsed.error), FIELD_LABELS).handoverCode);
      return;
    }
    setProblem(undefined);
    advance.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <BoardDialog
      title={`Hand over order ${orderId}`}
      lead="Ask the customer for the code on their order page."
      submitLabel="Mark Delivered"
      busyLabel="Marking…"
      busy={advance.isPending}
      closeLabel="Back"
      onSubmit={submit}
      onClose={onClose}
      failure={advance.isError ? failureMessageOf(advance.error) : null}
    >
      <TextField
        id={`handover-code-${orderId}`}
        label="Handover code"
        name="handoverCode"
        inputMode="numeric"
        autoComplete="off"
        placeholder="4 digits"
        value={handoverCode}
        problem={problem}
        onValueChange={(value) => setHandoverCode(toHandoverCode(value))}
      />
    </BoardDialog>
  );
}
