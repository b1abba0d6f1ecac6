import { Schema, type Connection, type Types } from 'mongoose';

const WEBHOOK_EVENT_TTL_SECONDS = 7 * 24 * 60 * 60;

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
// Razorpay redelivers an event for at most a day; a week later its record only takes space.
webhookEventSchema.index({ createdAt: 1 }, { expireAfterSeconds: WEBHOOK_EVENT_TTL_SECONDS });

/** The model on this connection (compiled once; later calls return the same one). */
export const webhookEventModel = (connection: Connection) =>
  connection.model('WebhookEvent', webhookEventSchema);
export type WebhookEventModel = ReturnType<typeof webhookEventModel>;
