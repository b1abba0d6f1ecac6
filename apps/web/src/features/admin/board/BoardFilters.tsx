import { slotWindows, type Gym } from '@gymfuel/contracts';
import { useQuery } from '@tanstack/react-query';
import { getGymRecordsQueryOptions } from '../../../shared/api/get-gym-records';
import { TextField } from '../../../shared/ui/TextField';
import './filters.css';

/**
 * The slot starts to filter by, in order: the half hours the gyms take deliveries at (one gym's,
 * or any gym's), and every start the day's orders were booked at. Those include slots the gym's
 * hours no longer cover (booked before the hours were narrowed): still to be cooked and delivered,
 * as the 'Delivery slots' screen lists them.
 */
export function slotStartsOf(
  gyms: readonly Gym[],
  gymName: string,
  bookedStarts: readonly string[],
): string[] {
  const chosen = gymName === '' ? gyms : gyms.filter((gym) => gym.name === gymName);
  const starts = chosen.flatMap((gym) =>
    slotWindows(gym.opensAt, gym.closesAt).map((window) => window.start),
  );
  return [...new Set([...starts, ...bookedStarts])].sort();
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  /** What '' means, e.g. 'All gyms'. */
  anyLabel: string;
  options: readonly string[];
  onValueChange: (value: string) => void;
}

function Choice({ id, label, value, anyLabel, options, onValueChange }: ChoiceProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="order-filters__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

interface OrderFiltersProps {
  /** Prefixes the fields' ids, so two screens' filters never share one. */
  idPrefix: string;
  date: string;
  onDateChange: (date: string) => void;
  slot: string;
  onSlotChange: (slot: string) => void;
  /** Absent: no gym filter (the prep list covers every gym). */
  gym?: { value: string; onChange: (gym: string) => void };
  /** The slot starts the day's orders (at the gym chosen) were booked at. */
  bookedStarts: readonly string[];
}

/**
 * Which orders a screen shows: a date (India time), a slot start and, on the board, a gym. The
 * gyms and their hours come from the gyms' records (GET /gyms), the slots booked from the screen's
 * own orders. An emptied date keeps the last.
 */
export function OrderFilters({
  idPrefix,
  date,
  onDateChange,
  slot,
  onSlotChange,
  gym,
  bookedStarts,
}: OrderFiltersProps) {
  const { data: gyms = [] } = useQuery(getGymRecordsQueryOptions());
  return (
    <div className="order-filters" role="group" aria-label="Filters">
      <TextField
        id={`${idPrefix}-date`}
        label="Date"
        type="date"
        required
        value={date}
        onValueChange={(value) => {
          if (value !== '') onDateChange(value);
        }}
      />
      {gym && (
        <Choice
          id={`${idPrefix}-gym`}
          label="Gym"
          value={gym.value}
          anyLabel="All gyms"
          options={gyms.map((each) => each.name)}
          onValueChange={gym.onChange}
        />
      )}
      <Choice
        id={`${idPrefix}-slot`}
        label="Slot"
        value={slot}
        anyLabel="All slots"
        options={slotStartsOf(gyms, gym?.value ?? '', bookedStarts)}
        onValueChange={onSlotChange}
      />
    </div>
  );
}
