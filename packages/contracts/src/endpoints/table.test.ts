import { describe, expect, it } from 'vitest';
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
import { endpointPath } from '../endpoint.js';
import { SPEC_ENDPOINT_COUNT, endpointList, endpoints } from './table.js';
import { usersEndpoints } from './users.js';
import { vouchersEndpoints } from './vouchers.js';

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** The original specification's 26 calls, verbatim (docs/product.md#endpoint-list). */
const SPEC_CALLS = [
  'POST /getuser',
  'GET /getproducts',
  'POST /user/logout',
  'POST /contact',
  'GET /getreviews',
  'POST /addreview',
  'POST /oauth',
  'GET /login',
  'POST /signin',
  'POST /getfav',
  'POST /addfav',
  'GET /getcart',
  'POST /addcart',
  'POST /removecart',
  'POST /clearcart',
  'POST /getcode',
  'POST /updateuser',
  'POST /getorders',
  'POST /getorder',
  'POST /cancelorder',
  'POST /addorder',
  'POST /paymentorder',
  'POST /authpayment',
  'GET /getgyms',
  'POST /getadd',
  'POST /address',
];

const ADDITIONS = [
  'POST /login',
  'POST /updatecart',
  'POST /payments/razorpay/webhook',
  'POST /payments/simulate',
  'POST /admin/orders/advance',
  'GET /healthz',
  'GET /readyz',
  'GET /config',
  'POST /user/logout-all',
  'POST /verify-email',
  'POST /verify-email/resend',
  'POST /password/forgot',
  'POST /password/reset',
  'GET /goals',
  'PUT /goals',
  'GET /gyms',
  'GET /slots',
  'POST /reorder',
  'GET /orders/:orderId/invoice',
  'GET /orders/:orderId/invoice.pdf',
  'GET /orders/:orderId/credit-note.pdf',
  'GET /admin/delivery',
  'GET /admin/delivery/slots',
  'PUT /admin/delivery/hours',
  'PUT /admin/delivery/default-capacity',
  'PUT /admin/delivery/capacity',
  'GET /admin/vouchers',
  'POST /admin/vouchers',
  'PUT /admin/vouchers',
  'POST /admin/vouchers/deactivate',
  'GET /admin/refunds',
  'POST /admin/refunds/retry',
  'GET /admin/messages',
  'POST /admin/messages/:messageId/handled',
  'GET /admin/reviews',
  'POST /admin/reviews/:reviewId/hide',
  'POST /admin/reviews/:reviewId/show',
  'GET /admin/staff',
  'POST /admin/staff/role',
  'GET /admin/activity',
  'GET /admin/orders',
  'POST /admin/orders/cancel',
  'GET /admin/prep-list',
  'POST /admin/products',
  'PUT /admin/products/:productId',
  'PUT /admin/products/:productId/availability',
];

describe('endpoint table', () => {
  it('holds exactly the 26 spec calls, marked spec', () => {
    expect(SPEC_CALLS).toHaveLength(SPEC_ENDPOINT_COUNT);
    const spec = endpointList.filter((e) => e.origin === 'spec').map(key);
    expect(spec.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('holds the additions, marked addition', () => {
    const additions = endpointList.filter((e) => e.origin === 'addition').map(key);
    expect(additions.sort()).toEqual([...ADDITIONS].sort());
  });

  it('never defines a method and path twice', () => {
    const keys = endpointList.map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists every entry of the table with its name', () => {
    expect(endpointList.map((e) => e.name)).toEqual(Object.keys(endpoints));
  });

  it('gives GET calls no body and every POST call a body', () => {
    for (const endpoint of endpointList) {
      if (endpoint.method === 'GET') expect(endpoint.body, endpoint.name).toBeUndefined();
      else expect(endpoint.body, endpoint.name).toBeDefined();
    }
  });

  it('names a parameter schema for exactly the paths with :segments, and its keys', () => {
    for (const endpoint of endpointList) {
      const segments = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
      const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
      expect(Object.keys(params?.shape ?? {}), key(endpoint)).toEqual(segments);
    }
  });

  it('fills path parameters in, URL-encoded', () => {
    expect(endpointPath(endpoints.getInvoicePdf, { orderId: '0a1b2c3d4e5f' })).toBe(
      '/orders/0a1b2c3d4e5f/invoice.pdf',
    );
    expect(endpointPath(endpoints.getInvoice, { orderId: 'a/b?' })).toBe(
      '/orders/a%2Fb%3F/invoice',
    );
  });

  it('requires a session wherever user data is involved', () => {
    const open = endpointList.filter((e) => e.auth === 'none').map(key);
    expect(open.sort()).toEqual(
      [
        'GET /getproducts',
        'GET /getgyms',
        'GET /gyms',
        'GET /slots',
        'GET /getreviews',
        'POST /contact',
        'POST /getcode',
        'POST /signin',
        'GET /login',
        'POST /login',
        'POST /oauth',
        'POST /payments/razorpay/webhook',
        'GET /healthz',
        'GET /readyz',
        'GET /config',
        'POST /verify-email',
        'POST /password/forgot',
        'POST /password/reset',
      ].sort(),
    );
  });

  it('keeps every staff and owner endpoint under /admin/, and only those', () => {
    const operator = endpointList.filter((e) => e.auth === 'staff' || e.auth === 'owner');
    expect(operator.map(key)).toEqual(ADDITIONS.filter((name) => name.includes(' /admin/')));
    for (const endpoint of endpointList) {
      expect(endpoint.path.startsWith('/admin/'), key(endpoint)).toBe(
        endpoint.auth === 'staff' || endpoint.auth === 'owner',
      );
    }
    expect(endpoints.advanceOrder.auth).toBe('staff');
    const ownerOnly = endpointList.filter((e) => e.auth === 'owner').map(key);
    expect(ownerOnly).toEqual(
      expect.arrayContaining(['GET /admin/staff', 'POST /admin/staff/role', 'GET /admin/activity']),
    );
    expect(endpoints.createProduct.auth).toBe('owner');
    expect(endpoints.updateProduct.auth).toBe('owner');
    expect(endpoints.setProductAvailability.auth).toBe('owner');
  });
});

describe('endpoint slices', () => {
  const slices = [
    accountsEndpoints,
    productsEndpoints,
    gymsEndpoints,
    reviewsEndpoints,
    contactEndpoints,
    vouchersEndpoints,
    sessionsEndpoints,
    usersEndpoints,
    cartEndpoints,
    favouritesEndpoints,
    addressesEndpoints,
    goalsEndpoints,
    ordersEndpoints,
    invoicesEndpoints,
    paymentsEndpoints,
    healthEndpoints,
    clientConfigEndpoints,
    adminDeliveryEndpoints,
    adminVouchersEndpoints,
    adminRefundsEndpoints,
    adminMessagesEndpoints,
    adminReviewsEndpoints,
    adminStaffEndpoints,
    adminActivityEndpoints,
    adminOrdersEndpoints,
    adminProductsEndpoints,
  ];
  const sliceNames = slices.flatMap((slice) => Object.keys(slice));

  it('never give one name to two slices', () => {
    expect(sliceNames).toHaveLength(new Set(sliceNames).size);
  });

  it('together hold exactly the table, each entry unchanged', () => {
    expect([...sliceNames].sort()).toEqual(Object.keys(endpoints).sort());
    for (const slice of slices) {
      for (const [name, endpoint] of Object.entries(slice)) {
        expect(endpoints[name as keyof typeof endpoints], name).toBe(endpoint);
      }
    }
  });
});
