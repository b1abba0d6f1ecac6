import {
  computeTotalsInPaise,
  endpoints,
  fromPaise,
  type Address,
  type EndpointDefinition,
} from '@gymfuel/contracts';
import type { Express } from 'express';
import type { ProductRecord } from '../modules/products/products.model.js';
import { SEED_GYMS } from '../seed/gyms.js';
import type { SignedInUser } from './accounts.js';
import { call, expectSuccess } from './contract.js';

export interface CheckoutItem {
  product: ProductRecord;
  quantity: number;
}

/** Calls an endpoint as a signed-in user (the session cookie). */
export function callAs<E extends EndpointDefinition>(
  app: Express,
  who: SignedInUser,
  endpoint: E,
  body?: unknown,
) {
  return call(app, endpoint, body).set('Cookie', who.cookie);
}

export function deliveryAddress(who: SignedInUser, overrides: Partial<Address> = {}): Address {
  const gym = SEED_GYMS[0] ?? { name: 'unknown', city: '' };
  return {
    your_name: who.user.userName,
    your_email: who.user.email,
    gym_name: gym.name,
    city: gym.city,
    country: 'India',
    phone: '9876543210',
    ...overrides,
  };
}

/** The total the web would show, in rupees, computed from the stored prices. */
export function expectedTotal(items: readonly CheckoutItem[], discountPercentage = 0): number {
  const lines = items.map(({ product, quantity }) => ({
    price: fromPaise(product.pricePaise),
    quantity,
  }));
  return fromPaise(computeTotalsInPaise(lines, discountPercentage).total);
}

/** A /paymentorder body as the web sends it, with the matching amount. */
export function paymentOrderBody(
  who: SignedInUser,
  items: readonly CheckoutItem[],
  options: { code?: string; discountPercentage?: number; address?: Address } = {},
) {
  return {
    amount: expectedTotal(items, options.discountPercentage),
    currency: 'INR' as const,
    receipt: 'receipt_web',
    order: items.map(({ product, quantity }) => ({ proId: product._id.toHexString(), quantity })),
    ...(options.code === undefined ? {} : { code: options.code }),
    address: options.address ?? deliveryAddress(who),
  };
}

/** Makes the shopper's server cart hold exactly these lines, as the web's cart page would. */
export async function fillCart(
  app: Express,
  who: SignedInUser,
  items: readonly CheckoutItem[],
): Promise<void> {
  expectSuccess(endpoints.clearCart, await callAs(app, who, endpoints.clearCart, {}));
  for (const { product, quantity } of items) {
    expectSuccess(
      endpoints.addCart,
      await callAs(app, who, endpoints.addCart, { proId: product._id.toHexString(), quantity }),
    );
  }
}

/**
 * The whole simulated purchase: the lines into the cart → /paymentorder → 'Pay' in the test
 * checkout → /authpayment.
 */
export async function buyWithSimulatedPayment(
  app: Express,
  who: SignedInUser,
  items: readonly CheckoutItem[],
  options: { address?: Address } = {},
): Promise<string> {
  await fillCart(app, who, items);
  const paymentOrder = expectSuccess(
    endpoints.createPaymentOrder,
    await callAs(app, who, endpoints.createPaymentOrder, paymentOrderBody(who, items, options)),
  );
  const result = expectSuccess(
    endpoints.simulatePayment,
    await callAs(app, who, endpoints.simulatePayment, {
      order_id: paymentOrder.id,
      outcome: 'success',
    }),
  );
  if (!('razorpay_signature' in result)) throw new Error('The simulated payment did not succeed');
  const authorised = expectSuccess(
    endpoints.authorisePayment,
    await callAs(app, who, endpoints.authorisePayment, result),
  );
  return authorised.orderId;
}
