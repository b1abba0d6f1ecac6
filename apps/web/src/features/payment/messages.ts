/** The payment screen's notices, worded exactly as docs/product.md#payment gives them. */
export const PAYMENT_SUCCEEDED_MESSAGE = 'Success !';
export const PAYMENT_FAILED_MESSAGE = 'Something went wrong !';
export const CHECKOUT_OPEN_FAILED_MESSAGE =
  'Oops! Something went wrong while opening Razorpay checkout.';
