import type { Connection } from 'mongoose';
import type { Config } from './config/env.js';
import type { Route } from './http/endpoint.js';
import { clientConfigRoutes } from './http/client-config.js';
import { healthRoutes } from './http/health.js';
import { addressesRoutes } from './modules/addresses/addresses.router.js';
import { cartRoutes } from './modules/cart/cart.router.js';
import { contactRoutes } from './modules/contact/contact.router.js';
import { favouritesRoutes } from './modules/favourites/favourites.router.js';
import { gymRoutes } from './modules/gym/gym.router.js';
import { orderRoutes } from './modules/orders/order.router.js';
import { paymentRoutes } from './modules/payments/payment.router.js';
import { productRoutes } from './modules/product/product.router.js';
import { reviewRoutes } from './modules/review/review.router.js';
import { sessionRoutes } from './modules/sessions/sessions.router.js';
import { userRoutes } from './modules/users/users.router.js';
import { voucherRoutes } from './modules/voucher/voucher.router.js';
import type { Services } from './services.js';

/** Every mounted endpoint of the contract table. A new module adds one line here. */
export function createRoutes(services: Services, connection: Connection, config: Config): Route[] {
  return [
    ...healthRoutes(connection),
    ...productRoutes(services.products),
    ...gymRoutes(services.gyms),
    ...reviewRoutes(services.reviews),
    ...contactRoutes(services.contacts),
    ...voucherRoutes(services.vouchers, config),
    ...sessionRoutes(services, config),
    ...userRoutes(services.users),
    ...clientConfigRoutes(config),
    ...cartRoutes(services.cart),
    ...favouritesRoutes(services.favourites),
    ...addressesRoutes(services.addresses),
    ...orderRoutes(services.orders),
    ...paymentRoutes(services.payments, config),
  ];
}
