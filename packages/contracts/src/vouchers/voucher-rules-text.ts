import { indiaDateOf } from '../delivery/shop-time.js';
import type { VoucherTerms } from '../domain/voucher.js';
import { formatPrice } from '../money.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '30 Nov' on India's calendar, with the year when it is not the current one ('5 Jan 2027'). */
function indiaDay(instant: Date, now: Date): string {
  const [year, month, day] = indiaDateOf(instant).split('-');
  const sameYear = year === indiaDateOf(now).slice(0, 4);
  return `${Number(day)} ${MONTHS[Number(month) - 1]}${sameYear ? '' : ` ${year}`}`;
}

/**
 * A voucher's rules in one short line, as the cart shows them under an applied code:
 * 'Min. order ₹499 · up to ₹100 off · until 30 Nov'. '' when the code has no rules. Dates are
 * India's; 'until' names the last day the code still applies (validUntil is the first instant it
 * does not, so a code valid until midnight reads 'until' the day before it).
 */
export function voucherRulesText(terms: VoucherTerms, now: Date): string {
  const parts: string[] = [];
  if (terms.minOrderValue !== undefined)
    parts.push(`Min. order ${formatPrice(terms.minOrderValue)}`);
  if (terms.maxDiscount !== undefined) parts.push(`up to ${formatPrice(terms.maxDiscount)} off`);
  if (terms.firstOrderOnly === true) parts.push('first order only');
  if (terms.validFrom !== undefined) parts.push(`from ${indiaDay(new Date(terms.validFrom), now)}`);
  if (terms.validUntil !== undefined) {
    const lastInstant = new Date(Date.parse(terms.validUntil) - 1);
    parts.push(`until ${indiaDay(lastInstant, now)}`);
  }
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
