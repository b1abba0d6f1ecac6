/**
 * Money crosses the API in rupees (the spec's shapes: a price of 150, totals with 2 decimals)
 * but is computed and stored in integer paise, so sums never drift.
 */

import { groupIndianDigits } from './indian-digits.js';

const PAISE_PER_RUPEE = 100;

/** Rupees to integer paise, rounding half away from zero to the nearest paisa. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not a finite amount: ${rupees}`);
  const paise = Math.sign(rupees) * Math.round(Math.abs(rupees) * PAISE_PER_RUPEE);
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${rupees}`);
  return paise === 0 ? 0 : paise;
}

/** Integer paise to rupees (the nearest double to the exact 2-decimal value). */
export function fromPaise(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a safe integer: ${paise}`);
  return paise / PAISE_PER_RUPEE;
}

/** '₹1,23,456' or '-₹50' for the whole rupees of `rupees`, and the paise left over. */
function rupeesAndPaise(rupees: number): { rupeesText: string; paise: number } {
  const paise = toPaise(rupees);
  const magnitude = Math.abs(paise);
  const sign = paise < 0 ? '-' : '';
  return {
    rupeesText: `${sign}₹${groupIndianDigits(String(Math.floor(magnitude / PAISE_PER_RUPEE)))}`,
    paise: magnitude % PAISE_PER_RUPEE,
  };
}

const withPaise = ({ rupeesText, paise }: ReturnType<typeof rupeesAndPaise>): string =>
  `${rupeesText}.${String(paise).padStart(2, '0')}`;

/**
 * '₹1,23,456.50': Indian digit grouping, always 2 decimals. For totals and summaries. Written out
 * rather than by Intl.NumberFormat, which costs a phone's main thread dearly on first use
 * (indian-digits.ts).
 */
export function formatInr(rupees: number): string {
  return withPaise(rupeesAndPaise(rupees));
}

/**
 * A price on a card or a list line: '₹349' when it is whole rupees, '₹349.50' when it has paise.
 * Totals keep formatInr's 2 decimals.
 */
export function formatPrice(rupees: number): string {
  const amount = rupeesAndPaise(rupees);
  return amount.paise === 0 ? amount.rupeesText : withPaise(amount);
}
