import { describe, expect, it } from 'vitest';
import { shareDiscount, splitInclusiveGst, splitOrderGst } from './gst.js';

describe('splitInclusiveGst', () => {
  it.each([
    // total, taxable (total ÷ 1.05 to the paisa), CGST, SGST
    [15000, 14286, 357, 357],
    [10000, 9524, 238, 238],
    [34900, 33238, 831, 831],
    [12345, 11757, 294, 294],
    [4410, 4200, 105, 105],
    [100, 95, 3, 2],
    [21, 20, 1, 0],
    [1, 1, 0, 0],
    [0, 0, 0, 0],
  ])('splits %i paise into %i + %i + %i', (total, taxable, cgst, sgst) => {
    expect(splitInclusiveGst(total)).toEqual({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      totalPaise: total,
    });
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => splitInclusiveGst(10.5)).toThrow(RangeError);
    expect(() => splitInclusiveGst(-100)).toThrow(RangeError);
  });
});

describe('shareDiscount', () => {
  it('shares in proportion when the shares are whole paise', () => {
    expect(shareDiscount([15000, 30000, 4900], 4990)).toEqual([1500, 3000, 490]);
  });

  it('gives the paise left by rounding to the largest remainders, the earlier line on a tie', () => {
    expect(shareDiscount([10000, 10000, 10000], 100)).toEqual([34, 33, 33]);
    expect(shareDiscount([100, 200], 1)).toEqual([0, 1]);
    expect(shareDiscount([199, 100, 1], 3)).toEqual([2, 1, 0]);
  });

  it('shares a full discount as each line whole, and no discount as zeros', () => {
    expect(shareDiscount([500, 700], 1200)).toEqual([500, 700]);
    expect(shareDiscount([500, 700], 0)).toEqual([0, 0]);
  });

  it('refuses a discount larger than the order', () => {
    expect(() => shareDiscount([500], 501)).toThrow(RangeError);
  });
});

describe('splitOrderGst', () => {
  it('shares the discount, then splits each line; totals are the sums and equal what was paid', () => {
    // ₹150 × 1, ₹150 × 2, ₹49 × 1 = ₹499, less 10% (₹49.90) = ₹449.10 paid.
    const split = splitOrderGst(
      [
        { unitPaise: 15000, quantity: 1 },
        { unitPaise: 15000, quantity: 2 },
        { unitPaise: 4900, quantity: 1 },
      ],
      4990,
    );
    expect(split.lines).toEqual([
      {
        grossPaise: 15000,
        discountPaise: 1500,
        taxablePaise: 12857,
        cgstPaise: 322,
        sgstPaise: 321,
        totalPaise: 13500,
      },
      {
        grossPaise: 30000,
        discountPaise: 3000,
        taxablePaise: 25714,
        cgstPaise: 643,
        sgstPaise: 643,
        totalPaise: 27000,
      },
      {
        grossPaise: 4900,
        discountPaise: 490,
        taxablePaise: 4200,
        cgstPaise: 105,
        sgstPaise: 105,
        totalPaise: 4410,
      },
    ]);
    expect(split.totals).toEqual({
      taxablePaise: 42771,
      cgstPaise: 1070,
      sgstPaise: 1069,
      totalPaise: 44910,
    });
  });
});

/** mulberry32: a small seeded generator, so a failure can be replayed exactly. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitOrderGst over 5,000 random orders', () => {
  it('adds up exactly on every line and overall', () => {
    const random = seededRandom(20261125);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const failures: string[] = [];
    for (let order = 0; order < 5000; order += 1) {
      const lines = Array.from({ length: between(1, 8) }, () => ({
        // Whole rupees mostly, some with paise, from ₹0.01 to ₹5,000.
        unitPaise: random() < 0.7 ? between(1, 5000) * 100 : between(1, 500_000),
        quantity: between(1, 10),
      }));
      const ordered = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
      const discount = random() < 0.3 ? 0 : between(0, ordered);
      const { lines: taxed, totals } = splitOrderGst(lines, discount);
      const sum = (pick: (line: (typeof taxed)[number]) => number) =>
        taxed.reduce((total, line) => total + pick(line), 0);

      const broken = [
        sum((line) => line.discountPaise) !== discount &&
          'the shares do not add up to the discount',
        totals.totalPaise !== ordered - discount && 'the total is not what was paid',
        totals.taxablePaise + totals.cgstPaise + totals.sgstPaise !== totals.totalPaise &&
          'the totals do not add up',
        totals.taxablePaise !== sum((line) => line.taxablePaise) && 'taxable is not the lines’ sum',
        totals.cgstPaise !== sum((line) => line.cgstPaise) && 'CGST is not the lines’ sum',
        totals.sgstPaise !== sum((line) => line.sgstPaise) && 'SGST is not the lines’ sum',
        ...taxed.flatMap((line, index) => {
          const gross = (lines[index]?.unitPaise ?? 0) * (lines[index]?.quantity ?? 0);
          return [
            line.grossPaise !== gross && `line ${index}: wrong amount`,
            (line.discountPaise < 0 || line.discountPaise > gross) &&
              `line ${index}: share outside the line`,
            // Never a paisa or more from the exact proportional share.
            Math.abs(line.discountPaise * ordered - gross * discount) >= ordered &&
              `line ${index}: share not proportional`,
            line.totalPaise !== gross - line.discountPaise && `line ${index}: wrong total`,
            line.taxablePaise + line.cgstPaise + line.sgstPaise !== line.totalPaise &&
              `line ${index}: does not add up`,
            // taxable is total ÷ 1.05 to the nearest paisa: |21·taxable − 20·total| ≤ 10.
            Math.abs(21 * line.taxablePaise - 20 * line.totalPaise) > 10 &&
              `line ${index}: taxable is not total ÷ 1.05`,
            ![0, 1].includes(line.cgstPaise - line.sgstPaise) &&
              `line ${index}: CGST and SGST differ by more than the odd paisa`,
          ];
        }),
      ].filter((problem): problem is string => problem !== false);
      if (broken.length > 0) failures.push(`${JSON.stringify({ lines, discount })}: ${broken}`);
    }
    expect(failures).toEqual([]);
  });
});
