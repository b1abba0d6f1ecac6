import { describe, expect, it } from 'vitest';
import { fssaiLicenceSchema, gstinCheckCharacter, gstinSchema, isValidGstin } from './gstin.js';

describe('GSTIN', () => {
  it('computes the check character of published GSTINs', () => {
    // Worked by hand for the first: weights 1,2,1,2… over the base-36 values, sum 36·k + 10 → 'V'.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts a valid GSTIN and refuses a changed character anywhere', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('28AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFV0939F1ZV')).toBe(false);
  });

  it('refuses the wrong shape: length, a digit where the PAN has a letter, no Z', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPF10939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1YV')).toBe(false);
  });

  it('normalises case and spaces before checking', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(
      'The GSTIN check character does not match',
    );
  });
});

describe('FSSAI licence', () => {
  it('is 14 digits, the first 1 for a licence or 2 for a registration', () => {
    expect(fssaiLicenceSchema.parse('11521999000456')).toBe('11521999000456');
    expect(fssaiLicenceSchema.safeParse('1152199900045').success).toBe(false);
    expect(fssaiLicenceSchema.safeParse('115219990004567').success).toBe(false);
    expect(fssaiLicenceSchema.safeParse('1152199900045A').success).toBe(false);
    expect(fssaiLicenceSchema.parse('21521999000456')).toBe('21521999000456');
    expect(
      fssaiLicenceSchema.safeParse('00000000000000').error?.issues.map((i) => i.message),
    ).toEqual(['An FSSAI number starts with 1 (licence) or 2 (registration)']);
    expect(fssaiLicenceSchema.safeParse('31521999000456').success).toBe(false);
  });
});
