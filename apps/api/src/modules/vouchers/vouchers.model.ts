import type { Voucher } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

export interface VoucherRecord {
  _id: Types.ObjectId;
  /** Stored upper-case: codes are entered in upper case (docs/product.md#vouchers). */
  code: string;
  discountPercentage: number;
  isActive: boolean;
}

const voucherSchema = new Schema<VoucherRecord>(
  {
    code: { type: String, required: true, trim: true, uppercase: true, unique: true },
    discountPercentage: { type: Number, required: true, min: 0, max: 100 },
    isActive: { type: Boolean, required: true, default: true },
  },
  { collection: 'vouchers', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const voucherModel = (connection: Connection) => connection.model('Voucher', voucherSchema);
export type VoucherModel = ReturnType<typeof voucherModel>;

export function toVoucherContract(record: VoucherRecord): Voucher {
  return {
    code: record.code,
    isActive: record.isActive,
    discountPercentage: record.discountPercentage,
  };
}
