import {
  computeSummary,
  SEED_PRODUCTS,
  type Favourite,
  type Order,
  type Product,
} from '@gymfuel/contracts';
import { expect, inject } from 'vitest';
import { GYM } from './checkout-steps.js';
import { linkMailedTo } from './outbox.js';
import { uniqueEmail } from './page-checks.js';

const apiUrl = inject('apiUrl');

export const SHOPPER_PASSWORD = 'protein-rich-2024';

/** A shopper made through the API, and their own session on it (not the browser's). */
export interface ApiShopper {
  email: string;
  userName: string;
  phoneNumber: string;
  /** The session cookie, as a Cookie header: any API process on the same database accepts it. */
  cookie: string;
  /** POSTs a JSON body with the shopper's session cookie; answers the status and the JSON. */
  post: (path: string, body?: object) => Promise<{ status: number; json: unknown }>;
}

/**
 * Signs a fresh shopper up through POST /signin at `origin` (an API process), as any client
 * would, and keeps the session cookie it answers with, so a journey can set up a cart or read
 * back what the server stored; the shopper's requests go to `origin`.
 */
export async function signUpAt(
  origin: string,
  label: string,
  phoneNumber = '9876543210',
): Promise<ApiShopper> {
  const email = uniqueEmail(label);
  const userName = 'Asha Rao';
  const response = await fetch(`${origin}/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: SHOPPER_PASSWORD, userName, phoneNumber }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const post = async (path: string, body: object = {}) => {
    const answer = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    });
    return { status: answer.status, json: await answer.json() };
  };
  return { email, userName, phoneNumber, cookie, post };
}

/** A fresh shopper on the journeys' stack (see signUpAt). */
export const signUpThroughApi = (label: string, phoneNumber?: string) =>
  signUpAt(apiUrl, label, phoneNumber);

/** The whole catalogue, as GET /getproducts answers it. */
export async function catalogue(): Promise<Product[]> {
  return (await (await fetch(`${apiUrl}/getproducts`)).json()) as Product[];
}

/** The seeded product with this title (apps/api/src/seed/products.ts). */
export async function seededProduct(title: string): Promise<Product> {
  const product = (await catalogue()).find((candidate) => candidate.title === title);
  if (!product) throw new Error(`the seeded catalogue has no '${title}'`);
  return product;
}

/** A product as the favourites list keeps it. */
export const toFavourite = ({ _id, imageUrl, title, description }: Product): Favourite => ({
  proId: _id,
  imageUrl,
  title,
  description,
});

/**
 * Buys one of `product` as the payment screen would, through the API: the cart, /paymentorder
 * with the seeded gym, the simulated provider's Pay (the stack runs in simulated mode) and
 * /authpayment. The shopper's cart must be empty before; the server empties it again. Answers
 * the new order's id.
 */
export async function placeOrderThroughApi(shopper: ApiShopper, product: Product): Promise<string> {
  const line = { proId: product._id, quantity: 1 };
  const added = await shopper.post('/addcart', line);
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const providerOrder = await shopper.post('/paymentorder', {
    amount: computeSummary([{ price: product.price, quantity: 1 }], 0).finalTotal,
    currency: 'INR',
    order: [line],
    address: {
      your_name: shopper.userName,
      your_email: shopper.email,
      phone: shopper.phoneNumber,
      gym_name: GYM.name,
      city: GYM.city,
      country: 'India',
    },
  });
  expect(providerOrder.status, JSON.stringify(providerOrder.json)).toBe(200);
  const paid = await shopper.post('/payments/simulate', {
    order_id: (providerOrder.json as { id: string }).id,
    outcome: 'success',
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const placed = await shopper.post('/authpayment', paid.json as object);
  expect(placed.status, JSON.stringify(placed.json)).toBe(200);
  return (placed.json as { orderId: string }).orderId;
}

/** The shopper's order as /getorder answers it (its slot, its status). */
export async function orderOf(shopper: ApiShopper, orderId: string): Promise<Order> {
  const { status, json } = await shopper.post('/getorder', { orderId });
  expect(status, JSON.stringify(json)).toBe(200);
  return (json as { data: Order }).data;
}

/**
 * Verifies the shopper's e-mail with the link the API mailed at sign-up (to the stack's outbox),
 * as opening it would: roles are granted to verified accounts only.
 */
export async function verifyThroughApi(shopper: ApiShopper, outboxDir: string): Promise<void> {
  const link = new URL(await linkMailedTo(outboxDir, shopper.email, 'verify-email'));
  const verified = await shopper.post('/verify-email', { token: link.searchParams.get('token') });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
}

/**
 * The owner adds a product through the console's endpoint: the first seeded product's label and
 * art under `title`, at `price` (₹249 unless said); answers it as the API stored it.
 */
export async function addProductThroughApi(
  owner: ApiShopper,
  { title, price = 249 }: { title: string; price?: number },
): Promise<Product> {
  const { description, art, category, nutrition, diet, allergens, ingredients } = SEED_PRODUCTS[0]!;
  const added = await owner.post('/admin/products', {
    title,
    description,
    category,
    price,
    art,
    nutrition,
    diet,
    allergens,
    ingredients,
  });
  expect(added.status, JSON.stringify(added.json)).toBeLessThan(300);
  return (added.json as { data: Product }).data;
}
