import Razorpay from 'razorpay';
import type { RazorpayGateway } from './payment-gateway.js';
import { isValidPaymentSignature } from './signatures.js';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The SDK sets no timeout of its own; a stalled Razorpay must not hold a checkout forever. */
const CREATE_ORDER_TIMEOUT_MS = 15_000;

/** The SDK rejects with a plain `{statusCode, error: {code, description}}` object, not an Error. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

function toRazorpayError(failure: unknown): RazorpayError {
  if (failure instanceof RazorpayError) return failure;
  if (failure instanceof Error)
    return new RazorpayError(`Razorpay request failed: ${failure.message}`);
  const { statusCode, error } = (failure ?? {}) as {
    statusCode?: number;
    error?: { description?: string };
  };
  return new RazorpayError(
    `Razorpay answered ${statusCode ?? '?'}: ${error?.description ?? 'no description'}`,
    statusCode,
  );
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new RazorpayError(`No answer from Razorpay within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Real payments through Razorpay's Orders API and Checkout.js. */
export function createRazorpayGateway(
  { keyId, keySecret, webhookSecret }: RazorpayCredentials,
  timeoutMs = CREATE_ORDER_TIMEOUT_MS,
): RazorpayGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    provider: 'razorpay',
    keyId,
    webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await withTimeout(
          client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
          timeoutMs,
        );
        // Checkout would charge whatever the order says: never hand out one for another amount.
        if (
          typeof order.id !== 'string' ||
          order.id === '' ||
          Number(order.amount) !== amountPaise
        ) {
          throw new RazorpayError(
            `Razorpay returned an unexpected order: ${JSON.stringify(order)}`,
          );
        }
        return { id: order.id, amountPaise };
      } catch (failure) {
        throw toRazorpayError(failure);
      }
    },
    isGenuinePayment({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) {
      return isValidPaymentSignature(
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
        keySecret,
      );
    },
  };
}
