import { describe, expect, it } from 'vitest';
import {
  indianMobileSchema,
  normaliseIndianMobile,
  numericPhoneSchema,
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
    '٩٨٧٦٥٤٣٢١٠', // non-ASCII digits
  ])('refuses %j', (input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('phone schemas', () => {
  it('normalise what they accept', () => {
    expect(indianMobileSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(numericPhoneSchema.parse(' 919876543210 ')).toBe('9876543210');
  });

  it('refuse non-strings, numbers included', () => {
    expect(indianMobileSchema.safeParse(9876543210).success).toBe(false);
    expect(indianMobileSchema.safeParse({ $gt: '' }).success).toBe(false);
  });

  it('keep the numeric field to digits only', () => {
    expect(numericPhoneSchema.safeParse('+919876543210').success).toBe(false);
    expect(numericPhoneSchema.safeParse('98765 43210').success).toBe(false);
  });

  it('let a profile keep no phone, but not a bad one', () => {
    expect(optionalIndianMobileSchema.parse('  ')).toBe('');
    expect(optionalIndianMobileSchema.parse('+91 98765 43210')).toBe('9876543210');
    expect(optionalIndianMobileSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
  });
});
