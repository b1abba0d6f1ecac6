import { CHECKOUT_MESSAGES, MAX_VOUCHER_USES, voucherRefusal } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { Logger } from '../../logging/logger.js';
import type { VoucherUseModel, VoucherUseRecord } from './voucher-uses.model.js';
import type { VoucherModel } from './vouchers.model.js';

export interface VoucherUseServiceDeps {
  VoucherUse: VoucherUseModel;
  Voucher: VoucherModel;
  config: { PAYMENT_HOLD_MINUTES: number };
  clock: () => Date;
  logger: Logger;
}

/** The limits a code counts uses against; a code with neither keeps no use records. */
interface UseLimits {
  usageLimit?: number;
  perCustomerLimit?: number;
}

type Taker = Pick<VoucherUseRecord, 'holder' | 'state' | 'expiresAt'>;

/** The payment or order a use belongs to. */
export interface UseOwner {
  voucherCode?: string;
  userId: string;
  /** The checkout's holder id (the one its delivery-slot seat carries). */
  holder: string;
}

const MINUTE_MS = 60_000;

/**
 * The holder an order's use is kept under: its checkout's seat holder. An order from before
 * delivery slots has none; its use, numbered when a limit was set (numberPastUses), is kept under
 * its provider order id, or its order id when it was paid on delivery.
 */
export const useHolderOf = (order: {
  orderId: string;
  seatHolder?: string;
  providerOrderId?: string;
}) => order.seatHolder ?? order.providerOrderId ?? order.orderId;

/**
 * Uses numbered 1…limit. Naming every number pins the unique index, so any engine answers from
 * it; a limit stored above what a voucher may have now (MAX_VOUCHER_USES) is read as a range
 * rather than spelt out.
 */
const numberedUpTo = (limit: number) =>
  mongoose.trusted(
    limit <= MAX_VOUCHER_USES
      ? { $in: Array.from({ length: limit }, (_, index) => index + 1) }
      : { $gte: 1, $lte: limit },
  );

/** A number the limit counts: none is needed without the limit; one above it is never counted. */
const within = (number: number | undefined, limit: number | undefined) =>
  limit === undefined || (number !== undefined && number <= limit);

const lowestFree = (taken: readonly (number | undefined)[]) => {
  const used = new Set(taken);
  let free = 1;
  while (used.has(free)) free += 1;
  return free;
};

/**
 * Uses of limited voucher codes (docs/architecture.md#voucher-uses): held for an unpaid payment
 * for PAYMENT_HOLD_MINUTES, like a slot seat and under the same holder id, confirmed when it is
 * paid, given back when the payment fails or the order is cancelled. Lapsed holds do not count.
 */
