// Shared rules
export * from './rules/ids.js';
export * from './rules/email.js';
export * from './rules/password.js';
export * from './rules/phone.js';
export * from './rules/avatar-ids.js';
export * from './rules/avatars.js';
export * from './rules/catalogue.js';
export * from './rules/limits.js';
export * from './rules/voucherCode.js';
export * from './rules/amounts.js';
export * from './rules/text.js';
export * from './rules/gstin.js';
export * from './art.js';

// Entities (docs/product.md#entities)
export * from './domain/product.js';
export * from './domain/gym.js';
export * from './domain/diets.js';
export * from './domain/nutrition.js';
export * from './domain/goals.js';
export * from './domain/roles.js';
export * from './domain/user.js';
export * from './domain/cart.js';
export * from './domain/favourite.js';
export * from './domain/voucher.js';
export * from './domain/summary.js';
export * from './domain/order.js';
export * from './domain/refund.js';
export * from './domain/address.js';
export * from './domain/review.js';
export * from './domain/contact.js';
export * from './domain/payment.js';
export * from './domain/legal.js';
export * from './domain/indian-states.js';
export * from './domain/invoice.js';
export * from './domain/audit.js';
export * from './domain/order-board.js';

// The seeded catalogue (the API's seed and the web's prerendered pages)
export * from './catalogue/seed-products.js';

// Pure business functions
export * from './money.js';
export * from './indian-digits.js';
export * from './summary.js';
export * from './vouchers/voucher-rules.js';
export * from './vouchers/voucher-rules-text.js';
export * from './orderStatus.js';
export * from './delivery/shop-time.js';
export * from './delivery/slots.js';
export * from './nutrition/daily-targets.js';
export * from './nutrition/nutrition-totals.js';
export * from './nutrition/energy-consistency.js';
export * from './invoice/gst.js';
export * from './invoice/financial-year.js';
export * from './invoice/document-numbers.js';
export * from './invoice/amount-in-words.js';

// Errors and messages
export * from './errors.js';
export * from './messages.js';

// Endpoints (docs/product.md#endpoint-list: the original 26 plus our additions)
export * from './endpoint.js';
export * from './endpoints/responses.js';
export { callerOnlyBodySchema } from './endpoints/body.js';
export * from './endpoints/orderLines.js';
export { productsEndpoints } from './endpoints/products.js';
export {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_INGREDIENTS_MAX,
  PRODUCT_TITLE_MAX,
  adminProductsEndpoints,
  consistentNutritionSchema,
  productDraftSchema,
  setProductAvailabilityBodySchema,
  updateProductBodySchema,
  type ProductDraft,
} from './endpoints/admin-products.js';
export { getSlotsQuerySchema, gymsEndpoints } from './endpoints/gyms.js';
export { addReviewBodySchema, reviewsEndpoints } from './endpoints/reviews.js';
export { contactEndpoints } from './endpoints/contact.js';
export { getCodeBodySchema, vouchersEndpoints } from './endpoints/vouchers.js';
export {
  signUpBodySchema,
  loginCredentialsSchema,
  googleSignInBodySchema,
  logoutBodySchema,
  sessionsEndpoints,
} from './endpoints/sessions.js';
export { getUserBodySchema, updateUserBodySchema, usersEndpoints } from './endpoints/users.js';
export {
  verifyEmailBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  accountsEndpoints,
} from './endpoints/accounts.js';
export {
  addCartBodySchema,
  updateCartBodySchema,
  removeCartBodySchema,
  cartEndpoints,
} from './endpoints/cart.js';
export { setFavouritesBodySchema, favouritesEndpoints } from './endpoints/favourites.js';
export { saveAddressesBodySchema, addressesEndpoints } from './endpoints/addresses.js';
export { goalsEndpoints } from './endpoints/goals.js';
export {
  getOrderBodySchema,
  cancelOrderBodySchema,
  addOrderBodySchema,
  advanceOrderBodySchema,
  reorderBodySchema,
  reorderedSchema,
  type Reordered,
  ordersEndpoints,
  orderEventsPath,
  ORDER_STREAM_EVENTS,
} from './endpoints/orders.js';
export {
  createPaymentOrderBodySchema,
  paymentResultSchema,
  authorisePaymentBodySchema,
  razorpayWebhookBodySchema,
  simulatePaymentBodySchema,
  simulatedPaymentFailureSchema,
  type PaymentResult,
  paymentsEndpoints,
} from './endpoints/payments.js';
export {
  invoicePathParamsSchema,
  getInvoice,
  getInvoicePdf,
  getCreditNotePdf,
  invoicesEndpoints,
} from './endpoints/invoices.js';
export { healthResponseSchema, healthEndpoints } from './endpoints/health.js';
export {
  clientConfigSchema,
  type ClientConfig,
  clientConfigEndpoints,
} from './endpoints/clientConfig.js';
export * from './endpoints/admin-delivery.js';
export * from './endpoints/admin-vouchers.js';
export * from './endpoints/admin-refunds.js';
export * from './endpoints/admin-messages.js';
export * from './endpoints/admin-reviews.js';
export * from './endpoints/admin-staff.js';
export * from './endpoints/admin-activity.js';
export * from './endpoints/console-pages.js';
export {
  staffCancelOrderBodySchema,
  adminOrdersEndpoints,
  ORDER_BOARD_EVENTS_PATH,
  ORDER_BOARD_EVENTS,
} from './endpoints/admin-orders.js';
export * from './endpoints/table.js';
