import {
  MAX_SLOT_CAPACITY,
  setDefaultCapacityBodySchema,
  toValidationDetails,
} from '@gymfuel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { fieldProblemsFrom, fieldProblemsOf } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { numberFrom } from '../number-field';
import { useSetDefaultCapacity } from './api/delivery-changes';

const LABELS = { capacity: 'Orders per slot' } as const;

/** The orders every half hour takes at every gym, unless a slot has a capacity of its own. */
export function DefaultCapacityForm({ current }: { current: number }) {
  const titleId = useId();
  const [value, setValue] = useState(String(current));
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetDefaultCapacity();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setDefaultCapacityBodySchema.safeParse({ capacity: numberFrom(value) });
    if (!parsed.success) {
      setProblem(fieldProblemsFrom(toValidationDetails(parsed.error), LABELS).capacity);
      return;
    }
    setProblem(undefined);
    save.mutate(parsed.data);
  };

  const fieldProblem = problem ?? fieldProblemsOf(save.error, LABELS).capacity;
  const failure = save.isError && fieldProblem === undefined ? failureMessageOf(save.error) : null;
  return (
    <section className="admin-tool" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        Default capacity
      </h2>
      <p className="admin-tool__text">
        How many orders each half hour takes at every gym, unless a slot has its own capacity.
      </p>
      <form
        className="admin-tool__form"
        onSubmit={onSubmit}
        aria-label="Default capacity"
        noValidate
      >
        <TextField
          id="default-capacity"
          label={LABELS.capacity}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SLOT_CAPACITY}
          value={value}
          problem={fieldProblem}
          onValueChange={(next) => {
            setValue(next);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save default'}
        </button>
      </form>
      {failure && (
        <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
          {failure}
        </p>
      )}
      {save.isSuccess && !problem && (
        <p className="admin-tool__outcome" role="status">
          Every slot without its own capacity now takes {save.data.capacity} orders.
        </p>
      )}
    </section>
  );
}
