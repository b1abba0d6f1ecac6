/**
 * GST on the shop's GST-inclusive prices (docs/product.md#tax-invoices): restaurant service, SAC
 * 996331, 5% = CGST 2.5% + SGST 2.5%. The paid total never changes; an invoice only shows how it
 * splits. Everything here is integer paise.
 */
export const SAC_RESTAURANT_SERVICE = '996331';
export const CGST_RATE_PERCENT = 2.5;
export const SGST_RATE_PERCENT = 2.5;

/** One invoice line before tax: the unit price and how many. */
export interface GstLineInput {
  unitPaise: number;
  quantity: number;
}

/** Paise of one line or of the whole invoice: taxable + cgst + sgst = total, exactly. */
export interface GstAmounts {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

export interface GstLine extends GstAmounts {
  /** Unit price × quantity, before the discount. */
  grossPaise: number;
  /** This line's share of the order's discount. */
  discountPaise: number;
}

export interface GstSplit {
  lines: GstLine[];
  totals: GstAmounts;
}

function requireWholePaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of paise: ${value}`);
  }
}

/**
 * Shares `discountPaise` across lines in proportion to their amounts, by largest remainder: each
 * line gets the whole paise of its exact share, and the paise left over go one each to the lines
 * whose shares lost most to that rounding (the earlier line on a tie). The shares add up to the
 * discount exactly, and none exceeds its line.
 */
export function shareDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  requireWholePaise(discountPaise, 'The discount');
  amountsPaise.forEach((amount) => requireWholePaise(amount, 'A line amount'));
  const whole = amountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise > whole) {
    throw new RangeError(`A discount of ${discountPaise} paise exceeds the ${whole} paise ordered`);
  }
  if (discountPaise === 0) return amountsPaise.map(() => 0);
  const exact = amountsPaise.map((amount) => amount * discountPaise);
  if (!exact.every(Number.isSafeInteger)) throw new RangeError('Order out of range');
  const shares = exact.map((scaled) => Math.floor(scaled / whole));
  const byRemainder = exact
    .map((scaled, index) => ({ index, remainder: scaled % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = discountPaise - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The tax inside a GST-inclusive amount: taxable = total ÷ 1.05 to the nearest paisa (total × 20
 * is a whole number and 21 is odd, so the quotient is never exactly half-way and Math.round is
 * exact); the rest is tax, split in two, the odd paisa to CGST. taxable + CGST + SGST = total.
 */
export function splitInclusiveGst(totalPaise: number): GstAmounts {
  requireWholePaise(totalPaise, 'A total');
  const taxablePaise = Math.round((totalPaise * 20) / 21);
  const taxPaise = totalPaise - taxablePaise;
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, totalPaise };
}

/**
 * An order's lines as an invoice shows them: each line's discount share, then its GST split.
 * The totals are the sums of the lines, so they add up across as well as down, and their total is
 * what was paid (the lines' amounts less the discount).
 */
export function splitOrderGst(lines: readonly GstLineInput[], discountPaise: number): GstSplit {
  const grosses = lines.map(({ unitPaise, quantity }) => {
    requireWholePaise(unitPaise, 'A unit price');
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      throw new RangeError(`A quantity must be a positive whole number: ${quantity}`);
    }
    return unitPaise * quantity;
  });
  const discounts = shareDiscount(grosses, discountPaise);
  const taxed = grosses.map((grossPaise, index) => {
    const discount = discounts[index] ?? 0;
    return { grossPaise, discountPaise: discount, ...splitInclusiveGst(grossPaise - discount) };
  });
  const sum = (pick: (line: GstLine) => number) =>
    taxed.reduce((total, line) => total + pick(line), 0);
  return {
    lines: taxed,
    totals: {
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      totalPaise: sum((line) => line.totalPaise),
    },
  };
}
