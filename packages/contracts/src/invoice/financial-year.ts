import { indiaDateOf } from '../delivery/shop-time.js';

/** April, the month India's financial year starts in. */
const FIRST_MONTH = 4;

/**
 * The Indian financial year (1 April to 31 March, India time) of an instant, as invoice numbers
 * write it: '26-27' for 1 April 2026 to 31 March 2027.
 */
export function financialYearOf(instant: Date): string {
  const [year = 0, month = 0] = indiaDateOf(instant).split('-').map(Number);
  const startYear = month >= FIRST_MONTH ? year : year - 1;
  const twoDigits = (y: number) => String(y % 100).padStart(2, '0');
  return `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`;
}
