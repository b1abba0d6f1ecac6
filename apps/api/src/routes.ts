import type { EndpointName } from '@gymfuel/contracts';
import type { Connection } from 'mongoose';
import type { Config } from './config/env.js';
import type { Route } from './http/endpoint.js';
import { clientConfigRoutes } from './http/client-config.js';
import { healthRoutes } from './http/health.js';
import type { RateLimitStores } from './http/rate-limit-store.js';
import { accountRoutes } from './modules/accounts/accounts.router.js';
import { adminActivityRoutes } from './modules/audit/admin-activity.router.js';
import { adminMessageRoutes } from './modules/contact/admin-messages.router.js';
import { adminRefundRoutes } from './modules/refunds/admin-refunds.router.js';
import { adminReviewRoutes } from './modules/reviews/admin-reviews.router.js';
import { adminStaffRoutes } from './modules/users/admin-staff.router.js';
import { adminOrderRoutes } from './modules/admin-orders/admin-orders.router.js';
import { addressesRoutes } from './modules/addresses/addresses.router.js';
import { cartRoutes } from './modules/cart/cart.router.js';
import { deliveryAdminRoutes } from './modules/delivery/delivery-admin.router.js';
import { contactRoutes } from './modules/contact/contact.router.js';
import { favouritesRoutes } from './modules/favourites/favourites.router.js';
import { goalsRoutes } from './modules/goals/goals.router.js';
import { gymRoutes } from './modules/gyms/gyms.router.js';
import { invoiceRoutes } from './modules/invoices/invoices.router.js';
import { orderRoutes } from './modules/orders/orders.router.js';
import { paymentRoutes } from './modules/payments/payments.router.js';
import { adminProductRoutes } from './modules/products/admin-products.router.js';
import { productRoutes } from './modules/products/products.router.js';
import { reviewRoutes } from './modules/reviews/reviews.router.js';
import { sessionRoutes } from './modules/sessions/sessions.router.js';
import { userRoutes } from './modules/users/users.router.js';
import { voucherAdminRoutes } from './modules/vouchers/voucher-admin.router.js';
import { voucherRoutes } from './modules/vouchers/vouchers.router.js';
import type { Services } from './services.js';

/**
 * Every endpoint of the contract table, mounted. A new module adds one line here; typing the
 * result by EndpointName makes a slice left out a compile error (routes.test.ts checks the
 * mounted app itself).
 */
export function createRoutes(
  services: Services,
  connection: Connection,
  config: Config,
  /** Where every limiter counts: MongoDB, shared by all API processes. */
  rateLimits: RateLimitStores,
): Route[] {
  const routes: { readonly [Name in EndpointName]: Route } = {
    ...healthRoutes(connection),
    ...productRoutes(services.products),
    ...gymRoutes(services.gyms, services.delivery),
    ...reviewRoutes(services.reviews),
    ...contactRoutes(services.contacts, rateLimits),
    ...voucherRoutes(services.vouchers, config, rateLimits),
    ...sessionRoutes(services, config, rateLimits),
    ...userRoutes(services, config, rateLimits),
    ...accountRoutes(services.accounts, config, rateLimits),
    ...clientConfigRoutes(config),
    ...cartRoutes(services.cart),
    ...favouritesRoutes(services.favourites),
    ...addressesRoutes(services.addresses),
    ...goalsRoutes(services.goals),
    ...orderRoutes(services.orders, services.payOnDelivery, config, rateLimits),
    ...invoiceRoutes(services.invoices),
    ...paymentRoutes(services.payments, config, rateLimits),
    ...deliveryAdminRoutes(services.deliveryAdmin),
    ...voucherAdminRoutes(services.voucherAdmin),
    ...adminRefundRoutes(services.refundConsole),
    ...adminMessageRoutes(services.contacts),
    ...adminReviewRoutes(services.reviews),
    ...adminStaffRoutes(services.staff),
    ...adminActivityRoutes(services.activity),
    ...adminOrderRoutes(services.adminOrders),
    ...adminProductRoutes(services.menu),
  };
  return Object.values(routes);
}
