import {
  fromPaise,
  voucherRefusal,
  voucherRulesText,
  type Voucher,
  type VoucherTerms,
} from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

export type VoucherInactiveMessage = NonNullable<Voucher['inactiveMessage']>;

const wholePaise = {
  type: Number,
  min: 0,
  validate: { validator: Number.isSafeInteger, message: 'Amounts are whole paise' },
} as const;

export interface VoucherRecord {
  _id: Types.ObjectId;
  /** Stored upper-case: codes are entered in upper case (docs/product.md#vouchers). */
  code: string;
  discountPercentage: number;
  /** The operator's switch; a code switched off applies nothing. */
  isActive: boolean;
  /** The code applies from this instant, and until just before validUntil. */
  validFrom?: Date;
  validUntil?: Date;
  /**
   * validUntil's name before voucher rules. Databases written then still hold it, so it is read
   * as validUntil wherever validUntil is absent (no migration to run or to get wrong).
   */
  expiresAt?: Date;
  /** The subtotal before discount must reach this (paise). */
  minOrderPaise?: number;
  /** The discount is capped at this (paise). */
  maxDiscountPaise?: number;
  /** Uses in total (held or confirmed); absent: unlimited. */
  usageLimit?: number;
  /**
   * Uses per shopper: 1 unless set, for vouchers created now. null (or absent, on documents from
   * before voucher rules) means unlimited, as the spec's codes always were.
   */
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean;
  /** Edits saved through the console (absent before the first, or before versions existed). */
  version?: number;
}

const voucherSchema = new Schema<VoucherRecord>(
  {
    code: { type: String, required: true, trim: true, uppercase: true, unique: true },
    discountPercentage: { type: Number, required: true, min: 0, max: 100 },
    isActive: { type: Boolean, required: true, default: true },
    validFrom: { type: Date },
    validUntil: { type: Date },
    expiresAt: { type: Date },
    minOrderPaise: wholePaise,
    maxDiscountPaise: wholePaise,
    usageLimit: { type: Number, min: 1, validate: Number.isSafeInteger },
    perCustomerLimit: {
      type: Number,
      min: 1,
      // null is 'no limit per shopper' (the spec's codes, or an owner's choice in the console).
      validate: (limit: number | null) => limit === null || Number.isSafeInteger(limit),
      default: 1,
    },
    firstOrderOnly: { type: Boolean },
    version: { type: Number, min: 0 },
  },
  { collection: 'vouchers', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const voucherModel = (connection: Connection) => connection.model('Voucher', voucherSchema);
export type VoucherModel = ReturnType<typeof voucherModel>;

/** The rules in the contract's units (rupees, ISO 8601). */
export function toVoucherTerms(record: VoucherRecord): VoucherTerms {
  const validUntil = record.validUntil ?? record.expiresAt;
  return {
    ...(record.validFrom === undefined ? {} : { validFrom: record.validFrom.toISOString() }),
    ...(validUntil === undefined ? {} : { validUntil: validUntil.toISOString() }),
    ...(record.minOrderPaise === undefined
      ? {}
      : { minOrderValue: fromPaise(record.minOrderPaise) }),
    ...(record.maxDiscountPaise === undefined
      ? {}
      : { maxDiscount: fromPaise(record.maxDiscountPaise) }),
    ...(record.usageLimit === undefined ? {} : { usageLimit: record.usageLimit }),
    ...(record.perCustomerLimit === undefined || record.perCustomerLimit === null
      ? {}
      : { perCustomerLimit: record.perCustomerLimit }),
    ...(record.firstOrderOnly === undefined ? {} : { firstOrderOnly: record.firstOrderOnly }),
  };
}

/**
 * The code as /getcode answers it at `now`, with the uses its usageLimit counts (`usesTotal`,
 * absent without a limit): an expired, not yet valid, switched-off or fully used code reads as
 * inactive, with its reason. Rules that need the order or the shopper are left to checkout.
 */
export function toVoucherContract(record: VoucherRecord, now: Date, usesTotal?: number): Voucher {
  const terms = toVoucherTerms(record);
  // With only the time and the total uses known, the refusal can only be one of the inactive
  // reasons the contract lists.
  const inactiveMessage = voucherRefusal(
    { ...terms, isActive: record.isActive },
    { now, ...(usesTotal === undefined ? {} : { uses: { total: usesTotal } }) },
  ) as VoucherInactiveMessage | null;
  return {
    code: record.code,
    isActive: inactiveMessage === null,
    discountPercentage: record.discountPercentage,
    ...(inactiveMessage === null ? {} : { inactiveMessage }),
    rules: voucherRulesText(terms, now),
    ...terms,
  };
}
