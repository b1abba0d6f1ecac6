import {
  hideReviewBodySchema,
  REVIEW_HIDE_REASON_MAX_LENGTH,
  toValidationDetails,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { fieldProblemsFrom } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';

const FIELD_LABELS = { reason: 'Reason for hiding' } as const;

interface HideReviewFormProps {
  reviewId: string;
  busy: boolean;
  /** Sends the hide; `onDone` clears the form once it is stored. */
  onHide: (reason: string, onDone: () => void) => void;
}

/** One review's 'Hide' with its reason, checked by the contract's rule (1–200 characters). */
export function HideReviewForm({ reviewId, busy, onHide }: HideReviewFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = `hide-reason-${reviewId}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = hideReviewBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(fieldProblemsFrom(toValidationDetails(parsed.error), FIELD_LABELS).reason);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setProblem(undefined);
    onHide(parsed.data.reason, () => setReason(''));
  };

  return (
    <form className="console-record__actions" onSubmit={onSubmit} noValidate>
      <TextField
        id={fieldId}
        label={FIELD_LABELS.reason}
        name="reason"
        autoComplete="off"
        maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
        value={reason}
        problem={problem}
        onValueChange={setReason}
      />
      <button type="submit" className="btn btn-accent" disabled={busy}>
        Hide
      </button>
    </form>
  );
}
