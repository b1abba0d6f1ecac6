import {
  CHECKOUT_MESSAGES,
  discountPercentageSchema,
  voucherCodeSchema,
  voucherRefusal,
  type Voucher,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import type { OrderModel } from '../orders/orders.model.js';
import type { VoucherUseService } from './voucher-uses.service.js';
import { toVoucherContract, toVoucherTerms, type VoucherModel } from './vouchers.model.js';

export interface VoucherServiceDeps {
  Voucher: VoucherModel;
  /** firstOrderOnly asks whether the shopper has ordered before. */
  Order: Pick<OrderModel, 'exists'>;
  /** A limited code's uses, counted as checkout counts them. */
  voucherUses: Pick<VoucherUseService, 'countTowardsLimit'>;
  now?: () => Date;
}

/** What a checkout takes off for a code: the percentage, capped at maxDiscountPaise if set. */
export interface VoucherDiscount {
  discountPercentage: number;
  maxDiscountPaise?: number;
}

export function createVoucherService({
  Voucher,
  Order,
  voucherUses,
  now = () => new Date(),
}: VoucherServiceDeps) {
  /** An earlier order that was not cancelled (docs/product.md#vouchers: first order only). */
  async function hasEarlierOrder(userId: string): Promise<boolean> {
    const earlier = await Order.exists({
      userId,
      // sanitizeFilter (db/database.ts) neutralises operators unless they are marked trusted.
      status: mongoose.trusted({ $ne: 'Cancelled' }),
    });
    return earlier !== null;
  }

  return {
    /**
     * Looks a code up (already upper-cased by the contract). A switched-off, expired, not yet
     * valid or fully used code is still answered, with isActive false and the reason, and every
     * code with its rules text: the client says why it does not apply, and what it asks for. The
     * shopper's own limits (per shopper, first order only) are left to checkout.
     */
    async findByCode(code: string): Promise<Voucher> {
      const record = await Voucher.findOne({ code }).lean();
      if (record === null) throw AppError.notFound(CHECKOUT_MESSAGES.voucherUnknown);
      const usesTotal =
        record.usageLimit == null
          ? undefined
          : await voucherUses.countTowardsLimit(code, record.usageLimit);
      return toVoucherContract(record, now(), usesTotal);
    },

    /**
     * The discount an order of `subtotalPaise` gets for a code the client sent, every rule
     * checked but the use limits (those are counted when the use is taken, voucher-uses.service):
     * 400 'Invalid code' for an unknown one, 400 'This code is not active' for one switched off,
     * and 409 with the rule's message otherwise. The code is normalised here as well, so the
     * orders and payments modules can pass what they received.
     */
    async requireDiscount(
      code: string,
      { subtotalPaise, userId }: { subtotalPaise: number; userId: string },
    ): Promise<VoucherDiscount> {
      const normalised = voucherCodeSchema.safeParse(code);
      if (!normalised.success) throw AppError.badRequest(CHECKOUT_MESSAGES.voucherUnknown);
      const record = await Voucher.findOne({ code: normalised.data }).lean();
      if (record === null) throw AppError.badRequest(CHECKOUT_MESSAGES.voucherUnknown);
      // A document edited outside the model could hold anything; such a voucher applies nothing.
      const percentage = discountPercentageSchema.safeParse(record.discountPercentage);
      if (!percentage.success) throw AppError.badRequest(CHECKOUT_MESSAGES.voucherUnknown);
      const rules = {
        ...toVoucherTerms(record),
        isActive: record.isActive,
        discountPercentage: percentage.data,
      };
      const refusal = voucherRefusal(rules, {
        now: now(),
        subtotalPaise,
        hasEarlierOrder: rules.firstOrderOnly === true ? await hasEarlierOrder(userId) : false,
      });
      if (refusal === CHECKOUT_MESSAGES.voucherInactive) throw AppError.badRequest(refusal);
      if (refusal !== null) throw AppError.conflict(refusal);
      return {
        discountPercentage: percentage.data,
        ...(record.maxDiscountPaise === undefined
          ? {}
          : { maxDiscountPaise: record.maxDiscountPaise }),
      };
    },
  };
}

export type VoucherService = ReturnType<typeof createVoucherService>;
