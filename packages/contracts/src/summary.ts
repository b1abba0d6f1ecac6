import { toPaise, fromPaise } from './money.js';
import type { Summary } from './domain/summary.js';

export interface SummaryLine {
  /** Unit price in rupees. */
  price: number;
  quantity: number;
}

export interface TotalsInPaise {
  subtotal: number;
  discount: number;
  total: number;
}

const BASIS_POINTS_PER_PERCENT = 100;
const FULL_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT;

/** a / b rounded half-up, exactly, for non-negative safe integers. */
function divideRoundHalfUp(dividend: number, divisor: number): number {
  const quotient = (dividend - (dividend % divisor)) / divisor;
  return 2 * (dividend % divisor) >= divisor ? quotient + 1 : quotient;
}

/**
 * A voucher's discount on `subtotalPaise`, in paise: the percentage of it, rounded half-up to
 * the paisa; percentages are honoured to 2 decimals (basis points). The voucher's cap
 * (`maxDiscountPaise`, its maxDiscount) then limits it. Throws RangeError on a percentage
 * outside 0–100 or a cap that is not whole non-negative paise.
 */
export function discountInPaise(
  subtotalPaise: number,
  discountPercentage: number,
  maxDiscountPaise?: number,
): number {
  if (!Number.isFinite(discountPercentage) || discountPercentage < 0 || discountPercentage > 100) {
    throw new RangeError(`Discount percentage must be 0–100: ${discountPercentage}`);
  }
  if (
    maxDiscountPaise !== undefined &&
    !(Number.isSafeInteger(maxDiscountPaise) && maxDiscountPaise >= 0)
  ) {
    throw new RangeError(`The discount cap must be whole paise: ${maxDiscountPaise}`);
  }
  const basisPoints = Math.round(discountPercentage * BASIS_POINTS_PER_PERCENT);
  const scaled = subtotalPaise * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Cart total out of range');
  const uncapped = divideRoundHalfUp(scaled, FULL_BASIS_POINTS);
  return maxDiscountPaise === undefined ? uncapped : Math.min(uncapped, maxDiscountPaise);
}

/**
 * The cart's totals in integer paise, the discount as discountInPaise gives it on the subtotal.
 * Throws RangeError on a negative price, a non-integer or negative quantity, and as
 * discountInPaise does: callers validate input with the contracts first, so this is a
 * programming error.
 */
export function computeTotalsInPaise(
  lines: readonly SummaryLine[],
  discountPercentage: number,
  maxDiscountPaise?: number,
): TotalsInPaise {
  let subtotal = 0;
  for (const { price, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new RangeError(`Quantity must be a non-negative integer: ${quantity}`);
    }
    const unitPaise = toPaise(price);
    if (unitPaise < 0) throw new RangeError(`Price must not be negative: ${price}`);
    subtotal += unitPaise * quantity;
  }
  const discount = discountInPaise(subtotal, discountPercentage, maxDiscountPaise);
  return { subtotal, discount, total: subtotal - discount };
}

/** The spec's summary, in rupees: tax and store pickup are always 0. */
export function computeSummary(
  lines: readonly SummaryLine[],
  discountPercentage: number,
  maxDiscountPaise?: number,
): Summary {
  const { subtotal, discount, total } = computeTotalsInPaise(
    lines,
    discountPercentage,
    maxDiscountPaise,
  );
  return {
    originalPrice: fromPaise(subtotal),
    storePickup: 0,
    discountedAmmount: fromPaise(discount),
    tax: 0,
    finalTotal: fromPaise(total),
  };
}
