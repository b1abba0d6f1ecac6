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

/**
 * The cart → checkout with the gym and a delivery slot chosen (the rest comes from the profile)
 * → the payment screen.
 */
export async function checkOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${webUrl}/cart/checkout`);
  await chooseGym(page);
  await chooseSlot(page);
  await proceedToPayment(page);
}

export async function chooseGym(page: Page): Promise<void> {
  await expect.poll(() => page.getByLabel('Gym').locator('option').count()).toBeGreaterThan(1);
  await page.getByLabel('Gym').selectOption({ label: GYM.name });
}

/** The checkout's delivery slots: the chosen day's half hours. */
export const slotGroup = (page: Page) => page.getByRole('group', { name: 'Delivery slot' });

/**
 * Picks the first delivery slot still taking orders at the chosen gym: today's, or, late in the
 * day (India time, as the shop runs), the next day's. Answers its day and time as the buttons
 * read ('Today', '18:00–18:30').
 */
export async function chooseSlot(page: Page): Promise<{ day: string; time: string }> {
  const days = page.getByRole('group', { name: 'Delivery day' }).getByRole('button');
  await expect.poll(() => days.count()).toBe(7);
  for (let index = 0; index < 7; index += 1) {
    const day = days.nth(index);
    await day.click();
    await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
    // The day's slots have arrived once the group lists buttons with times.
    const slots = slotGroup(page).getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d/ });
    await expect.poll(() => slots.count()).toBeGreaterThan(0);
    const open = slotGroup(page).locator('button:not([aria-disabled="true"])');
    if ((await open.count()) === 0) continue;
    const slot = open.first();
    await slot.click();
    await expect.poll(() => slot.getAttribute('aria-pressed')).toBe('true');
    return { day: (await day.textContent()) ?? '', time: (await slot.textContent()) ?? '' };
  }
  throw new Error(`no delivery slot is open this week at ${GYM.name}`);
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
