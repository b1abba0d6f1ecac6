import type { Product } from '@gymfuel/contracts';
import { expect, inject } from 'vitest';
import { uniqueEmail } from './page-checks.js';

const apiUrl = inject('apiUrl');

export const SHOPPER_PASSWORD = 'protein-rich-2024';

/** A shopper made through the API, and their own session on it (not the browser's). */
export interface ApiShopper {
  email: string;
  userName: string;
  /** POSTs a JSON body with the shopper's session cookie; answers the status and the JSON. */
  post: (path: string, body?: object) => Promise<{ status: number; json: unknown }>;
}

/**
 * Signs a fresh shopper up through POST /signin, as any client would, and keeps the session
 * cookie it answers with, so a journey can set up a cart or read back what the server stored.
 */
export async function signUpThroughApi(
  label: string,
  phoneNumber = '9876543210',
): Promise<ApiShopper> {
  const email = uniqueEmail(label);
  const userName = 'Asha Rao';
  const response = await fetch(`${apiUrl}/signin`, {
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
    const answer = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    });
    return { status: answer.status, json: await answer.json() };
  };
  return { email, userName, post };
}

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
