import { z } from '../zod.js';
import { editedVersionSchema, savedVersionSchema } from '../rules/edit-version.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { discountPercentageSchema, voucherTermsSchema } from '../domain/voucher.js';
import { newVoucherCodeSchema, voucherCodeSchema } from '../rules/voucherCode.js';
import { dataResponse } from './responses.js';

/**
 * A new voucher's dates fall in this century: a year the shop could never reach is a typing slip.
 * (What is stored already is answered as it is.)
 */
const THIS_CENTURY = 'Must be a date from 2000 to 2099';
const isInThisCentury = (instant: string | undefined) => {
  if (instant === undefined) return true;
  const time = Date.parse(instant);
  return time >= Date.UTC(2000, 0, 1) && time < Date.UTC(2100, 0, 1);
};

/**
 * The most uses a new voucher may count, in total and per shopper. Every checkout with the code
 * reads its uses (apps/api voucher-uses.service), so a limit is a campaign's size, not a number
 * with no end; a bigger campaign has no limit.
 */
export const MAX_VOUCHER_USES = 10_000;
export const MAX_VOUCHER_USES_PER_SHOPPER = 100;
/** A new voucher's uses per shopper when the owner names none. */
const DEFAULT_USES_PER_SHOPPER = 1;

/**
 * A voucher as an owner writes it, in the contract's units (rupees, ISO 8601 instants): the code
 * (normalised as /getcode normalises it), a percentage of at least 1, and the rules. A rule left
 * out is no rule: no dates, no minimum, no cap, no total limit, open to every shopper. The one
 * exception is the limit per shopper: 1 when left out, as every new voucher gets unless the owner
 * says otherwise, and `null` for none.
 */
export const voucherBodySchema = z
  .object({
    code: newVoucherCodeSchema,
    // A code that takes nothing off is no promotion: the console asks for at least 1%.
    discountPercentage: discountPercentageSchema
      .min(1, 'Must be at least 1')
      .multipleOf(0.01, 'At most 2 decimals'),
    ...voucherTermsSchema.shape,
    usageLimit: voucherTermsSchema.shape.usageLimit
      .unwrap()
      .max(MAX_VOUCHER_USES, 'Must be at most 10,000')
      .optional(),
    perCustomerLimit: voucherTermsSchema.shape.perCustomerLimit
      .unwrap()
      .max(MAX_VOUCHER_USES_PER_SHOPPER, 'Must be at most 100')
      .nullable()
      .default(DEFAULT_USES_PER_SHOPPER),
    validFrom: voucherTermsSchema.shape.validFrom.refine(isInThisCentury, THIS_CENTURY),
    validUntil: voucherTermsSchema.shape.validUntil.refine(isInThisCentury, THIS_CENTURY),
  })
  .refine(
    ({ validFrom, validUntil }) =>
      validFrom === undefined ||
      validUntil === undefined ||
      Date.parse(validFrom) < Date.parse(validUntil),
    { path: ['validUntil'], message: 'Must be after the start' },
  )
  // Every order must leave at least ₹1 to pay (checkout refuses a code that would not), so a
  // 100% code without a cap could never apply; with one it is 'free up to ₹X'.
  .refine(
    ({ discountPercentage, maxDiscount }) => discountPercentage < 100 || maxDiscount !== undefined,
    { path: ['maxDiscount'], message: 'A 100% code needs a maximum discount' },
  );
export type VoucherBody = z.infer<typeof voucherBodySchema>;

/**
 * An edit names the voucher's version it was based on (the `version` the console read).
 * safeExtend keeps the rules' cross-field checks above.
 */
export const updateVoucherBodySchema = voucherBodySchema.safeExtend({
  version: editedVersionSchema,
});

export const deactivateVoucherBodySchema = z.object({ code: voucherCodeSchema });

/** A voucher with every rule, as the console lists it. */
export const adminVoucherSchema = z.object({
  code: z.string(),
  discountPercentage: discountPercentageSchema,
  /** The operator's switch: false once deactivated (shoppers hear 'This code is not active'). */
  isActive: z.boolean(),
  ...voucherTermsSchema.shape,
  /** The rules in a line, as the cart shows them ('' for none). */
  rules: z.string(),
  /** Orders placed with the code that were not cancelled: its confirmed uses. */
  uses: z.number().int().min(0),
  /**
   * How many edits the console has saved (0 before the first, or before versions existed). An
   * edit names the version it was based on, so a save over someone else's is refused.
   */
  version: savedVersionSchema,
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

/** Addition: every voucher with its rules and uses, by code (owner). */
export const listVouchers = defineEndpoint({
  method: 'GET',
  path: '/admin/vouchers',
  auth: 'owner',
  origin: 'addition',
  response: dataResponse(z.array(adminVoucherSchema)),
});

/** Addition: a new voucher, active (owner; 409 for a code taken; audited as voucher.created). */
export const createVoucher = defineEndpoint({
  method: 'POST',
  path: '/admin/vouchers',
  auth: 'owner',
  origin: 'addition',
  body: voucherBodySchema,
  response: dataResponse(adminVoucherSchema),
});

/**
 * Addition: a voucher's new rules, all of them (a rule left out is removed); the code names it
 * and does not change (owner; 404 unknown; 409 when someone else saved it since the version
 * sent; audited as voucher.updated with the changed fields).
 */
export const updateVoucher = defineEndpoint({
  method: 'PUT',
  path: '/admin/vouchers',
  auth: 'owner',
  origin: 'addition',
  body: updateVoucherBodySchema,
  response: dataResponse(adminVoucherSchema),
});

/** Addition: switches a voucher off (owner; 404 unknown; voucher.deactivated). */
export const deactivateVoucher = defineEndpoint({
  method: 'POST',
  path: '/admin/vouchers/deactivate',
  auth: 'owner',
  origin: 'addition',
  body: deactivateVoucherBodySchema,
  response: dataResponse(adminVoucherSchema),
});

export const adminVouchersEndpoints = {
  listVouchers,
  createVoucher,
  updateVoucher,
  deactivateVoucher,
} as const satisfies Record<string, EndpointDefinition>;
