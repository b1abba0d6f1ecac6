import { z } from '../zod.js';
import { CHECKOUT_MESSAGES } from '../messages.js';
import { rupeesSchema } from '../rules/amounts.js';

export const discountPercentageSchema = z
  .number('Must be a number')
  .min(0, 'Must not be negative')
  .max(100, 'Must be at most 100');

const INSTANT = 'Must be a date and time';
const useLimitSchema = z
  .number('Must be a number')
  .int('Must be a whole number')
  .min(1, 'Must be at least 1');

/**
 * A voucher's rules (docs/product.md#vouchers), each optional: a code without any applies to
 * every order, as the spec's codes do. Money in rupees, instants as ISO 8601.
 */
export const voucherTermsSchema = z.object({
  /** The code applies from this instant on. */
  validFrom: z.iso.datetime({ offset: true, message: INSTANT }).optional(),
  /** The code applies until just before this instant. */
  validUntil: z.iso.datetime({ offset: true, message: INSTANT }).optional(),
  /** The subtotal before discount must be at least this. */
  minOrderValue: rupeesSchema.optional(),
  /** The discount is capped at this. */
  maxDiscount: rupeesSchema.optional(),
  /** Uses in total, held and confirmed together. */
  usageLimit: useLimitSchema.optional(),
  /** Uses per shopper; new vouchers get 1, the spec's older codes have none. */
  perCustomerLimit: useLimitSchema.optional(),
  /** Only for a shopper with no earlier order that was not cancelled. */
  firstOrderOnly: z.boolean('Must be yes or no').optional(),
});
export type VoucherTerms = z.infer<typeof voucherTermsSchema>;

export const voucherSchema = z.object({
  code: z.string(),
  /**
   * False for a code switched off, expired, not yet valid or fully used (its usageLimit): it
   * applies no discount.
   */
  isActive: z.boolean(),
  discountPercentage: discountPercentageSchema,
  /** Why an inactive code does not apply, in the shopper's words; absent for an active code. */
  inactiveMessage: z
    .enum([
      CHECKOUT_MESSAGES.voucherExpired,
      CHECKOUT_MESSAGES.voucherNotYetActive,
      CHECKOUT_MESSAGES.voucherInactive,
      CHECKOUT_MESSAGES.voucherFullyUsed,
    ])
    .optional(),
  /** The rules in a line ('Min. order ₹499 · up to ₹100 off · until 30 Nov'); '' for none. */
  rules: z.string(),
  ...voucherTermsSchema.shape,
});
export type Voucher = z.infer<typeof voucherSchema>;
