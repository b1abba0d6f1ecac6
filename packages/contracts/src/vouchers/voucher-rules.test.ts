import { describe, expect, it } from 'vitest';
import { isVoucherRefusal, voucherShortfallMessage } from '../messages.js';
import { voucherRefusal, type VoucherRuleInput } from './voucher-rules.js';

/** Monday 30 Nov 2026, 12:00 in India. */
const NOW = new Date('2026-11-30T06:30:00Z');
const plain: VoucherRuleInput = { isActive: true };

describe('voucherRefusal, one rule at a time', () => {
  it('lets a code without rules through whatever the facts', () => {
    expect(
      voucherRefusal(plain, {
        now: NOW,
        subtotalPaise: 1,
        hasEarlierOrder: true,
        uses: { total: 10_000, byShopper: 50 },
      }),
    ).toBeNull();
  });

  it('refuses from the validUntil instant on, not a millisecond before', () => {
    const voucher = { ...plain, validUntil: '2026-11-30T12:00:00+05:30' };
    expect(voucherRefusal(voucher, { now: new Date('2026-11-30T06:29:59.999Z') })).toBeNull();
    expect(voucherRefusal(voucher, { now: NOW })).toBe('This code has expired');
  });

  it('refuses before the validFrom instant and applies from it', () => {
    const voucher = { ...plain, validFrom: '2026-11-30T12:00:00.001+05:30' };
    expect(voucherRefusal(voucher, { now: NOW })).toBe('This code is not active yet');
    expect(voucherRefusal(voucher, { now: new Date('2026-11-30T06:30:00.001Z') })).toBeNull();
  });

  it('refuses a code switched off', () => {
    expect(voucherRefusal({ isActive: false }, { now: NOW })).toBe('This code is not active');
  });

  it('asks for the missing amount below the minimum order, in rupees', () => {
    const voucher = { ...plain, minOrderValue: 499 };
    // ₹449.00 is ₹50 short of ₹499.
    expect(voucherRefusal(voucher, { now: NOW, subtotalPaise: 44_900 })).toBe(
      'Add ₹50 more to use this code',
    );
    // ₹498.50 is 50 paise short.
    expect(voucherRefusal(voucher, { now: NOW, subtotalPaise: 49_850 })).toBe(
      'Add ₹0.50 more to use this code',
    );
    // ₹1,00,000 minimum on an empty cart: Indian grouping.
    expect(
      voucherRefusal({ ...plain, minOrderValue: 100_000 }, { now: NOW, subtotalPaise: 0 }),
    ).toBe('Add ₹1,00,000 more to use this code');
    expect(voucherRefusal(voucher, { now: NOW, subtotalPaise: 49_900 })).toBeNull();
    // Without a subtotal (a look-up from /getcode) the minimum is not checked.
    expect(voucherRefusal(voucher, { now: NOW })).toBeNull();
  });

  it('refuses a discount that would leave less than ₹1 to pay', () => {
    const below = 'This code would bring your total below ₹1';
    // 99% of ₹100.00 is ₹99.00: ₹1.00 is left, the least allowed.
    expect(
      voucherRefusal({ ...plain, discountPercentage: 99 }, { now: NOW, subtotalPaise: 10_000 }),
    ).toBeNull();
    // 99.01% of ₹100.00 is ₹99.01: ₹0.99 would be left.
    expect(
      voucherRefusal({ ...plain, discountPercentage: 99.01 }, { now: NOW, subtotalPaise: 10_000 }),
    ).toBe(below);
    // 99.8% of ₹428.00 is ₹427.144, rounded to ₹427.14: ₹0.86 would be left.
    expect(
      voucherRefusal({ ...plain, discountPercentage: 99.8 }, { now: NOW, subtotalPaise: 42_800 }),
    ).toBe(below);
    // 100%, capped at ₹446.00 on ₹447.00, leaves ₹1.00; capped at ₹446.01, ₹0.99.
    const free = { ...plain, discountPercentage: 100 };
    expect(
      voucherRefusal({ ...free, maxDiscount: 446 }, { now: NOW, subtotalPaise: 44_700 }),
    ).toBeNull();
    expect(
      voucherRefusal({ ...free, maxDiscount: 446.01 }, { now: NOW, subtotalPaise: 44_700 }),
    ).toBe(below);
    // A code that takes nothing off a ₹0.50 cart did not bring it under ₹1.
    expect(
      voucherRefusal({ ...plain, discountPercentage: 0 }, { now: NOW, subtotalPaise: 50 }),
    ).toBeNull();
    // Without the subtotal (a look-up from /getcode) it is not checked.
    expect(voucherRefusal(free, { now: NOW })).toBeNull();
  });

  it('keeps a first-order code for shoppers without an earlier order', () => {
    const voucher = { ...plain, firstOrderOnly: true };
    expect(voucherRefusal(voucher, { now: NOW, hasEarlierOrder: true })).toBe(
      'This code is for your first order only',
    );
    expect(voucherRefusal(voucher, { now: NOW, hasEarlierOrder: false })).toBeNull();
    expect(voucherRefusal(voucher, { now: NOW })).toBeNull();
  });

  it('refuses a shopper who used it as often as it allows', () => {
    const voucher = { ...plain, perCustomerLimit: 2 };
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 7, byShopper: 1 } })).toBeNull();
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 7, byShopper: 2 } })).toBe(
      'You have already used this code',
    );
  });

  it('refuses every use past the usage limit', () => {
    const voucher = { ...plain, usageLimit: 10 };
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 9, byShopper: 0 } })).toBeNull();
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 10, byShopper: 0 } })).toBe(
      'This code has been fully used',
    );
  });

  it('counts only the total when the shopper is not known (/getcode)', () => {
    const voucher = { ...plain, usageLimit: 10, perCustomerLimit: 1 };
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 9 } })).toBeNull();
    expect(voucherRefusal(voucher, { now: NOW, uses: { total: 10 } })).toBe(
      'This code has been fully used',
    );
  });
});