export function createVoucherUseService({
  VoucherUse,
  Voucher,
  config,
  clock,
  logger,
}: VoucherUseServiceDeps) {
  async function limitsOf(code: string): Promise<UseLimits | null> {
    const record = await Voucher.findOne(
      { code },
      { usageLimit: 1, perCustomerLimit: 1, firstOrderOnly: 1 },
    ).lean();
    // A first-order code is used once per shopper, whatever its limit says: the use counted is
    // what stops two first orders placed at once from both taking it (its rule sees no order yet).
    const perCustomerLimit = record?.firstOrderOnly === true ? 1 : record?.perCustomerLimit;
    const limits = {
      ...(record?.usageLimit == null ? {} : { usageLimit: record.usageLimit }),
      ...(perCustomerLimit == null ? {} : { perCustomerLimit }),
    };
    return Object.keys(limits).length === 0 ? null : limits;
  }

  /**
   * A hold that no longer counts for this taker: lapsed, or the shopper's own unpaid hold from an
   * earlier checkout (a shopper checks out one cart at a time, so the new checkout takes it over).
   */
  const isReclaimable = (
    record: Pick<VoucherUseRecord, 'state' | 'expiresAt' | 'userId' | 'holder'>,
    userId: string,
    taker: Taker,
    now: Date,
  ) =>
    record.state === 'held' &&
    record.holder !== taker.holder &&
    (record.expiresAt.getTime() <= now.getTime() || record.userId.toHexString() === userId);

  /**
   * The uses a code's usageLimit counts, lapsed holds still among them: those numbered within it
   * (none without one), and those of orders that went over a limit. These hold no number, yet use
   * the code as long as they stand: once a numbered use is given back (a cancel), they still
   * count, so its number is not free for another order while they do.
   */
  const usesAgainstTotal = async (code: string, usageLimit: number | undefined) => {
    const [numbered, overLimit] = await Promise.all([
      usageLimit === undefined
        ? []
        : VoucherUse.find({ code, use: numberedUpTo(usageLimit) }).lean(),
      VoucherUse.find({ code, overLimit: true }, { userId: 1 }).lean(),
    ]);
    return { numbered, overLimit };
  };

  /**
   * Takes the lowest free numbers within both limits, retrying when another request took one
   * first; 409 'This code has been fully used' or 'You have already used this code' when none
   * is left. A holder that already has its use (a parallel confirm) keeps that one.
   */
  async function take(
    code: string,
    limits: UseLimits,
    userId: string,
    taker: Taker,
    now: Date,
  ): Promise<void> {
    const { usageLimit, perCustomerLimit } = limits;
    // Each failed round means another request took or freed a number, so these always settle.
    const rounds = 2 * ((usageLimit ?? 0) + (perCustomerLimit ?? 0)) + 3;
    for (let round = 0; round < rounds; round += 1) {
      const [{ numbered, overLimit }, mine] = await Promise.all([
        usesAgainstTotal(code, usageLimit),
        perCustomerLimit === undefined
          ? []
          : VoucherUse.find({
              code,
              userId,
              customerUse: numberedUpTo(perCustomerLimit),
            }).lean(),
      ]);
      const stale = [...mine, ...numbered].find((record) =>
        isReclaimable(record, userId, taker, now),
      );
      if (stale !== undefined) {
        await VoucherUse.deleteOne({ _id: stale._id, state: 'held', expiresAt: stale.expiresAt });
        continue;
      }
      const refusal = voucherRefusal(
        { isActive: true, ...limits },
        {
          now,
          uses: {
            total: numbered.length + overLimit.length,
            byShopper:
              mine.length + overLimit.filter((use) => use.userId.toHexString() === userId).length,
          },
        },
      );
      if (refusal !== null) throw AppError.conflict(refusal);
      try {
        await VoucherUse.create({
          code,
          userId,
          ...taker,
          ...(usageLimit === undefined ? {} : { use: lowestFree(numbered.map((u) => u.use)) }),
          ...(perCustomerLimit === undefined
            ? {}
            : { customerUse: lowestFree(mine.map((u) => u.customerUse)) }),
        });
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if ((await VoucherUse.exists({ holder: taker.holder })) !== null) return;
      }
    }
    throw AppError.conflict(CHECKOUT_MESSAGES.voucherFullyUsed);
  }

  /**
   * Makes the holder's use a confirmed one that the code's limits, as they are now, count: its
   * own record when its numbers are within them; else the lowest free numbers; else (none left,
   * or `numbersLeft` false) a use kept over the limit with no number, which counts for as long
   * as its order stands. A use numbered under an earlier, higher limit is numbered again, since
   * a number above the limit is never counted. Answers null, or the refusal that sent it over.
   */
  async function confirmCounted(
    code: string,
    limits: UseLimits,
    { userId, holder }: { userId: string; holder: string },
    { numbersLeft }: { numbersLeft: boolean },
  ): Promise<string | null> {
    const own = await VoucherUse.findOneAndUpdate(
      { holder },
      { $set: { state: 'confirmed' } },
      { returnDocument: 'after' },
    ).lean();
    if (
      own !== null &&
      within(own.use, limits.usageLimit) &&
      within(own.customerUse, limits.perCustomerLimit)
    ) {
      return null;
    }
    if (own !== null) await VoucherUse.deleteOne({ _id: own._id });
    const now = clock();
    let refusal: string = CHECKOUT_MESSAGES.voucherFullyUsed;
    if (numbersLeft) {
      try {
        await take(code, limits, userId, { holder, state: 'confirmed', expiresAt: now }, now);
        return null;
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 409) throw error;
        refusal = error.message;
      }
    }
    try {
      await VoucherUse.create({
        code,
        userId,
        holder,
        state: 'confirmed',
        expiresAt: now,
        overLimit: true,
      });
    } catch (error) {
      // A parallel confirm (the webhook racing /authpayment) recorded it first.
      if (!isDuplicateKey(error)) throw error;
    }
    return refusal;
  }

  return {
    /**
     * /getcode: the paid uses a code's `usageLimit` counts (confirmed, and over the limit). Holds
     * are left out: /getcode does not know the shopper, and the hold may be the asker's own from
     * a checkout they came back from, which their next checkout takes over. Another shopper's
     * hold that fills the limit is refused at /paymentorder, as before.
     */
    async countTowardsLimit(code: string, usageLimit: number): Promise<number> {
      const { numbered, overLimit } = await usesAgainstTotal(code, usageLimit);
      return numbered.filter((use) => use.state === 'confirmed').length + overLimit.length;
    },

    /**
     * /paymentorder: holds a use of the code for the checkout until PAYMENT_HOLD_MINUTES from
     * now. With `renew` (the same checkout asked for again) its existing use gets more time
     * instead; a use of its that was reclaimed meanwhile is taken again, if one is left.
     */
    async hold({ voucherCode, userId, holder }: UseOwner, { renew }: { renew: boolean }) {
      if (voucherCode === undefined) return;
      const limits = await limitsOf(voucherCode);
      if (limits === null) return;
      const now = clock();
      const expiresAt = new Date(now.getTime() + config.PAYMENT_HOLD_MINUTES * MINUTE_MS);
      // A record that still exists still holds its numbers, lapsed or not: reviving it is exact.
      const renewed = renew
        ? await VoucherUse.updateOne({ holder, code: voucherCode, state: 'held' }, { expiresAt })
        : { matchedCount: 0 };
      if (renewed.matchedCount === 0) {
        await take(voucherCode, limits, userId, { holder, state: 'held', expiresAt }, now);
      }
    },

    /** Pay-on-delivery: nothing is left to pay, so the use is confirmed at once (or refused). */
    async takeConfirmed({ voucherCode, userId, holder }: UseOwner): Promise<void> {
      if (voucherCode === undefined) return;
      const limits = await limitsOf(voucherCode);
      if (limits === null) return;
      const now = clock();
      await take(voucherCode, limits, userId, { holder, state: 'confirmed', expiresAt: now }, now);
    },

    /**
     * The payment arrived: its use becomes the order's, counted under the code's limits as they
     * are now (confirmCounted). A hold that lapsed and was taken meanwhile, or one numbered under
     * a limit the owner has lowered since, is numbered again, over the limit if the code ran out:
     * a paid order is never refused, its discount stands as quoted, and later shoppers see the
     * code as used by it. Answers whether it went over (then logged for the operators).
     * Idempotent per holder.
     */
    async confirm(owner: UseOwner & { providerOrderId: string }): Promise<boolean> {
      const { voucherCode, userId, holder, providerOrderId } = owner;
      if (voucherCode === undefined) return false;
      const limits = await limitsOf(voucherCode);
      if (limits === null) {
        await VoucherUse.updateOne({ holder }, { $set: { state: 'confirmed' } });
        return false;
      }
      const refusal = await confirmCounted(
        voucherCode,
        limits,
        { userId, holder },
        { numbersLeft: true },
      );
      if (refusal === null) return false;
      logger.warn(
        { providerOrderId, voucherCode },
        'paid after the voucher hold lapsed or its limit was lowered, and the code ran out: the order is over its limit',
      );
      return true;
    },

    /**
     * A limit set on (or changed for) a code already in use: the uses made before it, each
     * order placed with it and not cancelled, are numbered now as a checkout's use is, so the
     * limit counts them. A use numbered under an earlier, higher limit is numbered again: a
     * number above the limit is never counted. A use past a limit is kept with no number and
     * over the limit, as a paid order's is, so it counts for as long as its order stands (a
     * cancel of another then frees nothing while the code is still at its limit).
     */
    async numberPastUses(
      code: string,
      past: readonly { userId: string; holder: string }[],
    ): Promise<void> {
      const limits = await limitsOf(code);
      if (limits === null) return;
      // Once the code is fully used, no number is left for the rest.
      let fullyUsed = false;
      for (const owner of past) {
        const refusal = await confirmCounted(code, limits, owner, { numbersLeft: !fullyUsed });
        fullyUsed ||= refusal === CHECKOUT_MESSAGES.voucherFullyUsed;
      }
    },

    /** A cancelled order, or one that could not be placed, gives its use back. */
    async release(holder: string | undefined): Promise<void> {
      if (holder !== undefined) await VoucherUse.deleteMany({ holder });
    },

    /**
     * A failed or superseded payment gives back its hold; a use already confirmed (the payment
     * went through after all) stays with its order.
     */
    async releaseHold(holder: string | undefined): Promise<void> {
      if (holder !== undefined) await VoucherUse.deleteMany({ holder, state: 'held' });
    },
  };
}

export type VoucherUseService = ReturnType<typeof createVoucherUseService>;
