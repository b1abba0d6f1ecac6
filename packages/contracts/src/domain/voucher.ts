import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../messages.js';

export const discountPercentageSchema = z.number().min(0).max(100);

export const voucherSchema = z.object({
  code: z.string(),
  /** False for a code switched off or past its expiry: it applies no discount. */
  isActive: z.boolean(),
  discountPercentage: discountPercentageSchema,
  /** Why an inactive code does not apply, in the shopper's words; absent for an active code. */
  inactiveMessage: z
    .enum([CHECKOUT_MESSAGES.voucherExpired, CHECKOUT_MESSAGES.voucherInactive])
    .optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;
