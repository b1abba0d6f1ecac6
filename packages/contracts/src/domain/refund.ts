import { z } from '../zod.js';
import { formatInr } from '../money.js';
import { rupeesSchema } from '../rules/amounts.js';

/**
 * A refund moves only forward: 'pending' until the provider says 'processed' or 'failed', and a
 * late or replayed webhook never changes a final status. Only an operator's retry (the console's
 * Refunds) takes a 'failed' refund back to 'pending'.
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Addition beyond the spec: the refund of a cancelled order paid online, amount in rupees. */
export const refundSchema = z.object({
  /** Ours, one per order; also the refund's receipt at Razorpay, so operators can find it there. */
  id: z.string().min(1),
  amount: rupeesSchema,
  status: refundStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof refundSchema>;

const REFUND_OUTCOMES: Record<RefundStatus, string> = {
  pending: 'initiated',
  processed: 'processed',
  failed: 'failed — we will contact you',
};

/**
 * 'Refund of ₹378.00 initiated', '… processed' or '… failed — we will contact you': the words the
 * track page, the Orders view and the refund e-mails share. The amount is written like the
 * order's totals (formatInr).
 */
export function describeRefund({ amount, status }: Pick<Refund, 'amount' | 'status'>): string {
  return `Refund of ${formatInr(amount)} ${REFUND_OUTCOMES[status]}`;
}
