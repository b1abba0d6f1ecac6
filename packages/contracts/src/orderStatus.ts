import { z } from './zod.js';

export const ORDER_STATUSES = [
  'Processing',
  'Shipped',
  'In Transit',
  'Delivered',
  'Cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The forward path of an order; also the steps of the tracking timeline. */
export const ORDER_FLOW = ['Processing', 'Shipped', 'In Transit', 'Delivered'] as const;
export type FlowStatus = (typeof ORDER_FLOW)[number];

/** Statuses an operator can move an order to (every step after the first). */
export const ADVANCE_TARGETS = [
  'Shipped',
  'In Transit',
  'Delivered',
] as const satisfies readonly FlowStatus[];
export const advanceTargetSchema = z.enum(ADVANCE_TARGETS);

/** Statuses from which a customer may still cancel; handy for a status-conditioned update. */
export const CANCELLABLE_STATUSES = [
  'Processing',
  'Shipped',
  'In Transit',
] as const satisfies readonly OrderStatus[];

/** The status one step forward, or null at the end of the flow (Delivered) or when Cancelled. */
export function nextStatus(status: OrderStatus): FlowStatus | null {
  const index = (ORDER_FLOW as readonly OrderStatus[]).indexOf(status);
  if (index < 0) return null;
  return ORDER_FLOW[index + 1] ?? null;
}

/** Operators move an order exactly one step forward, never back or skipping. */
export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatus(from) === to;
}

export function canCancel(status: OrderStatus): boolean {
  return (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

export type StatusTone = 'green' | 'red' | 'yellow';

/** Badge colours (docs/product.md#order-statuses). */
export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'Delivered' || status === 'In Transit') return 'green';
  if (status === 'Cancelled') return 'red';
  return 'yellow';
}
