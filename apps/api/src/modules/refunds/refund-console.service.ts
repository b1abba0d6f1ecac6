import type { AdminRefund } from '@gymfuel/contracts';
import type { AuditLog } from '../audit/audit-log.js';
import type { OrderRecord } from '../orders/orders.model.js';
import { toAdminRefund } from './refund-schema.js';
import type { RefundService } from './refunds.service.js';

type Actor = Parameters<AuditLog['record']>[0];

/** The console's 'Refunds' screen: open refunds, and an operator's retry, audited. */
export function createRefundConsoleService({
  refunds,
  audit,
  now = () => new Date(),
}: {
  refunds: Pick<RefundService, 'listOpen' | 'retryNow'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const shape = (order: OrderRecord): AdminRefund[] =>
    order.refund === undefined ? [] : [toAdminRefund(order, order.refund, now())];

  return {
    async list(): Promise<AdminRefund[]> {
      return (await refunds.listOpen()).flatMap(shape);
    },

    /** Retries now; the audit entry records the status and attempts before and after. */
    async retry(actor: Actor, orderId: string): Promise<AdminRefund> {
      const { before, after } = await refunds.retryNow(orderId);
      const [refund] = shape(after);
      if (refund === undefined) throw new Error(`The refund of order ${orderId} vanished`);
      await audit.record(actor, {
        kind: 'refund.retried',
        subject: orderId,
        summary: `Refund retried: ${refund.status}`,
        before: { status: before.status, attempts: before.attempts },
        after: { status: refund.status, attempts: refund.attempts },
      });
      return refund;
    },
  };
}

export type RefundConsoleService = ReturnType<typeof createRefundConsoleService>;
