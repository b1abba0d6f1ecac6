import { afterEach, describe, expect, it } from 'vitest';
import { voucherRulesText } from './voucher-rules-text.js';

/** Monday 30 Nov 2026, 12:00 in India. */
const NOW = new Date('2026-11-30T06:30:00Z');

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('voucherRulesText', () => {
  it('writes the issue example: minimum, cap and last day, joined by dots', () => {
    expect(
      voucherRulesText(
        { minOrderValue: 499, maxDiscount: 100, validUntil: '2026-12-01T00:00:00+05:30' },
        NOW,
      ),
    ).toBe('Min. order ₹499 · up to ₹100 off · until 30 Nov');
  });

  it('is empty for a code without rules, and ignores the limits it cannot promise', () => {
    expect(voucherRulesText({}, NOW)).toBe('');
    expect(voucherRulesText({ usageLimit: 5, perCustomerLimit: 1 }, NOW)).toBe('');
  });

  it('starts with a capital whatever comes first, and shows paise and Indian grouping', () => {
    expect(voucherRulesText({ maxDiscount: 150, firstOrderOnly: true }, NOW)).toBe(
      'Up to ₹150 off · first order only',
    );
    expect(voucherRulesText({ minOrderValue: 149_999.5 }, NOW)).toBe('Min. order ₹1,49,999.50');
  });

  it('names India days, whatever the server zone, with the year only when it is not this one', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      // 18:30 UTC on 14 Dec is already 15 Dec in India; the code ends at 23:59:59.999 on 5 Jan.
      expect(
        voucherRulesText(
          { validFrom: '2026-12-14T18:30:00Z', validUntil: '2027-01-05T18:30:00Z' },
          NOW,
        ),
      ).toBe('From 15 Dec · until 5 Jan 2027');
    }
  });
});
