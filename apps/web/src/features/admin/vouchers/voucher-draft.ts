import { addDays, indiaDateOf, indiaInstant, type AdminVoucher } from '@gymfuel/contracts';
import { numberFrom } from '../number-field';

/** The voucher form's fields as typed; dates are India days ('2026-11-30'). */
export interface VoucherDraft {
  code: string;
  discountPercentage: string;
  minOrderValue: string;
  maxDiscount: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
}

/** A new voucher starts with one use per shopper, as the shop's new vouchers do. */
export const NEW_VOUCHER_DRAFT: VoucherDraft = {
  code: '',
  discountPercentage: '',
  minOrderValue: '',
  maxDiscount: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  perCustomerLimit: '1',
  firstOrderOnly: false,
};

const textOf = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The first India day the code applies. */
const fromDay = (instant: string) => indiaDateOf(new Date(instant));
/** The last India day the code applies: validUntil is the first instant it does not. */
const untilDay = (instant: string) => indiaDateOf(new Date(Date.parse(instant) - 1));

export function draftOf(voucher: AdminVoucher): VoucherDraft {
  return {
    code: voucher.code,
    discountPercentage: String(voucher.discountPercentage),
    minOrderValue: textOf(voucher.minOrderValue),
    maxDiscount: textOf(voucher.maxDiscount),
    validFrom: voucher.validFrom === undefined ? '' : fromDay(voucher.validFrom),
    validUntil: voucher.validUntil === undefined ? '' : untilDay(voucher.validUntil),
    usageLimit: textOf(voucher.usageLimit),
    perCustomerLimit: textOf(voucher.perCustomerLimit),
    firstOrderOnly: voucher.firstOrderOnly === true,
  };
}

/**
 * The request the draft asks for, for the contracts' voucherBodySchema to check: empty rules
 * are left out. A day runs from India's midnight: 'Valid from' its start, 'Valid until' the
 * midnight after it. A date the owner did not touch keeps the voucher's exact instant.
 */
export function voucherRequestOf(draft: VoucherDraft, editing?: AdminVoucher): unknown {
  const validFrom =
    editing?.validFrom !== undefined && draft.validFrom === fromDay(editing.validFrom)
      ? editing.validFrom
      : draft.validFrom && indiaInstant(draft.validFrom, '00:00').toISOString();
  const validUntil =
    editing?.validUntil !== undefined && draft.validUntil === untilDay(editing.validUntil)
      ? editing.validUntil
      : draft.validUntil && indiaInstant(addDays(draft.validUntil, 1), '00:00').toISOString();
  const request = {
    code: draft.code,
    discountPercentage: numberFrom(draft.discountPercentage),
    minOrderValue: numberFrom(draft.minOrderValue),
    maxDiscount: numberFrom(draft.maxDiscount),
    validFrom: validFrom || undefined,
    validUntil: validUntil || undefined,
    usageLimit: numberFrom(draft.usageLimit),
    // Left out, the contract gives a new voucher 1 per shopper: empty here means none.
    perCustomerLimit: numberFrom(draft.perCustomerLimit) ?? null,
    firstOrderOnly: draft.firstOrderOnly || undefined,
  };
  return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
}
