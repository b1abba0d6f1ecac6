import type { PaymentResult, RefundStatus } from '@gymfuel/contracts';

export interface ProviderOrderRequest {
  amountPaise: number;
  /** Our reference, shown in the provider's dashboard (at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

/** The order the provider created; money always in integer paise, INR. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

export interface ProviderRefundRequest {
  paymentId: string;
  amountPaise: number;
  /**
   * Ours and stable for the refund (at most 40 characters): sent as its receipt, so a retry can
   * find a refund an earlier attempt made instead of making another.
   */
  reference: string;
  notes: Record<string, string>;
}

/** A payment that took the shopper's money for a provider order. */
export interface ProviderPayment {
  id: string;
  /**
   * False while only authorised: Razorpay refunds only captured payments, and gives an
   * uncaptured one back by itself once its capture window has passed (3 days by default).
   */
  captured: boolean;
}

/**
 * A payment as the provider reports it now, for the order it names: 'authorized', 'captured',
 * or a state that holds no money to keep ('created', 'failed', 'refunded').
 */
export interface ProviderPaymentState {
  id: string;
  status: string;
}

/**
 * The one rule for money an order may stand on: a captured payment, or an authorised one (which
 * is captured before its order is placed). Any other state (created, failed, refunded) holds no
 * money to keep: null.
 */
export function takenPayment({ id, status }: ProviderPaymentState): ProviderPayment | null {
  if (status !== 'captured' && status !== 'authorized') return null;
  return { id, captured: status === 'captured' };
}

/** A refund the provider holds. */
export interface ProviderRefund {
  id: string;
  status: RefundStatus;
  /** Simulated only: the refund counts as processed this long after it was made. */
  processedAfterMs?: number;
}

/**
 * 'refused': the provider turned the request itself down (Razorpay's 4xx), so repeating it cannot
 * help. Anything that may succeed on a retry (network, timeouts, 5xx) is thrown instead.
 */
export type RefundOutcome =
  { kind: 'refunded'; refund: ProviderRefund } | { kind: 'refused'; reason: string };

interface GatewayBase {
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** True when the checkout's signature over `order_id|payment_id` is genuine. */
  isGenuinePayment(result: PaymentResult): boolean;
  /** Refunds (part of) a captured payment. */
  refund(request: ProviderRefundRequest): Promise<RefundOutcome>;
  /** The payment's refund made with this reference, if an earlier attempt got that far. */
  findRefund(paymentId: string, reference: string): Promise<ProviderRefund | null>;
  /**
   * The payments that took money for this provider order, captured or only authorised, in the
   * provider's order (failed and refunded ones are left out): for a checkout whose browser closed
   * before /authpayment and whose webhook never came, or a payment made twice
   * (payment-reconciliation.ts).
   */
  findPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * The payment's state now (/authpayment asks before an order stands on it); throws when the
   * provider cannot say, or the payment is another order's.
   */
  fetchPayment(providerOrderId: string, paymentId: string): Promise<ProviderPaymentState>;
  /** Captures an authorised payment of this amount; throws when the provider does not. */
  capture(paymentId: string, amountPaise: number): Promise<void>;
}

export interface RazorpayGateway extends GatewayBase {
  readonly provider: 'razorpay';
  /** Public: Checkout.js opens with it. */
  readonly keyId: string;
  /** X-Razorpay-Signature is checked against it. */
  readonly webhookSecret: string;
}

export interface SimulatedGateway extends GatewayBase {
  readonly provider: 'simulated';
  /**
   * What the in-app test checkout hands back after 'Pay': signed like Razorpay would, for a
   * payment only authorised, as Razorpay's is until it is captured.
   */
  completePayment(providerOrderId: string): Promise<PaymentResult>;
}

export type PaymentGateway = RazorpayGateway | SimulatedGateway;
