import { bookableDates, dayLabel, indiaInstant, shortDate } from '@gymfuel/contracts';
import { useId, useState } from 'react';
import { LoadError } from '../../../shared/ui/LoadError';
import { Loader } from '../../../shared/ui/Loader';
import { useAdminSlots } from './api/delivery-settings';
import { SlotCapacityRow } from './SlotCapacityRow';
import { useIndiaToday } from '../../../shared/hooks/useIndiaToday';

/** A date of the booking week and the gym's slots that day, each with its own capacity. */
export function SlotCapacityList({ gym }: { gym: string }) {
  const titleId = useId();
  // The booking week as the shop reads it today (India time), as /slots and checkout offer it.
  const now = indiaInstant(useIndiaToday(), '00:00');
  const dates = bookableDates(now);
  const [picked, setDate] = useState(dates[0]!);
  // A date picked before midnight on a screen left open is no longer bookable: today is shown.
  const date = dates.includes(picked) ? picked : dates[0]!;
  const slots = useAdminSlots(gym, date);

  return (
    <section className="admin-tool" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        Slots
      </h2>
      <p className="admin-tool__text">
        A capacity set here is for this slot on this date only; 0 closes it (shoppers see it full).
      </p>
      <div className="field slot-admin__date">
        <label htmlFor="slot-admin-date">Date</label>
        <select id="slot-admin-date" value={date} onChange={(event) => setDate(event.target.value)}>
          {dates.map((day) => (
            <option key={day} value={day}>
              {dayLabel(day, now)}, {shortDate(day)}
            </option>
          ))}
        </select>
      </div>
      {slots.isPending && <Loader />}
      {slots.isError && (
        <LoadError
          message="The slots could not be loaded."
          onRetry={() => void slots.refetch()}
          isRetrying={slots.isFetching}
        />
      )}
      {slots.data && (
        <ul className="slot-admin__slots" aria-label={`Slots at ${gym} on ${shortDate(date)}`}>
          {slots.data.map((slot) => (
            // Keyed by the day too: another day's row starts from that day's capacity.
            <SlotCapacityRow key={`${date} ${slot.start}`} gym={gym} date={date} slot={slot} />
          ))}
        </ul>
      )}
    </section>
  );
}
