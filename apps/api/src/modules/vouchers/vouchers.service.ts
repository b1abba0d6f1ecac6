import { discountPercentageSchema, voucherCodeSchema, type Voucher } from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import { toVoucherContract, type VoucherModel } from './vouchers.model.js';

export const VOUCHER_NOT_FOUND = 'Invalid code';

export function createVoucherService({ Voucher }: { Voucher: VoucherModel }) {
  return {
    /**
     * Looks a code up (already upper-cased by the contract). An inactive code is still
     * answered, with isActive false: the client decides it is not applicable.
     */
    async findByCode(code: string): Promise<Voucher> {
      const record = await Voucher.findOne({ code }).lean();
      if (record === null) throw AppError.notFound(VOUCHER_NOT_FOUND);
      return toVoucherContract(record);
    },

    /**
     * The discount an order may apply for a code the client sent: its percentage (0–100) when
     * the code exists and is active, null otherwise. The code is normalised here as well, so
     * the orders and payments modules can pass what they received.
     */
    async findActiveDiscountPercentage(code: string): Promise<number | null> {
      const normalised = voucherCodeSchema.safeParse(code);
      if (!normalised.success) return null;
      const record = await Voucher.findOne({ code: normalised.data, isActive: true }).lean();
      if (record === null) return null;
      // A document edited outside the model could hold anything; such a voucher applies nothing.
      const percentage = discountPercentageSchema.safeParse(record.discountPercentage);
      return percentage.success ? percentage.data : null;
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
