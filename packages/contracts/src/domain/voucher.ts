import { z } from 'zod';

export const discountPercentageSchema = z.number().min(0).max(100);

export const voucherSchema = z.object({
  code: z.string(),
  isActive: z.boolean(),
  discountPercentage: discountPercentageSchema,
});
export type Voucher = z.infer<typeof voucherSchema>;
