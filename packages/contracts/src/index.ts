// Shared rules
export * from './rules/ids.js';
export * from './rules/email.js';
export * from './rules/password.js';
export * from './rules/phone.js';
export * from './rules/avatars.js';
export * from './rules/catalog.js';
export * from './rules/limits.js';
export * from './rules/voucherCode.js';
export * from './rules/amounts.js';
export * from './rules/text.js';
export * from './art.js';

// Entities (spec section 3)
export * from './domain/product.js';
export * from './domain/user.js';
export * from './domain/cart.js';
export * from './domain/favourite.js';
export * from './domain/voucher.js';
export * from './domain/summary.js';
export * from './domain/order.js';
export * from './domain/address.js';
export * from './domain/review.js';
export * from './domain/contact.js';
export * from './domain/payment.js';

// Pure business functions
export * from './money.js';
export * from './summary.js';
export * from './orderStatus.js';

// Errors and messages
export * from './errors.js';
export * from './messages.js';

// Endpoints (spec section 7 plus additions)
export * from './endpoint.js';
export * from './endpoints/responses.js';
export { callerOnlyBodySchema } from './endpoints/body.js';
export * from './endpoints/orderLines.js';
export { getCodeBodySchema } from './endpoints/catalog.js';
export {
  signUpBodySchema,
  loginCredentialsSchema,
  googleSignInBodySchema,
  getUserBodySchema,
  logoutBodySchema,
  updateUserBodySchema,
} from './endpoints/account.js';
export { addCartBodySchema, updateCartBodySchema, removeCartBodySchema } from './endpoints/cart.js';
export { setFavouritesBodySchema } from './endpoints/favourites.js';
export { saveAddressesBodySchema } from './endpoints/addresses.js';
export {
  getOrderBodySchema,
  cancelOrderBodySchema,
  addOrderBodySchema,
  addReviewBodySchema,
} from './endpoints/orders.js';
export {
  createPaymentOrderBodySchema,
  paymentResultSchema,
  authorisePaymentBodySchema,
  razorpayWebhookBodySchema,
  simulatePaymentBodySchema,
  simulatedPaymentFailureSchema,
  type PaymentResult,
} from './endpoints/payments.js';
export { advanceOrderBodySchema, healthResponseSchema } from './endpoints/operations.js';
export { clientConfigSchema, type ClientConfig } from './endpoints/clientConfig.js';
export * from './endpoints/table.js';
