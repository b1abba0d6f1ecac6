/**
 * Figures written the Indian way (lakh and crore grouping: 12,34,567.9) without
 * Intl.NumberFormat. A browser's first Intl number format loads its locale data: 60 ms of main
 * thread on this machine and about four times that on a mid-range phone, paid while a page
 * hydrates its prices (docs/benchmarks.md, "Prices without Intl"). Tests hold the output to
 * Intl's en-IN format.
 */

/** '1234567' → '12,34,567': the last three digits, then pairs. */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * `value` (below 10^15) with at most `maxFractionDigits` decimals and no trailing zeros, rounded
 * half away from zero on its shortest decimal form, as Intl does: '1.15' to one decimal is
 * '1.2', although the double 1.15 is 1.1499…. '24.5', '1,200', '12,34,567.9'.
 */
export function formatIndianNumber(value: number, maxFractionDigits: number): string {
  const magnitude = Math.abs(value);
  // Below 1e-6 String() writes an exponent; such a figure rounds to 0 at any precision used here.
  const [wholeText = '0', fractionText = ''] = (magnitude < 1e-6 ? '0' : String(magnitude)).split(
    '.',
  );
  const kept = fractionText.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  const roundsUp = (fractionText[maxFractionDigits] ?? '0') >= '5';
  const scaled = Number(wholeText + kept) + (roundsUp ? 1 : 0);
  const unit = 10 ** maxFractionDigits;
  const whole = groupIndianDigits(String(Math.floor(scaled / unit)));
  const fraction = String(scaled % unit)
    .padStart(maxFractionDigits, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
