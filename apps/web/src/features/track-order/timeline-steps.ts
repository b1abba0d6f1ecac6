import { ORDER_FLOW, type OrderStatus } from '@gymfuel/contracts';

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
}

/**
 * docs/product.md#track-order: Processing, Shipped, In Transit, Delivered, every step up to the
 * current one highlighted. A cancelled order gets an extra, red Cancelled step; of the flow only
 * Processing is highlighted then, since every order starts there and the status does not say how
 * far a cancelled one had got.
 */
export function timelineSteps(status: OrderStatus): TimelineStep[] {
  if (status === 'Cancelled') {
    return [
      ...ORDER_FLOW.map((step): TimelineStep => ({
        status: step,
        state: step === 'Processing' ? 'done' : 'upcoming',
      })),
      { status: 'Cancelled', state: 'cancelled' },
    ];
  }
  const reached = ORDER_FLOW.indexOf(status);
  return ORDER_FLOW.map((step, index) => ({
    status: step,
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
  }));
}
