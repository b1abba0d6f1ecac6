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
 * The cart's totals in integer paise. The discount is the voucher percentage of the subtotal,
 * rounded half-up to the paisa; percentages are honoured to 2 decimals (basis points).
 * Throws RangeError on a negative price, a non-integer or negative quantity, or a percentage
 * outside 0–100: callers validate input with the contracts first, so this is a programming error.
 */
export function computeTotalsInPaise(
  lines: readonly SummaryLine[],
  discountPercentage: number,
): TotalsInPaise {
  if (!Number.isFinite(discountPercentage) || discountPercentage < 0 || discountPercentage > 100) {
    throw new RangeError(`Discount percentage must be 0–100: ${discountPercentage}`);
  }
  let subtotal = 0;
  for (const { price, quantity } of lines) {
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new RangeError(`Quantity must be a non-negative integer: ${quantity}`);
    }
    const unitPaise = toPaise(price);
    if (unitPaise < 0) throw new RangeError(`Price must not be negative: ${price}`);
    subtotal += unitPaise * quantity;
  }
  const basisPoints = Math.round(discountPercentage * BASIS_POINTS_PER_PERCENT);
  const scaled = subtotal * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Cart total out of range');
  const discount = divideRoundHalfUp(scaled, FULL_BASIS_POINTS);
  return { subtotal, discount, total: subtotal - discount };
}

/** The spec's summary, in rupees: tax and store pickup are always 0. */
export function computeSummary(lines: readonly SummaryLine[], discountPercentage: number): Summary {
  const { subtotal, discount, total } = computeTotalsInPaise(lines, discountPercentage);
  return {
    originalPrice: fromPaise(subtotal),
    storePickup: 0,
    discountedAmmount: fromPaise(discount),
    tax: 0,
    finalTotal: fromPaise(total),
  };
}
