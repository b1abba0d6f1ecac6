import { CHECKOUT_MESSAGES, voucherShortfallMessage } from '../messages.js';
import { fromPaise, toPaise } from '../money.js';
import { MIN_ORDER_TOTAL_PAISE } from '../rules/amounts.js';
import { discountInPaise } from '../summary.js';
import type { VoucherTerms } from '../domain/voucher.js';

/** A voucher as the rules see it: its terms and the operator's on/off switch. */
export interface VoucherRuleInput extends VoucherTerms {
  isActive: boolean;
  /** With the subtotal, checks that the discount leaves at least MIN_ORDER_TOTAL_PAISE to pay. */
  discountPercentage?: number;
}

/**
 * What is known about one use of a code. A fact left out is not checked: the web knows the time
 * and the subtotal, only the server knows the shopper's orders and the uses counted so far.
 */
export interface VoucherFacts {
  now: Date;
  /** The order's subtotal before discount, in paise. */
  subtotalPaise?: number;
  /** The shopper has an earlier order that was not cancelled. */
  hasEarlierOrder?: boolean;
  /**
   * Uses that count (confirmed, or held and not lapsed), not counting this checkout's own;
   * `byShopper` is left out where the shopper is not known (/getcode).
   */
  uses?: { total: number; byShopper?: number };
}

/**
 * The first rule the use breaks, as the message the shopper sees; null when the code applies.
 * Order: the dates, the switch, the minimum order, the total left to pay, first order only, the
 * shopper's uses, all uses.
 */
export function voucherRefusal(voucher: VoucherRuleInput, facts: VoucherFacts): string | null {
  const now = facts.now.getTime();
  if (voucher.validUntil !== undefined && Date.parse(voucher.validUntil) <= now) {
    return CHECKOUT_MESSAGES.voucherExpired;
  }
  if (voucher.validFrom !== undefined && Date.parse(voucher.validFrom) > now) {
    return CHECKOUT_MESSAGES.voucherNotYetActive;
  }
  if (!voucher.isActive) return CHECKOUT_MESSAGES.voucherInactive;
  if (voucher.minOrderValue !== undefined && facts.subtotalPaise !== undefined) {
    const shortfall = toPaise(voucher.minOrderValue) - facts.subtotalPaise;
    if (shortfall > 0) return voucherShortfallMessage(fromPaise(shortfall));
  }
  if (voucher.discountPercentage !== undefined && facts.subtotalPaise !== undefined) {
    const maxDiscountPaise =
      voucher.maxDiscount === undefined ? undefined : toPaise(voucher.maxDiscount);
    const discount = discountInPaise(
      facts.subtotalPaise,
      voucher.discountPercentage,
      maxDiscountPaise,
    );
    // A cart already under ₹1 (a free product) is not the code's doing; one it takes there is.
    if (discount > 0 && facts.subtotalPaise - discount < MIN_ORDER_TOTAL_PAISE) {
      return CHECKOUT_MESSAGES.voucherBelowMinimum;
    }
  }
  if (voucher.firstOrderOnly === true && facts.hasEarlierOrder === true) {
    return CHECKOUT_MESSAGES.voucherFirstOrderOnly;
  }
  if (facts.uses !== undefined) {
    const { perCustomerLimit, usageLimit } = voucher;
    const { byShopper } = facts.uses;
    if (
      perCustomerLimit !== undefined &&
      byShopper !== undefined &&
      byShopper >= perCustomerLimit
    ) {
      return CHECKOUT_MESSAGES.voucherAlreadyUsed;
    }
    if (usageLimit !== undefined && facts.uses.total >= usageLimit) {
      return CHECKOUT_MESSAGES.voucherFullyUsed;
    }
  }
  return null;
}
