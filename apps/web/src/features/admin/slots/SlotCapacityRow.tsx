import {
  MAX_SLOT_CAPACITY,
  setSlotCapacityBodySchema,
  slotTimes,
  toValidationDetails,
  type AdminSlot,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { fieldProblemsFrom, fieldProblemsOf } from '../../../shared/forms/field-problems';
import { TextField } from '../../../shared/ui/TextField';
import { numberFrom } from '../number-field';
import { useSetSlotCapacity } from './api/delivery-changes';

const LABELS = { capacity: 'Capacity' } as const;

/** What shoppers see of the slot: closed by its capacity, full, or the seats left. */
function seatsLeftText(slot: AdminSlot): string {
  if (slot.capacity === 0) return 'Closed';
  if (slot.remaining === 0) return 'Full';
  return `${slot.remaining} left`;
}

/** What the owner is told once a capacity is stored; orders above it keep their seats. */
function savedText(slot: AdminSlot): string {
  const times = slotTimes(slot);
  const set =
    slot.capacity === 0 ? `${times} is closed.` : `${times} now takes ${slot.capacity} orders.`;
  return slot.booked > slot.capacity
    ? `${set} The ${slot.booked} orders already booked keep their seats.`
    : set;
}

interface SlotCapacityRowProps {
  gym: string;
  date: string;
  slot: AdminSlot;
}

/**
 * A half hour the gym's current hours no longer cover, still holding orders booked before they
 * changed: shown so those orders are not forgotten. It takes no new orders, so it has no capacity.
 */
function OutsideHoursRow({ slot }: { slot: AdminSlot }) {
  return (
    <li className="slot-admin__slot slot-admin__slot--outside">
      <div className="slot-admin__facts">
        <span className="slot-admin__time">{slotTimes(slot)}</span>
        <span>Booked {slot.booked}</span>
        <span className="slot-admin__left">Outside the current hours</span>
      </div>
      <p className="slot-admin__note">
        Booked before the hours changed: these orders are still to be delivered. It takes no new
        ones.
      </p>
    </li>
  );
}

/** One half hour: its capacity (own or the default), seats booked and left, and a new capacity. */
export function SlotCapacityRow(props: SlotCapacityRowProps) {
  return props.slot.outsideHours ? (
    <OutsideHoursRow slot={props.slot} />
  ) : (
    <InHoursRow {...props} />
  );
}

function InHoursRow({ gym, date, slot }: SlotCapacityRowProps) {
  const times = slotTimes(slot);
  const fieldId = `slot-capacity-${slot.start.replace(':', '')}`;
  const [value, setValue] = useState(String(slot.capacity));
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetSlotCapacity();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = setSlotCapacityBodySchema.safeParse({
      gym,
      date,
      start: slot.start,
      capacity: numberFrom(value),
    });
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
    <li className="slot-admin__slot">
      <div className="slot-admin__facts">
        <span className="slot-admin__time">{times}</span>
        <span>
          Capacity {slot.capacity}
          {slot.overridden ? '' : ' (default)'}
        </span>
        <span>Booked {slot.booked}</span>
        <span className="slot-admin__left">{seatsLeftText(slot)}</span>
      </div>
      <form
        className="slot-admin__form"
        onSubmit={onSubmit}
        aria-label={`Slot ${times}`}
        noValidate
      >
        <TextField
          id={fieldId}
          label={LABELS.capacity}
          name="capacity"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_SLOT_CAPACITY}
          value={value}
          problem={fieldProblem}
          onValueChange={(next) => {
            setValue(next);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="btn btn-ghost" disabled={save.isPending}>
          {save.isPending ? 'Setting…' : 'Set'}
        </button>
      </form>
      {failure && (
        <p className="slot-admin__outcome admin-tool__outcome--problem" role="alert">
          {failure}
        </p>
      )}
      {save.isSuccess && !problem && (
        <p className="slot-admin__outcome" role="status">
          {savedText(save.data)}
        </p>
      )}
    </li>
  );
}
