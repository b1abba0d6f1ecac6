import type { DeliverySlot, OrderGym } from '@gymfuel/contracts';
import { Schema } from 'mongoose';

/** Where an order goes and when: stored on pending payments and on orders alike. */
export const deliverySlotRecordSchema = new Schema<DeliverySlot>(
  {
    date: { type: String, required: true },
    start: { type: String, required: true },
    end: { type: String, required: true },
  },
  { _id: false },
);

/** The gym as it was at checkout, so a later rename does not rewrite where an order went. */
export const orderGymRecordSchema = new Schema<OrderGym>(
  {
    name: { type: String, required: true },
    handoverPoint: { type: String, required: true },
  },
  { _id: false },
);