describe('voucherRefusal, rules combined', () => {
  const everything: VoucherRuleInput = {
    isActive: true,
    validFrom: '2026-11-01T00:00:00+05:30',
    validUntil: '2026-12-01T00:00:00+05:30',
    minOrderValue: 499,
    maxDiscount: 100,
    usageLimit: 5,
    perCustomerLimit: 1,
    firstOrderOnly: true,
  };
  const fine = {
    now: NOW,
    subtotalPaise: 50_000,
    hasEarlierOrder: false,
    uses: { total: 4, byShopper: 0 },
  };

  it('applies when every rule holds', () => {
    expect(voucherRefusal(everything, fine)).toBeNull();
  });

  it('names the dates first, then the switch, the amounts, the first order and the uses', () => {
    const allWrong = {
      now: new Date('2026-12-02T00:00:00Z'),
      subtotalPaise: 100,
      hasEarlierOrder: true,
      uses: { total: 5, byShopper: 1 },
    };
    expect(voucherRefusal({ ...everything, isActive: false }, allWrong)).toBe(
      'This code has expired',
    );
    const early = { ...allWrong, now: new Date('2026-10-01T00:00:00Z') };
    expect(voucherRefusal({ ...everything, isActive: false }, early)).toBe(
      'This code is not active yet',
    );
    expect(voucherRefusal({ ...everything, isActive: false }, { ...allWrong, now: NOW })).toBe(
      'This code is not active',
    );
    expect(voucherRefusal(everything, { ...allWrong, now: NOW })).toBe(
      'Add ₹498 more to use this code',
    );
    // 100% capped at ₹100 on ₹100.50 leaves ₹0.50.
    expect(
      voucherRefusal(
        { ...everything, minOrderValue: 100, discountPercentage: 100 },
        { ...allWrong, now: NOW, subtotalPaise: 10_050 },
      ),
    ).toBe('This code would bring your total below ₹1');
    expect(voucherRefusal(everything, { ...allWrong, now: NOW, subtotalPaise: 49_900 })).toBe(
      'This code is for your first order only',
    );
    expect(voucherRefusal(everything, { ...fine, uses: { total: 5, byShopper: 1 } })).toBe(
      'You have already used this code',
    );
    expect(voucherRefusal(everything, { ...fine, uses: { total: 5, byShopper: 0 } })).toBe(
      'This code has been fully used',
    );
  });
});

describe('voucher refusal messages', () => {
  it('writes the shortfall with formatPrice', () => {
    expect(voucherShortfallMessage(50)).toBe('Add ₹50 more to use this code');
    expect(voucherShortfallMessage(1234.5)).toBe('Add ₹1,234.50 more to use this code');
  });

  it('tells voucher refusals from other checkout refusals', () => {
    for (const message of [
      'Invalid code',
      'This code has expired',
      'This code is not active yet',
      'This code is not active',
      'Add ₹1,234.50 more to use this code',
      'This code has been fully used',
      'You have already used this code',
      'This code is for your first order only',
      'This code would bring your total below ₹1',
    ]) {
      expect(isVoucherRefusal(message)).toBe(true);
    }
    expect(isVoucherRefusal('Your cart has changed. Please review it before paying.')).toBe(false);
    expect(isVoucherRefusal('This delivery slot is full. Please pick another.')).toBe(false);
  });
});
