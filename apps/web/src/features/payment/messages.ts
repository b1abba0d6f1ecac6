/** The payment screen's notices, worded exactly as docs/product.md#payment gives them. */
export const PAYMENT_SUCCEEDED_MESSAGE = 'Success !';
export const PAYMENT_FAILED_MESSAGE = 'Something went wrong !';
/** Ours: the payment's order was placed (by the webhook) and cancelled before the shopper returned. */
export const PAID_ORDER_CANCELLED_MESSAGE =
  'This order has already been cancelled. Its payment is refunded.';
/** Ours: this payment repeated an order the same cart got from another tab; it is refunded. */
export const PAID_TWICE_MESSAGE =
  'This cart was already paid for in another tab. This payment is refunded.';
export const CHECKOUT_OPEN_FAILED_MESSAGE =
  'Oops! Something went wrong while opening Razorpay checkout.';

/**
 * The /paymentorder fields a refusal's details may name (the last part of an issue's path), by
 * the words the payment screen and the checkout show them with.
 */
export const PAYMENT_ORDER_FIELD_LABELS = {
  your_name: 'Name',
  your_email: 'Email',
  phone: 'Phone',
  gym_name: 'Gym',
  city: 'City',
  country: 'Country',
  amount: 'Total',
  quantity: 'Quantity',
  code: 'Voucher code',
} as const;
