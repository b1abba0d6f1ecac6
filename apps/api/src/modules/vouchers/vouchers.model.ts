import type { Voucher } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

export type VoucherInactiveMessage = NonNullable<Voucher['inactiveMessage']>;

export interface VoucherRecord {
  _id: Types.ObjectId;
  /** Stored upper-case: codes are entered in upper case (docs/product.md#vouchers). */
  code: string;
  discountPercentage: number;
  /** The operator's switch; a code switched off applies nothing. */
  isActive: boolean;
  /** When set, the code applies only before this instant (a campaign's end). */
  expiresAt?: Date;
}

const voucherSchema = new Schema<VoucherRecord>(
  {
    code: { type: String, required: true, trim: true, uppercase: true, unique: true },
    discountPercentage: { type: Number, required: true, min: 0, max: 100 },
    isActive: { type: Boolean, required: true, default: true },
    expiresAt: { type: Date },
  },
  { collection: 'vouchers', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const voucherModel = (connection: Connection) => connection.model('Voucher', voucherSchema);
export type VoucherModel = ReturnType<typeof voucherModel>;

/**
 * `inactiveMessage` is the service's verdict (null while the code applies): an expired code
 * reads as inactive, with its reason, to every client.
 */
export function toVoucherContract(
  record: VoucherRecord,
  inactiveMessage: VoucherInactiveMessage | null,
): Voucher {
  return {
    code: record.code,
    isActive: inactiveMessage === null,
    discountPercentage: record.discountPercentage,
    ...(inactiveMessage === null ? {} : { inactiveMessage }),
  };
}
