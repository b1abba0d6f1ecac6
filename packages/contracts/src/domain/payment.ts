import { z } from '../zod.js';
import { paiseSchema } from '../rules/amounts.js';

export const PAYMENT_PROVIDERS = ['razorpay', 'simulated'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** The provider order the web opens checkout with. `amount` is integer paise, as Razorpay uses. */
export const paymentOrderSchema = z.object({
  id: z.string().min(1),
  amount: paiseSchema,
  currency: z.literal('INR'),
  provider: paymentProviderSchema,
  /** The public Razorpay key for Checkout.js; absent in simulated mode. */
  keyId: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
