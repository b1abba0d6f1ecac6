import { Schema, type Connection, type Types } from 'mongoose';

/**
 * One use of a limited voucher code, numbered like a delivery-slot seat. A code with usageLimit
 * 10 has at most uses 1–10, and a shopper with perCustomerLimit 1 at most their use 1: the two
 * unique indexes let exactly one holder take each number, across any number of API processes.
 * Only a paid order whose hold had lapsed may go over a limit: its use has no numbers and is
 * marked overLimit.
 */
export interface VoucherUseRecord {
  _id: Types.ObjectId;
  code: string;
  /** 1…usageLimit; absent when the code has no total limit (or the use is over it). */
  use?: number;
  userId: Types.ObjectId;
  /** 1…perCustomerLimit among this shopper's uses; absent when unlimited (or over the limit). */
  customerUse?: number;
  /** 'held' for an unpaid payment until `expiresAt`; 'confirmed' once it is an order. */
  state: 'held' | 'confirmed';
  /** The checkout holding it: the same holder id as its delivery-slot seat. One use each. */
  holder: string;
  expiresAt: Date;
  overLimit?: boolean;
}

const voucherUseSchema = new Schema<VoucherUseRecord>(
  {
    code: { type: String, required: true },
    use: { type: Number, min: 1 },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    customerUse: { type: Number, min: 1 },
    state: { type: String, required: true, enum: ['held', 'confirmed'] },
    holder: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
    overLimit: { type: Boolean },
  },
  { collection: 'voucheruses', timestamps: true },
);
voucherUseSchema.index(
  { code: 1, use: 1 },
  { unique: true, partialFilterExpression: { use: { $exists: true } } },
);
voucherUseSchema.index(
  { code: 1, userId: 1, customerUse: 1 },
  { unique: true, partialFilterExpression: { customerUse: { $exists: true } } },
);

// The uses over a limit, which every take counts (they hold no number): few, so indexed alone.
voucherUseSchema.index({ code: 1, userId: 1 }, { partialFilterExpression: { overLimit: true } });

export const voucherUseModel = (connection: Connection) =>
  connection.model('VoucherUse', voucherUseSchema);
export type VoucherUseModel = ReturnType<typeof voucherUseModel>;
