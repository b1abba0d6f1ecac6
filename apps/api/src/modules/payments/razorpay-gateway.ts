import { REFUND_STATUSES, type RefundStatus } from '@gymfuel/contracts';
import Razorpay from 'razorpay';
import { takenPayment, type ProviderRefund, type RazorpayGateway } from './payment-gateway.js';
import { isValidPaymentSignature } from './signatures.js';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The SDK sets no timeout of its own; a stalled Razorpay must not hold a checkout forever. */
const CREATE_ORDER_TIMEOUT_MS = 15_000;

/** Razorpay lists at most 100 refunds a page; a payment refunded once has one. */
const REFUNDS_PAGE = 100;

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

/**
 * A 4xx is Razorpay turning the request down (bad request, refund above what was captured, bad
 * credentials): the same request would be turned down again. 408, 409 (still working on an
 * earlier one) and 429 only ask to try later, like a 5xx or a lost connection.
 */
function isRefusal({ statusCode }: RazorpayError): boolean {
  return (
    statusCode !== undefined &&
    statusCode >= 400 &&
    statusCode < 500 &&
    ![408, 409, 429].includes(statusCode)
  );
}

const isRefundStatus = (status: unknown): status is RefundStatus =>
  (REFUND_STATUSES as readonly unknown[]).includes(status);

/** What we keep of Razorpay's refund entity; anything unexpected is an error, never guessed at. */
function readRefund(refund: { id?: unknown; status?: unknown }): ProviderRefund {
  const { id, status } = refund;
  if (typeof id !== 'string' || id === '' || !isRefundStatus(status)) {
    throw new RazorpayError(`Razorpay returned an unexpected refund: ${JSON.stringify(refund)}`);
  }
  return { id, status };
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
    /**
     * The SDK cannot send Razorpay's X-Refund-Idempotency header (it has no per-request headers,
     * and the constructor keeps only X-Razorpay-Account and Content-Type), so our reference goes
     * as the refund's receipt and the refunds service looks it up (findRefund) before any retry.
     * Razorpay also never refunds more than was captured: a second full refund is refused.
     */
    async refund({ paymentId, amountPaise, reference, notes }) {
      try {
        const refund = await withTimeout(
          client.payments.refund(paymentId, {
            amount: amountPaise,
            speed: 'normal',
            receipt: reference,
            notes,
          }),
          timeoutMs,
        );
        if (Number(refund.amount) !== amountPaise) {
          throw new RazorpayError(
            `Razorpay refunded another amount than asked: ${JSON.stringify(refund)}`,
          );
        }
        return { kind: 'refunded', refund: readRefund(refund) };
      } catch (failure) {
        const error = toRazorpayError(failure);
        if (isRefusal(error)) return { kind: 'refused', reason: error.message };
        throw error;
      }
    },
    async findPayments(providerOrderId) {
      try {
        const { items } = await withTimeout(
          client.orders.fetchPayments(providerOrderId),
          timeoutMs,
        );
        return items
          .filter((payment) => payment.order_id === providerOrderId)
          .map(takenPayment)
          .filter((payment) => payment !== null);
      } catch (failure) {
        throw toRazorpayError(failure);
      }
    },
    async fetchPayment(providerOrderId, paymentId) {
      try {
        const payment = await withTimeout(client.payments.fetch(paymentId), timeoutMs);
        if (payment.order_id !== providerOrderId || typeof payment.status !== 'string') {
          throw new RazorpayError(
            `Razorpay returned another order's payment: ${JSON.stringify(payment)}`,
          );
        }
        return { id: paymentId, status: payment.status };
      } catch (failure) {
        throw toRazorpayError(failure);
      }
    },
    /**
     * Razorpay captures only an authorised payment, and only for the amount authorised. With
     * automatic capture on, Razorpay may capture it between our look and this call, and then
     * turns the capture down: a payment found captured for this amount is what was asked for.
     */
    async capture(paymentId, amountPaise) {
      const isCapturedFor = (payment: { status?: unknown; amount?: unknown }) =>
        payment.status === 'captured' && Number(payment.amount) === amountPaise;
      try {
        const payment = await withTimeout(
          client.payments.capture(paymentId, amountPaise, 'INR'),
          timeoutMs,
        );
        if (!isCapturedFor(payment)) {
          throw new RazorpayError(
            `Razorpay returned an unexpected capture: ${JSON.stringify(payment)}`,
          );
        }
      } catch (failure) {
        const error = toRazorpayError(failure);
        if (!isRefusal(error)) throw error;
        const now = await withTimeout(client.payments.fetch(paymentId), timeoutMs).catch(() => {
          throw error;
        });
        if (!isCapturedFor(now)) throw error;
      }
    },
    async findRefund(paymentId, reference) {
      try {
        const { items } = await withTimeout(
          client.payments.fetchMultipleRefund(paymentId, { count: REFUNDS_PAGE }),
          timeoutMs,
        );
        // A failed refund paid nothing back: the one a retry must not repeat is pending or
        // processed (an operator retries a refund Razorpay failed, under the same receipt).
        const made = items.find(
          (refund) => refund.receipt === reference && refund.status !== 'failed',
        );
        return made === undefined ? null : readRefund(made);
      } catch (failure) {
        throw toRazorpayError(failure);
      }
    },
  };
}
