import {
  setGymHoursBodySchema,
  SLOT_MINUTES,
  toValidationDetails,
  type Gym,
} from '@gymfuel/contracts';
import { useId, useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import {
  fieldProblemsFrom,
  fieldProblemsOf,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { useSetGymHours } from './api/delivery-changes';

const LABELS = { opensAt: 'Opens at', closesAt: 'Closes at' } as const;
type HoursField = keyof typeof LABELS;

/** The hours the gym's desk takes deliveries: its slots are the half hours in between. */
export function GymHoursForm({ gym }: { gym: Gym }) {
  const titleId = useId();
  const [hours, setHours] = useState({ opensAt: gym.opensAt, closesAt: gym.closesAt });
  const [problems, setProblems] = useState<FieldProblems<HoursField>>({});
  const save = useSetGymHours();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setGymHoursBodySchema.safeParse({ gym: gym.name, ...hours });
    if (!parsed.success) {
      setProblems(fieldProblemsFrom(toValidationDetails(parsed.error), LABELS));
      return;
    }
    setProblems({});
    save.mutate(parsed.data);
  };

  const shown = { ...fieldProblemsOf(save.error, LABELS), ...problems };
  const named = Object.values(shown).some(Boolean);
  const failure = save.isError && !named ? failureMessageOf(save.error) : null;
  const field = (name: HoursField) => (
    <TextField
      id={`gym-hours-${name}`}
      label={LABELS[name]}
      name={name}
      type="time"
      step={SLOT_MINUTES * 60}
      required
      value={hours[name]}
      problem={shown[name]}
      onValueChange={(value) => {
        setHours((current) => ({ ...current, [name]: value }));
        setProblems((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );
  return (
    <section className="admin-tool" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        Opening hours
      </h2>
      <p className="admin-tool__text">
        When {gym.name} takes deliveries, on the hour or half past. Orders already booked keep their
        slots.
      </p>
      <form className="admin-tool__form" onSubmit={onSubmit} aria-label="Opening hours" noValidate>
        {field('opensAt')}
        {field('closesAt')}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save hours'}
        </button>
      </form>
      {failure && (
        <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
          {failure}
        </p>
      )}
      {save.isSuccess && !named && (
        <p className="admin-tool__outcome" role="status">
          {save.data.name} takes deliveries {save.data.opensAt}–{save.data.closesAt}.
        </p>
      )}
    </section>
  );
}
