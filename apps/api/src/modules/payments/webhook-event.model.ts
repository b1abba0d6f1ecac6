import { Schema, type Connection, type Types } from 'mongoose';

/** A Razorpay webhook delivery already handled: Razorpay redelivers, and each event counts once. */
export interface WebhookEventRecord {
  _id: Types.ObjectId;
  eventId: string;
  event: string;
  createdAt: Date;
}

const webhookEventSchema = new Schema<WebhookEventRecord>(
  {
    eventId: { type: String, required: true, unique: true },
    event: { type: String, required: true },
  },
  { collection: 'webhookevents', timestamps: { createdAt: true, updatedAt: false } },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const webhookEventModel = (connection: Connection) =>
  connection.model('WebhookEvent', webhookEventSchema);
export type WebhookEventModel = ReturnType<typeof webhookEventModel>;
