import type { Voucher } from '@gymfuel/contracts';
import { AppError } from '../../http/app-error.js';
import { toVoucherContract, type VoucherModel } from './voucher.model.js';

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
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
