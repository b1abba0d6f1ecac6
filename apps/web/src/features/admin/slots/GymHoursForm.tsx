import {
  END_OF_DAY,
  setGymHoursBodySchema,
  SLOT_MINUTES,
  toValidationDetails,
  type AdminGym,
} from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import {
  fieldProblemsFrom,
  fieldProblemsOf,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import {
  editFailureOf,
  isEditedMeanwhile,
  typedDifferences,
  type UnsavedField,
} from '../edited-meanwhile';
import { SaveOrReload, UnsavedTyping } from '../EditedMeanwhile';
import { useSetGymHours } from './api/delivery-changes';
import { deliverySettingsQueryOptions } from './api/delivery-settings';

const LABELS = { opensAt: 'Opens at', closesAt: 'Closes at' } as const;
type HoursField = keyof typeof LABELS;
type Hours = Pick<AdminGym, HoursField>;

/**
 * The hours as the time inputs show them. An input cannot show 24:00, so a gym open until
 * midnight closes at 00:00 here, which the contract reads back as 24:00.
 */
const hoursOf = ({ opensAt, closesAt }: Hours): Hours => ({
  opensAt,
  closesAt: closesAt === END_OF_DAY ? '00:00' : closesAt,
});

/** The hours the gym's desk takes deliveries: its slots are the half hours in between. */
export function GymHoursForm({ gym }: { gym: AdminGym }) {
  const titleId = useId();
  // The stored hours the edit is based on (edit-version): those opened, the last saved here, or
  // those reloaded after someone else saved meanwhile. Not the prop: a background refetch must
  // not move the basis under what the operator is typing.
  const [basis, setBasis] = useState(gym);
  const [hours, setHours] = useState(() => hoursOf(gym));
  // What the operator had typed that the reloaded hours do not say, kept in sight.
  const [unsaved, setUnsaved] = useState<UnsavedField[]>([]);
  const [problems, setProblems] = useState<FieldProblems<HoursField>>({});
  const save = useSetGymHours();
  const queryClient = useQueryClient();
  const reload = useSingleFlightMutation<AdminGym | undefined, string>({
    mutationFn: async (name) =>
      (await queryClient.fetchQuery({ ...deliverySettingsQueryOptions(), staleTime: 0 })).gyms.find(
        (candidate) => candidate.name === name,
      ),
    onSuccess: (fresh) => {
      if (fresh === undefined) return;
      setUnsaved(typedDifferences(LABELS, (values, field) => values[field], hours, hoursOf(fresh)));
      setBasis(fresh);
      setHours(hoursOf(fresh));
      save.reset();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setGymHoursBodySchema.safeParse({
      gym: gym.name,
      ...hours,
      version: basis.version,
    });
    if (!parsed.success) {
      setProblems(fieldProblemsFrom(toValidationDetails(parsed.error), LABELS));
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setBasis(saved);
        setUnsaved([]);
      },
    });
  };

  const shown = { ...fieldProblemsOf(save.error, LABELS), ...problems };
  const named = Object.values(shown).some(Boolean);
  const failure = editFailureOf(save, reload, named);
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
        When {gym.name} takes deliveries, on the hour or half past; closing at 00:00 is midnight.
        Orders already booked keep their slots.
      </p>
      <form className="admin-tool__form" onSubmit={onSubmit} aria-label="Opening hours" noValidate>
        {field('opensAt')}
        {field('closesAt')}
        <SaveOrReload
          noun="hours"
          submitLabel="Save hours"
          saving={save.isPending}
          editedMeanwhile={isEditedMeanwhile(save.error)}
          reloading={reload.isPending}
          onReload={() => reload.mutate(gym.name)}
        />
      </form>
      <UnsavedTyping noun="hours" unsaved={unsaved} />
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
