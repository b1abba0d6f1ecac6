import { Schema, type Connection } from 'mongoose';

/** The one settings document's id: there is a single shop. */
export const DELIVERY_SETTINGS_ID = 'delivery';

/**
 * The owner's delivery settings, stored rather than configured so a change made in the console
 * applies to every API process at once. Absent until an owner sets one: SLOT_CAPACITY applies.
 */
export interface DeliverySettingsRecord {
  _id: string;
  /** Orders per slot where the slot has no capacity of its own (SlotCapacity). */
  defaultCapacity: number;
}

const deliverySettingsSchema = new Schema<DeliverySettingsRecord>(
  {
    _id: { type: String, required: true },
    defaultCapacity: { type: Number, required: true, min: 1, validate: Number.isSafeInteger },
  },
  { collection: 'deliverysettings', timestamps: true },
);

export const deliverySettingsModel = (connection: Connection) =>
  connection.model('DeliverySettings', deliverySettingsSchema);
export type DeliverySettingsModel = ReturnType<typeof deliverySettingsModel>;
