import type { IsoDate, OrderStatus, TimelineEntry } from '@gymfuel/contracts';
import { stepTime } from './step-time';
import { timelineSteps, type StepState } from './timeline-steps';

const STEP_TEXT: Record<OrderStatus, string> = {
  Processing: 'We have your order and are preparing it',
  Shipped: 'It has left our kitchen',
  'In Transit': 'On its way to your gym',
  Delivered: 'Waiting for you at your gym',
  Cancelled: 'This order was cancelled',
};

/** Read out with each step, as the highlight is only visual. */
const STATE_TEXT: Record<StepState, string> = {
  done: 'done',
  current: 'current status',
  upcoming: 'not yet',
  cancelled: 'current status',
};

function StepMark({ state }: { state: StepState }) {
  if (state === 'upcoming') return null;
  const path = state === 'cancelled' ? 'M7 7l10 10M17 7 7 17' : 'M5 12.5l4.5 4.5L19 7.5';
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface OrderTimelineProps {
  status: OrderStatus;
  /** Each status reached, with its time (absent on older orders). */
  timeline: TimelineEntry[] | undefined;
  /** The delivery day: its steps show the time alone, steps of other days the date too. */
  day: IsoDate;
}

/**
 * The order's progress along Processing → Shipped → In Transit → Delivered (or Cancelled), with
 * the time each step was reached.
 */
export function OrderTimeline({ status, timeline, day }: OrderTimelineProps) {
  return (
    <ol className="timeline" aria-label="Order status">
      {timelineSteps(status, timeline).map((step) => (
        <li
          key={step.status}
          className={`timeline__step timeline__step--${step.state}`}
          aria-current={step.state === 'current' || step.state === 'cancelled' ? 'step' : undefined}
        >
          <span className="timeline__dot">
            <StepMark state={step.state} />
          </span>
          <span className="timeline__label">
            {step.status}
            {step.at && (
              <>
                {' '}
                <time className="timeline__time" dateTime={step.at}>
                  {stepTime(step.at, day)}
                </time>
              </>
            )}
            <span className="visually-hidden"> ({STATE_TEXT[step.state]})</span>
          </span>
          <span className="timeline__text">{STEP_TEXT[step.status]}</span>
        </li>
      ))}
    </ol>
  );
}
