import { ORDER_FLOW, type OrderStatus, type TimelineEntry } from '@gymfuel/contracts';

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order reached this step (ISO 8601), where its timeline says. */
  at?: string;
}

/**
 * docs/product.md#track-order: Processing, Shipped, In Transit, Delivered, every step up to the
 * current one highlighted. A cancelled order gets an extra, red Cancelled step; of the flow,
 * Processing (where every order starts) and the steps its timeline shows it reached are
 * highlighted. Each reached step carries its time from the order's timeline.
 */
export function timelineSteps(
  status: OrderStatus,
  timeline: readonly TimelineEntry[] = [],
): TimelineStep[] {
  const reachedAt = new Map(timeline.map((entry) => [entry.status, entry.at]));
  const timed = (step: TimelineStep): TimelineStep =>
    step.state === 'upcoming' ? step : { ...step, at: reachedAt.get(step.status) };

  if (status === 'Cancelled') {
    return [
      ...ORDER_FLOW.map((step) =>
        timed({
          status: step,
          state: step === 'Processing' || reachedAt.has(step) ? 'done' : 'upcoming',
        }),
      ),
      timed({ status: 'Cancelled', state: 'cancelled' }),
    ];
  }
  const reached = ORDER_FLOW.indexOf(status);
  return ORDER_FLOW.map((step, index) =>
    timed({
      status: step,
      state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    }),
  );
}
