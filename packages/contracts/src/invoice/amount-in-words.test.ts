import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [123450, 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'],
    [15000, 'Rupees One Hundred Fifty Only'],
    [44910, 'Rupees Four Hundred Forty-Nine and Ten Paise Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [0, 'Rupees Zero Only'],
    [1_100_000, 'Rupees Eleven Thousand Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      12_345_678_901,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and One Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [2_000_050_099, 'Rupees Two Crore Five Hundred and Ninety-Nine Paise Only'],
    [9_999_999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
  ])('%i paise reads %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
