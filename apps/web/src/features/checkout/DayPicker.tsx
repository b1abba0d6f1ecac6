import { dayLabel, type IsoDate } from '@gymfuel/contracts';

interface DayPickerProps {
  dates: IsoDate[];
  /** The shop clock the labels are read at ('Today', 'Tomorrow', then weekdays). */
  now: Date;
  selected: IsoDate;
  onSelect: (date: IsoDate) => void;
}

/** The days a delivery can be booked, as toggle buttons: the pressed one shows its slots. */
export function DayPicker({ dates, now, selected, onSelect }: DayPickerProps) {
  return (
    <div role="group" aria-label="Delivery day" className="day-picker">
      {dates.map((date) => (
        <button
          key={date}
          type="button"
          className="day-picker__day"
          aria-pressed={date === selected}
          onClick={() => onSelect(date)}
        >
          {dayLabel(date, now)}
        </button>
      ))}
    </div>
  );
}
