import { ORDER_STATUSES, type OrderStatus } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/**
 * An append-only record of each status an order reaches. Every API process polls it (one query
 * per process, however many shoppers watch), so a change made through any process, or through
 * the ops CLI, reaches every open tracking stream.
 */
export interface OrderEventRecord {
  _id: Types.ObjectId;
  orderId: string;
  status: OrderStatus;
  at: Date;
}

/** Events are only needed while someone may still be watching. */
const ORDER_EVENT_TTL_SECONDS = 24 * 60 * 60;

const orderEventSchema = new Schema<OrderEventRecord>(
  {
    orderId: { type: String, required: true },
    status: { type: String, required: true, enum: ORDER_STATUSES },
    at: { type: Date, required: true },
  },
  { collection: 'order_events' },
);
// The feed reads the last few seconds; MongoDB drops day-old events by itself.
orderEventSchema.index({ at: 1 }, { expireAfterSeconds: ORDER_EVENT_TTL_SECONDS });

export const orderEventModel = (connection: Connection) =>
  connection.model('OrderEvent', orderEventSchema);
export type OrderEventModel = ReturnType<typeof orderEventModel>;
