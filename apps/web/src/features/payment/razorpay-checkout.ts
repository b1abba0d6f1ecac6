import { paymentResultSchema, type PaymentOrder, type PaymentResult } from '@gymfuel/contracts';

/** Razorpay's script, loaded only in razorpay mode (docs/architecture.md#works-offline). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The shop's primary green, so Razorpay's sheet looks like part of the shop. */
const THEME_COLOUR = '#166534';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Checkout.js to the page once; a failed load may be retried on the next 'Pay Now'. */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('Checkout.js loaded without defining Razorpay'));
    };
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Checkout.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayCheckoutRequest {
  providerOrder: PaymentOrder;
  /** Filled in on Razorpay's sheet so the shopper need not type them again. */
  customer: { name: string; email: string; phone: string };
  onPaid: (result: PaymentResult) => void;
  /** A declined attempt; Razorpay's sheet stays open so the shopper may try again. */
  onFailed: () => void;
}

/**
 * Opens Razorpay's sheet for the server-made order. Throws when the order cannot be opened
 * (no public key), so the caller can say so.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  { providerOrder, customer, onPaid, onFailed }: RazorpayCheckoutRequest,
): void {
  if (!providerOrder.keyId) throw new Error('The payment order carries no Razorpay key');
  const checkout = new Razorpay({
    key: providerOrder.keyId,
    amount: providerOrder.amount,
    currency: providerOrder.currency,
    name: 'GymFuel',
    description: 'Healthy food delivered to your gym',
    order_id: providerOrder.id,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    theme: { color: THEME_COLOUR },
    handler: (response) => {
      const result = paymentResultSchema.safeParse(response);
      if (result.success) onPaid(result.data);
      else onFailed();
    },
    // Closing the sheet without paying is a change of mind, not an error: nothing to say.
    modal: { ondismiss: () => undefined },
  });
  checkout.on('payment.failed', onFailed);
  checkout.open();
}
