import { describeSlot, type DeliverySlot, type IsoDate } from '@gymfuel/contracts';
import { useId, useState } from 'react';
import { useHandoverPoint } from '../../shared/api/get-gym-records';
import { DayPicker } from './DayPicker';
import { SlotButtons } from './SlotButtons';

interface DeliverySlotStepProps {
  /** The chosen gym; '' until one is chosen, and the step waits for it. */
  gym: string;
  /** The days that can be booked now (today and the next six), and that clock. */
  dates: IsoDate[];
  now: Date;
  slot: DeliverySlot | null;
  problem: string | undefined;
  onPick: (slot: DeliverySlot) => void;
}

/**
 * 'Delivery slot', after the gym: a day, then one of its half hours. The chosen slot is said in
 * full, with where the gym hands it over, as the payment and confirmation pages will say it.
 */
export function DeliverySlotStep({
  gym,
  dates,
  now,
  slot,
  problem,
  onPick,
}: DeliverySlotStepProps) {
  const titleId = useId();
  const [picked, setDay] = useState(() => slot?.date ?? dates[0] ?? '');
  // A day picked before midnight on a page left open is no longer on offer: today is shown.
  const day = dates.includes(picked) ? picked : (dates[0] ?? '');
  const handoverPoint = useHandoverPoint(gym);

  return (
    <div className="delivery-slot">
      <h2 id={titleId} className="checkout__card-title">
        Delivery slot
      </h2>
      {gym ? (
        <>
          <p className="field__hint">
            Pick the half hour when you will be at the gym (India time).
          </p>
          <DayPicker dates={dates} now={now} selected={day} onSelect={setDay} />
          <SlotButtons
            gym={gym}
            date={day}
            chosen={slot}
            labelledBy={titleId}
            problem={problem}
            onPick={onPick}
          />
          {slot && (
            <p className="delivery-slot__chosen">
              Your slot: {describeSlot(slot, { name: gym, handoverPoint })}
            </p>
          )}
        </>
      ) : (
        <p className="field__hint">Choose your gym to see its delivery slots.</p>
      )}
    </div>
  );
}
