import { advanceTargetSchema, orderIdSchema } from '@gymfuel/contracts';
import { AppError } from '../errors/app-error.js';
import type { OrderService } from '../modules/orders/orders.service.js';

export const OPS_USAGE = [
  'Usage: pnpm --filter @gymfuel/api ops orders:advance <orderId> [status]',
  '',
  '  Moves an order forward along Processing → Shipped → In Transit → Delivered.',
  '  Without [status] it moves one step; with a later status (Shipped, "In Transit", Delivered)',
  '  it steps through every status up to that one, e-mailing the customer on Shipped.',
  '  Reads MONGODB_URI (or, without it, the embedded engine under DATA_DIR).',
].join('\n');

export interface OpsOutput {
  out(line: string): void;
  err(line: string): void;
}

/** Exit codes: 0 done, 1 refused (unknown order, not allowed), 2 bad usage. */
export async function runOpsCommand(
  args: readonly string[],
  orders: Pick<OrderService, 'advance' | 'advanceUntil'>,
  output: OpsOutput,
): Promise<number> {
  const [command, rawOrderId, ...rest] = args;
  if (command !== 'orders:advance' || rawOrderId === undefined || rest.length > 1) {
    output.err(OPS_USAGE);
    return 2;
  }
  const orderId = orderIdSchema.safeParse(rawOrderId);
  const target = rest[0] === undefined ? undefined : advanceTargetSchema.safeParse(rest[0]);
  if (!orderId.success || (target !== undefined && !target.success)) {
    output.err(
      !orderId.success
        ? `Not an order id: ${rawOrderId}`
        : `Not a status to advance to: ${rest[0]}`,
    );
    output.err(OPS_USAGE);
    return 2;
  }
  try {
    const reached =
      target === undefined
        ? [(await orders.advance(orderId.data)).status]
        : await orders.advanceUntil(orderId.data, target.data);
    for (const status of reached) output.out(`Order ${orderId.data}: ${status}`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.err(`Order ${orderId.data}: ${error.message}`);
    return 1;
  }
}
