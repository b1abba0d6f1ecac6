import { Schema } from 'mongoose';

/** A lease lock (lease-lock.ts): `_id` names what is locked, held until `heldUntil` by `holder`. */
export interface LeaseLockRecord {
  _id: string;
  heldUntil: Date;
  holder: string;
}

/** The schema of one collection of lease locks. */
export const leaseLockSchema = (collection: string) =>
  new Schema<LeaseLockRecord>(
    {
      _id: { type: String, required: true },
      heldUntil: { type: Date, required: true },
      holder: { type: String, required: true },
    },
    { collection, versionKey: false },
  );
