import { shortDate } from '@gymfuel/contracts';
import { useState } from 'react';
import { LoadError } from '../../../shared/ui/LoadError';
import { Loader } from '../../../shared/ui/Loader';
import { OrderFilters } from '../board/BoardFilters';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { useDayShown } from '../useDayShown';
import { usePrepList, type PrepFilter } from './api/prep-list';
import { PrepListView } from './PrepListView';
import './prep.css';

/** 'Prep list' (staff): what the kitchen cooks for a date or slot, and each gym's bags. */
export default function PrepListScreen() {
  const [date, setDate] = useDayShown();
  const [slot, setSlot] = useState('');
  const filter: PrepFilter = { date, ...(slot === '' ? {} : { slot }) };
  const prep = usePrepList(filter);
  // The whole day's list (the same query as with no slot chosen): the slots its orders were
  // booked at are offered, those outside the gyms' hours too.
  const bookedStarts = (usePrepList({ date }).data?.gyms ?? []).flatMap((gym) =>
    gym.orders.map((order) => order.slot.start),
  );

  return (
    <ConsoleScreenFrame
      title="Prep list"
      lead="What to cook and how to pack it, for a day or one slot. Cancelled orders are left out."
      actions={
        <button type="button" className="btn btn-outline no-print" onClick={() => window.print()}>
          Print
        </button>
      }
    >
      <div className="no-print">
        <OrderFilters
          idPrefix="prep"
          date={date}
          onDateChange={setDate}
          slot={slot}
          onSlotChange={setSlot}
          bookedStarts={bookedStarts}
        />
      </div>
      {/* On paper the filters are gone: the sheet says what it covers. */}
      <p className="prep__covers">
        {shortDate(date)}, {slot === '' ? 'all slots' : `slot ${slot}`}
      </p>
      {prep.isPending && <Loader label="Loading the prep list" />}
      {prep.isError && (
        <LoadError
          message="The prep list could not be loaded."
          onRetry={() => void prep.refetch()}
          isRetrying={prep.isFetching}
        />
      )}
      {prep.data && <PrepListView prep={prep.data} />}
    </ConsoleScreenFrame>
  );
}
