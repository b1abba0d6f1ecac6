import { describe, expect, it } from 'vitest';
import {
  adminVoucherSchema,
  updateVoucherBodySchema,
  voucherBodySchema,
} from './admin-vouchers.js';

const body = { code: 'YEAREND12', discountPercentage: 12 };
const messagesAt = (value: unknown, field: string) =>
  voucherBodySchema
    .safeParse(value)
    .error?.issues.filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);

describe('a voucher as an owner writes it', () => {
  it('takes dates in this century, with their offset', () => {
    expect(
      voucherBodySchema.parse({
        ...body,
        validFrom: '2026-12-01T00:00:00+05:30',
        validUntil: '2099-12-31T18:29:59Z',
      }),
    ).toMatchObject({ validFrom: '2026-12-01T00:00:00+05:30', validUntil: '2099-12-31T18:29:59Z' });
  });

  it.each(['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2100-01-01T00:00:00Z'])(
    'refuses %s, naming the field',
    (instant) => {
      expect(messagesAt({ ...body, validUntil: instant }, 'validUntil')).toEqual([
        'Must be a date from 2000 to 2099',
      ]);
      expect(messagesAt({ ...body, validFrom: instant }, 'validFrom')).toEqual([
        'Must be a date from 2000 to 2099',
      ]);
    },
  );

  it('limits each shopper to 1 use unless it says otherwise, or none with null', () => {
    expect(voucherBodySchema.parse(body).perCustomerLimit).toBe(1);
    expect(voucherBodySchema.parse({ ...body, perCustomerLimit: null }).perCustomerLimit).toBe(
      null,
    );
    expect(voucherBodySchema.parse({ ...body, perCustomerLimit: 3 }).perCustomerLimit).toBe(3);
    expect(messagesAt({ ...body, perCustomerLimit: 0 }, 'perCustomerLimit')).toEqual([
      'Must be at least 1',
    ]);
  });

  it('takes a percentage with at most 2 decimals', () => {
    expect(voucherBodySchema.parse({ ...body, discountPercentage: 33.33 })).toMatchObject({
      discountPercentage: 33.33,
    });
    for (const discountPercentage of [10.005, 99.999, 1.0000001]) {
      expect(messagesAt({ ...body, discountPercentage }, 'discountPercentage')).toEqual([
        'At most 2 decimals',
      ]);
    }
  });

  it('takes 100% only with a maximum discount: without one no order could be paid', () => {
    expect(messagesAt({ ...body, discountPercentage: 100 }, 'maxDiscount')).toEqual([
      'A 100% code needs a maximum discount',
    ]);
    expect(
      voucherBodySchema.parse({ ...body, discountPercentage: 100, maxDiscount: 250 }),
    ).toMatchObject({ discountPercentage: 100, maxDiscount: 250 });
    expect(voucherBodySchema.parse({ ...body, discountPercentage: 99.99 })).toMatchObject({
      discountPercentage: 99.99,
    });
  });

  it('still reads a stored voucher whatever its dates', () => {
    const stored = {
      code: 'YEAREND12',
      discountPercentage: 12,
      isActive: true,
      validUntil: '2999-12-31T00:00:00.000Z',
      rules: '',
      uses: 0,
    };
    expect(adminVoucherSchema.safeParse(stored).success).toBe(true);
  });

  it('reads a voucher listed before versions existed as version 0', () => {
    expect(
      adminVoucherSchema.parse({
        code: 'FIT10',
        discountPercentage: 10,
        isActive: true,
        rules: '',
        uses: 0,
      }).version,
    ).toBe(0);
  });
});

describe('an edit of a voucher', () => {
  it('names the version it was based on, and keeps the rules’ checks across fields', () => {
    expect(updateVoucherBodySchema.parse({ ...body, version: 4 })).toEqual({
      ...body,
      perCustomerLimit: 1,
      version: 4,
    });
    // Left out by a client that keeps no versions; anything but a whole number from 0 is refused.
    expect(updateVoucherBodySchema.parse(body).version).toBeUndefined();
    for (const version of [-1, 0.5, '4']) {
      expect(
        updateVoucherBodySchema
          .safeParse({ ...body, version })
          .error?.issues.map(({ path, message }) => [path.join('.'), message]),
      ).toEqual([['version', 'Must be the version you edited']]);
    }
    const issues = updateVoucherBodySchema.safeParse({
      ...body,
      version: 4,
      discountPercentage: 100,
      validFrom: '2026-12-31T18:30:00.000Z',
      validUntil: '2026-11-30T18:30:00.000Z',
    }).error?.issues;
    expect(issues?.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['validUntil', 'Must be after the start'],
      ['maxDiscount', 'A 100% code needs a maximum discount'],
    ]);
  });
});
