import {
  CHECKOUT_MESSAGES,
  discountPercentageSchema,
  voucherCodeSchema,
  type Voucher,
} from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import {
  toVoucherContract,
  type VoucherInactiveMessage,
  type VoucherModel,
  type VoucherRecord,
} from './vouchers.model.js';

export const VOUCHER_NOT_FOUND = 'Invalid code';

export interface VoucherServiceDeps {
  Voucher: VoucherModel;
  now?: () => Date;
}

/** Why a code gives no discount at `now`, in the shopper's words; null while it applies. */
function inactiveMessageOf(record: VoucherRecord, now: Date): VoucherInactiveMessage | null {
  if (record.expiresAt && record.expiresAt <= now) return CHECKOUT_MESSAGES.voucherExpired;
  return record.isActive ? null : CHECKOUT_MESSAGES.voucherInactive;
}

export function createVoucherService({ Voucher, now = () => new Date() }: VoucherServiceDeps) {
  return {
    /**
     * Looks a code up (already upper-cased by the contract). A switched-off or expired code is
     * still answered, with isActive false and the reason: the client says why it does not apply.
     */
    async findByCode(code: string): Promise<Voucher> {
      const record = await Voucher.findOne({ code }).lean();
      if (record === null) throw AppError.notFound(VOUCHER_NOT_FOUND);
      return toVoucherContract(record, inactiveMessageOf(record, now()));
    },

    /**
     * The percentage (0–100) an order applies for a code the client sent, decided like /getcode:
     * 400 'Invalid code' for an unknown one, and the /getcode reason for an expired or inactive
     * one. The code is normalised here as well, so the orders and payments modules can pass
     * what they received.
     */
    async requireDiscountPercentage(code: string): Promise<number> {
      const normalised = voucherCodeSchema.safeParse(code);
      if (!normalised.success) throw AppError.badRequest(VOUCHER_NOT_FOUND);
      const record = await Voucher.findOne({ code: normalised.data }).lean();
      if (record === null) throw AppError.badRequest(VOUCHER_NOT_FOUND);
      const inactiveMessage = inactiveMessageOf(record, now());
      if (inactiveMessage !== null) throw AppError.badRequest(inactiveMessage);
      // A document edited outside the model could hold anything; such a voucher applies nothing.
      const percentage = discountPercentageSchema.safeParse(record.discountPercentage);
      if (!percentage.success) throw AppError.badRequest(VOUCHER_NOT_FOUND);
      return percentage.data;
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
