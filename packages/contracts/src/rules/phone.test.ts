import { describe, expect, it } from 'vitest';
import {
  PHONE_INPUT_MAX_LENGTH,
  indianMobileSchema,
  normaliseIndianMobile,
  optionalIndianMobileSchema,
} from './phone.js';

describe('normaliseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    // Pasted in the usual formats: separators and prefixes go before the digits are checked.
    ['+91-98765-43210', '9876543210'],
    ['(+91) 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['91 9876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765.43210', '9876543210'],
    ['+91\u00a098765\u00a043210', '9876543210'],
    [' +91 (987) 654-3210 ', '9876543210'],
    // Copied from a phone's contacts or chat app: wrapped in invisible direction marks.
    ['\u202a+91 98765 43210\u202c', '9876543210'],
    ['\u2066+91 98765 43210\u2069', '9876543210'],
    ['+91 98765\u200b43210', '9876543210'],
    // Written by a word processor or a wide-character keyboard.
    ['+91 \u2013 98765 \u2013 43210', '9876543210'],
    [
      '\uff0b\uff19\uff11 \uff19\uff18\uff17\uff16\uff15 \uff14\uff13\uff12\uff11\uff10',
      '9876543210',
    ],
    // Typed on a Hindi, Bengali or Tamil keyboard, in that script's digits.
    ['\u096f\u096e\u096d\u096c\u096b\u096a\u0969\u0968\u0967\u0966', '9876543210'],
    ['+\u09ef\u09e7 \u09ef\u09ee\u09ed\u09ec\u09eb \u09ea\u09e9\u09e8\u09e7\u09e6', '9876543210'],
    ['\u0bef\u0bee\u0bed\u0bec\u0beb\u0bea\u0be9\u0be8\u0be7\u0be6', '9876543210'],
    // A bare number that itself starts with 91 is not mistaken for a prefix.
    ['9123456789', '9123456789'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '5876543210', // mobiles start with 6–9
    '987654321', // 9 digits
    '98765432101', // 11 digits
    '+449876543210', // another country
    '+91987654321',
    '98765x3210',
    '12345',
    '+1 202 555 0100',
    '98765 4321',
    '+91 (0) 98765 43210', // a trunk 0 after the country code
    '٩٨٧٦٥٤٣٢١٠', // non-ASCII digits
  ])('refuses %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('the phone input length', () => {
  it('is 20 characters: a formatted number that long is accepted, a longer one is not', () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(20);
    expect(normaliseIndianMobile('(+91)  98765 - 43210')).toBe('9876543210');
    expect(normaliseIndianMobile('(+91)  98765 -  43210')).toBeNull();
  });
});

describe('phone schemas', () => {
  it.each([
    '+91 98765 43210',
    '+91-98765-43210',
    '(+91) 98765 43210',
    '098765 43210',
    '91 9876543210',
    '9876543210',
  ])('normalise %j to the bare 10 digits', (input) => {
    expect(indianMobileSchema.parse(input)).toBe('9876543210');
    expect(optionalIndianMobileSchema.parse(input)).toBe('9876543210');
  });

  it.each(['12345', '+1 202 555 0100', '98765 4321'])(
    'refuse %j with the phone message',
    (input) => {
      expect(indianMobileSchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Enter a valid 10-digit Indian mobile number',
      );
    },
  );

  it('refuse non-strings, numbers included', () => {
    expect(indianMobileSchema.safeParse(9876543210).success).toBe(false);
    expect(indianMobileSchema.safeParse({ $gt: '' }).success).toBe(false);
  });

  it('let a profile keep no phone, but not a bad one', () => {
    expect(optionalIndianMobileSchema.parse('  ')).toBe('');
    expect(optionalIndianMobileSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(optionalIndianMobileSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
  });
});
