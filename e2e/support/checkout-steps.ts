import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { notice } from './page-checks.js';

const webUrl = inject('webUrl');

/** Seeded in apps/api/src/seed/gyms.ts; the server takes the delivery city from the gym. */
export const GYM = { name: 'Flex Zone Koramangala', city: 'Bengaluru' };

export const shown = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);

/** A row of the cart's or checkout's 'Order summary' ('Total', 'Savings'), as shown. */
export const summaryValue = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order summary', exact: true })
    .locator('div', { has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .textContent();

/** The cart → checkout with the gym chosen (the rest comes from the profile) → the payment screen. */
export async function checkOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${webUrl}/cart/checkout`);
  await chooseGym(page);
  await proceedToPayment(page);
}

export async function chooseGym(page: Page): Promise<void> {
  await expect.poll(() => page.getByLabel('Gym').locator('option').count()).toBeGreaterThan(1);
  await page.getByLabel('Gym').selectOption({ label: GYM.name });
}

export async function proceedToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(`${webUrl}/cart/checkout/payment`);
  await shown(page.getByRole('heading', { name: 'Payment', exact: true }));
}

/** The in-app test checkout that stands in for the provider's sheet in simulated mode. */
export const testPayment = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });

export async function openTestPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await shown(testPayment(page));
}

/** Pay in the test checkout; returns the new order's id from the confirmation's address. */
export async function pay(page: Page): Promise<string> {
  await testPayment(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await notice(page, 'Success !');
  await page.waitForURL(/\/cart\/checkout\/payment\/confirmation\/[0-9a-f]{12}$/);
  await shown(page.getByRole('heading', { name: 'Thanks for your order!' }));
  const orderId = page.url().split('/').at(-1);
  if (!orderId) throw new Error('no order id in the confirmation address');
  return orderId;
}
