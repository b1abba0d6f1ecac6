import {
  slotTimes,
  type DeliverySlot,
  type IsoDate,
  type SlotAvailability,
} from '@gymfuel/contracts';
import { failureMessageOf } from '../../shared/api/failure-message';
import { FieldError, invalidFieldProps } from '../../shared/ui/FieldError';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { useSlots } from './api/get-slots';

/** The slot group's id: a missing slot sends the focus there. */
export const SLOT_FIELD_ID = 'checkout-slot';

/** Why a slot cannot be picked: no seat left (Full), or past its cut-off (Closed). */
const unavailableLabel = (slot: SlotAvailability): string | null =>
  slot.available ? null : slot.remaining === 0 ? 'Full' : 'Closed';

interface SlotButtonsProps {
  gym: string;
  date: IsoDate;
  chosen: DeliverySlot | null;
  /** The heading that names the group ('Delivery slot'). */
  labelledBy: string;
  problem: string | undefined;
  onPick: (slot: DeliverySlot) => void;
}

/**
 * One day's half hours at the gym, each a toggle button with its time; a full or closed one says
 * so and cannot be picked, but stays in the list (and is read out) so the day's shape is clear.
 */
export function SlotButtons({ gym, date, chosen, labelledBy, problem, onPick }: SlotButtonsProps) {
  const slots = useSlots(gym, date);
  const isChosen = (slot: SlotAvailability) => chosen?.date === date && chosen.start === slot.start;
  const noneLeft = slots.data !== undefined && !slots.data.some((slot) => slot.available);

  return (
    <>
      <div
        role="group"
        id={SLOT_FIELD_ID}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="slot-buttons"
        {...invalidFieldProps(SLOT_FIELD_ID, problem)}
      >
        {slots.isPending ? (
          <Loader label="Loading delivery slots" />
        ) : slots.isError ? (
          <LoadError
            message={failureMessageOf(slots.error)}
            onRetry={() => void slots.refetch()}
            isRetrying={slots.isFetching}
          />
        ) : (
          slots.data.map((slot) => {
            const unavailable = unavailableLabel(slot);
            return (
              <button
                key={slot.start}
                type="button"
                className="slot-button"
                aria-pressed={isChosen(slot)}
                aria-disabled={unavailable ? true : undefined}
                onClick={() => {
                  if (!unavailable) onPick({ date, start: slot.start, end: slot.end });
                }}
              >
                <span className="slot-button__time">{slotTimes(slot)}</span>
                {unavailable && (
                  <>
                    {' '}
                    <span className="slot-button__state">{unavailable}</span>
                  </>
                )}
              </button>
            );
          })
        )}
      </div>
      {noneLeft && (
        <p className="field__hint">No slot left on this day. Please pick another day.</p>
      )}
      <FieldError fieldId={SLOT_FIELD_ID} problem={problem} />
    </>
  );
}
