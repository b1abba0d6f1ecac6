import type { PaymentResult } from '@gymfuel/contracts';

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

interface GatewayBase {
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** True when the checkout's signature over `order_id|payment_id` is genuine. */
  isGenuinePayment(result: PaymentResult): boolean;
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
  /** What the in-app test checkout hands back after 'Pay': signed like Razorpay would. */
  completePayment(providerOrderId: string): PaymentResult;
}

export type PaymentGateway = RazorpayGateway | SimulatedGateway;
