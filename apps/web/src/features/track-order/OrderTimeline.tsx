import type { OrderStatus } from '@gymfuel/contracts';
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

/** The order's progress along Processing → Shipped → In Transit → Delivered (or Cancelled). */
export function OrderTimeline({ status }: { status: OrderStatus }) {
  return (
    <ol className="timeline" aria-label="Order status">
      {timelineSteps(status).map((step) => (
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
            <span className="visually-hidden"> ({STATE_TEXT[step.state]})</span>
          </span>
          <span className="timeline__text">{STEP_TEXT[step.status]}</span>
        </li>
      ))}
    </ol>
  );
}
