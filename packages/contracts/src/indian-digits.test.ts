import { describe, expect, it } from 'vitest';
import { formatIndianNumber, groupIndianDigits } from './indian-digits.js';

describe('groupIndianDigits', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndianDigits('7')).toBe('7');
    expect(groupIndianDigits('999')).toBe('999');
    expect(groupIndianDigits('1000')).toBe('1,000');
    expect(groupIndianDigits('99999')).toBe('99,999');
    expect(groupIndianDigits('100000')).toBe('1,00,000');
    expect(groupIndianDigits('1234567')).toBe('12,34,567');
    expect(groupIndianDigits('123456789')).toBe('12,34,56,789');
  });
});

describe('formatIndianNumber', () => {
  it('keeps up to the given decimals, without trailing zeros', () => {
    expect(formatIndianNumber(24, 1)).toBe('24');
    expect(formatIndianNumber(24.5, 1)).toBe('24.5');
    expect(formatIndianNumber(24.0, 1)).toBe('24');
    expect(formatIndianNumber(2590, 1)).toBe('2,590');
    expect(formatIndianNumber(1234567.89, 1)).toBe('12,34,567.9');
    expect(formatIndianNumber(1234.5678, 3)).toBe('1,234.568');
    expect(formatIndianNumber(0.5, 0)).toBe('1');
  });

  it('rounds half away from zero as the figure is written', () => {
    expect(formatIndianNumber(1.15, 1)).toBe('1.2');
    expect(formatIndianNumber(24.25, 1)).toBe('24.3');
    expect(formatIndianNumber(1.04, 1)).toBe('1');
    expect(formatIndianNumber(99.96, 1)).toBe('100');
    expect(formatIndianNumber(-2.25, 1)).toBe('-2.3');
    // 13858.3 + 0.05 is the double 13858.349999999999: below the half.
    expect(formatIndianNumber(138583 / 10 + 0.05, 1)).toBe('13,858.3');
  });

  it('writes no sign on a figure that rounds to zero, however small', () => {
    expect(formatIndianNumber(-0.04, 1)).toBe('0');
    expect(formatIndianNumber(-0, 1)).toBe('0');
    expect(formatIndianNumber(1e-7, 1)).toBe('0');
  });

  it('agrees with Intl en-IN across a range of figures and precisions', () => {
    for (const digits of [0, 1, 3]) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
      for (let step = 0; step <= 3_000_000; step += 997) {
        const value = step / 10 + 0.05 * (step % 3) + 0.0005 * (step % 7);
        expect(formatIndianNumber(value, digits)).toBe(intl.format(value));
        expect(formatIndianNumber(-value, digits)).toBe(intl.format(-value).replace(/^-0$/, '0'));
      }
    }
  });
});
