import { describeSlot, type Order } from '@gymfuel/contracts';

/**
 * The order's delivery half hour and where it is handed over, e.g. 'Sat 28 Nov, 18:00–18:30 at
 * Iron Temple Andheri (Front desk)'; null for an order from before delivery slots.
 */
export const orderSlotText = ({ slot, gym }: Pick<Order, 'slot' | 'gym'>): string | null =>
  slot && gym ? describeSlot(slot, gym) : null;
