import { slotWindows, type Gym } from '@gymfuel/contracts';
import { useQuery } from '@tanstack/react-query';
import { getGymRecordsQueryOptions } from '../../../shared/api/get-gym-records';
import { TextField } from '../../../shared/ui/TextField';
import './filters.css';

/** The half-hour starts the gyms take deliveries at (one gym's, or any gym's), in order. */
export function slotStartsOf(gyms: readonly Gym[], gymName: string): string[] {
  const chosen = gymName === '' ? gyms : gyms.filter((gym) => gym.name === gymName);
  const starts = chosen.flatMap((gym) =>
    slotWindows(gym.opensAt, gym.closesAt).map((window) => window.start),
  );
  return [...new Set(starts)].sort();
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
}

/**
 * Which orders a screen shows: a date (India time), a slot start and, on the board, a gym. The
 * gyms and their slots come from the gyms' records (GET /gyms). An emptied date keeps the last.
 */
export function OrderFilters({
  idPrefix,
  date,
  onDateChange,
  slot,
  onSlotChange,
  gym,
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
        options={slotStartsOf(gyms, gym?.value ?? '')}
        onValueChange={onSlotChange}
      />
    </div>
  );
}
