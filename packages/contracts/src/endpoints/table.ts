import { accountsEndpoints } from './accounts.js';
import { adminDeliveryEndpoints } from './admin-delivery.js';
import { adminVouchersEndpoints } from './admin-vouchers.js';
import { adminActivityEndpoints } from './admin-activity.js';
import { adminMessagesEndpoints } from './admin-messages.js';
import { adminRefundsEndpoints } from './admin-refunds.js';
import { adminReviewsEndpoints } from './admin-reviews.js';
import { adminStaffEndpoints } from './admin-staff.js';
import { adminOrdersEndpoints } from './admin-orders.js';
import { adminProductsEndpoints } from './admin-products.js';
import { addressesEndpoints } from './addresses.js';
import { cartEndpoints } from './cart.js';
import { clientConfigEndpoints } from './clientConfig.js';
import { contactEndpoints } from './contact.js';
import { favouritesEndpoints } from './favourites.js';
import { goalsEndpoints } from './goals.js';
import { gymsEndpoints } from './gyms.js';
import { healthEndpoints } from './health.js';
import { invoicesEndpoints } from './invoices.js';
import { ordersEndpoints } from './orders.js';
import { paymentsEndpoints } from './payments.js';
import { productsEndpoints } from './products.js';
import { reviewsEndpoints } from './reviews.js';
import { sessionsEndpoints } from './sessions.js';
import { usersEndpoints } from './users.js';
import { vouchersEndpoints } from './vouchers.js';
import type { EndpointDefinition } from '../endpoint.js';

/**
 * Every endpoint of the API, by name. Both apps derive routes, clients and checks from it. It is
 * the sum of one slice per API module, which that module implements as a whole; the slices never
 * share a name.
 */
export const endpoints = {
  ...productsEndpoints,
  ...gymsEndpoints,
  ...reviewsEndpoints,
  ...contactEndpoints,
  ...vouchersEndpoints,
  ...sessionsEndpoints,
  ...usersEndpoints,
  ...accountsEndpoints,
  ...cartEndpoints,
  ...favouritesEndpoints,
  ...addressesEndpoints,
  ...goalsEndpoints,
  ...ordersEndpoints,
  ...invoicesEndpoints,
  ...paymentsEndpoints,
  ...healthEndpoints,
  ...clientConfigEndpoints,
  ...adminDeliveryEndpoints,
  ...adminVouchersEndpoints,
  ...adminRefundsEndpoints,
  ...adminMessagesEndpoints,
  ...adminReviewsEndpoints,
  ...adminStaffEndpoints,
  ...adminActivityEndpoints,
  ...adminOrdersEndpoints,
  ...adminProductsEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/**
 * The number of calls in the original specification (docs/product.md#endpoint-list); the rest of
 * the table is marked origin 'addition'.
 */
export const SPEC_ENDPOINT_COUNT = 26;

export const endpointList = Object.entries(endpoints).map(([name, endpoint]) => ({
  name: name as EndpointName,
  ...(endpoint as EndpointDefinition),
}));
