import { describeSlot, SHOP_TIME_ZONE, type DeliverySlot, type Gym } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  orderOf,
  seededProduct,
  signUpThroughApi,
  type ApiShopper,
} from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import {
  chooseGym,
  chooseSlot,
  GYM,
  openTestPayment,
  pay,
  proceedToPayment,
  shown,
  slotGroup,
} from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { advanceOrder } from '../support/ops-cli.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
/** Seeded in apps/api/src/seed/products.ts. */
const SHAKE = 'Kesar Badam Protein Shake';
/** Far from India on purpose: the shop's days and times are India's whatever the browser says. */
const BROWSER_ZONE = 'America/New_York';
/** Seconds for a change made by the operator to reach an open page: the issue allows 3. */
const LIVE = { timeout: 10_000, interval: 250 };
const JOURNEY_TIMEOUT_MS = 300_000;

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The seeded gym's record, as GET /gyms answers it. */
async function gymRecord(): Promise<Gym> {
  const { data } = (await (await fetch(`${apiUrl}/gyms`)).json()) as { data: Gym[] };
  const gym = data.find((candidate) => candidate.name === GYM.name);
  if (!gym) throw new Error(`GET /gyms does not list ${GYM.name}`);
  return gym;
}

/** The slot checkout kept for the order (sessionStorage), as the payment page reads it. */
async function keptSlot(page: Page): Promise<DeliverySlot> {
  const state = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('gymfuel:checkout') ?? 'null'),
  );
  expect(state?.slot).toBeTruthy();
  return state.slot as DeliverySlot;
}

const badge = (page: Page) => page.locator('.track__header .status-badge');
const timelineStep = (page: Page, status: string) =>
  page
    .getByRole('list', { name: 'Order status' })
    .getByRole('listitem')
    .filter({ hasText: status });
const handoverLine = (page: Page) => page.getByText(/^Show this code at the /);
const orderCard = (page: Page, orderId: string) =>
  page.locator('li.order-card', { hasText: orderId });

/** 'HH:MM' on India's clock. */
const indiaTime = (at: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

/**
 * A signed-in shopper with a shake in the cart, through checkout with a slot, to payment:
 * answers the slot as the pages describe it.
 */
async function checkOutWithSlot(page: Page, width: string): Promise<string> {
  await page.goto(`${webUrl}/cart`);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${webUrl}/cart/checkout`);
  await shown(page.getByText('Choose your gym to see its delivery slots.'));
  await chooseGym(page);

  // No slot yet: the form stops at the slots, in the words.
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await shown(page.getByText('Please choose a delivery slot', { exact: true }));
  expect(page.url()).toBe(`${webUrl}/cart/checkout`);

  const { day } = await chooseSlot(page);
  expect(['Today', 'Tomorrow']).toContain(day);
  const described = describeSlot(await keptSlot(page), await gymRecord());
  await shown(page.getByText(`Your slot: ${described}`));
  // Full or closed slots say so on their buttons; today has closed ones unless it is early.
  const states = await slotGroup(page).locator('.slot-button__state').allTextContents();
  expect(states.every((state) => state === 'Full' || state === 'Closed')).toBe(true);
  await snapWithoutNotices(page, `delivery-checkout-${width}`);
  await expectTidy(page, 'checkout with a slot');

  await proceedToPayment(page);
  await shown(page.getByRole('region', { name: 'Delivering to' }).getByText(described));
  await snapWithoutNotices(page, `delivery-payment-${width}`);
  await expectTidy(page, 'payment');
  return described;
}

/** The order is tracked: the operator ships it, and the open page follows without a reload. */
async function followShipping(page: Page, shopper: ApiShopper, orderId: string): Promise<void> {
  await page.goto(`${webUrl}/orders/trackorder/${orderId}`);
  await expect.poll(() => badge(page).textContent()).toBe('Processing');
  const { handoverCode, gym } = await orderOf(shopper, orderId);
  expect(handoverCode).toMatch(/^\d{4}$/);
  await shown(handoverLine(page));
  expect(await handoverLine(page).textContent()).toBe(
    `Show this code at the ${gym?.handoverPoint}: ${handoverCode}`,
  );

  // A mark on this very document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  expect(await advanceOrder(orderId, 'Shipped')).toContain(`Order ${orderId}: Shipped`);
  await expect.poll(() => badge(page).textContent(), LIVE).toBe('Shipped');
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
  expect(await timelineStep(page, 'Shipped').getAttribute('aria-current')).toBe('step');

  // Each reached step shows when, on India's clock.
  const { timeline = [] } = await orderOf(shopper, orderId);
  for (const { status, at } of timeline) {
    expect(await timelineStep(page, status).locator('time').textContent()).toContain(indiaTime(at));
  }
  await shown(handoverLine(page));
}

describe('delivery timed to the workout', () => {
  it(
    'picks a slot, pays, follows the order live to Delivered, and orders it again (1280 px)',
    async () => {
      const shopper = await signUpThroughApi('slots');
      const shake = await seededProduct(SHAKE);
      await shopper.post('/addcart', { proId: shake._id, quantity: 2 });
      const browser = await openBrowser(WIDTHS.desktop, { timezoneId: BROWSER_ZONE });
      close = browser.close;
      const { page } = browser;
      await logIn(page, shopper.email);

      const described = await checkOutWithSlot(page, '1280');
      await openTestPayment(page);
      const orderId = await pay(page);
      await shown(page.locator('main').getByText(described));
      await snapWithoutNotices(page, 'delivery-confirmation-1280');
      const placed = await orderOf(shopper, orderId);
      expect(describeSlot(placed.slot!, placed.gym!)).toBe(described);

      await followShipping(page, shopper, orderId);
      await shown(page.getByText(described));
      await snapWithoutNotices(page, 'delivery-track-1280');
      await expectTidy(page, 'tracking');

      // Handed over at the gym: the code is no longer shown.
      await advanceOrder(orderId, 'Delivered');
      await expect.poll(() => badge(page).textContent(), LIVE).toBe('Delivered');
      await expect.poll(() => handoverLine(page).count()).toBe(0);

      await page.goto(`${webUrl}/dashboard/orders`);
      const card = orderCard(page, orderId);
      await shown(card.getByText(described));
      await card.getByRole('button', { name: 'Order again' }).click();
      await notice(page, 'Added to your cart again!');
      await page.waitForURL(`${webUrl}/cart`);
      await shown(page.getByRole('heading', { name: shake.title }));
      await snapWithoutNotices(page, 'delivery-cart-again-1280');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'works at 375 px: the slot step, live tracking, the orders view and Order again after a cancel',
    async () => {
      const shopper = await signUpThroughApi('slots-mobile');
      const shake = await seededProduct(SHAKE);
      await shopper.post('/addcart', { proId: shake._id, quantity: 1 });
      const browser = await openBrowser(WIDTHS.mobile, { timezoneId: BROWSER_ZONE });
      close = browser.close;
      const { page } = browser;
      await logIn(page, shopper.email);

      const described = await checkOutWithSlot(page, '375');
      await openTestPayment(page);
      const orderId = await pay(page);
      await shown(page.locator('main').getByText(described));
      await snapWithoutNotices(page, 'delivery-confirmation-375');
      await expectTidy(page, 'confirmation');

      await followShipping(page, shopper, orderId);
      await snapWithoutNotices(page, 'delivery-track-375');
      await expectTidy(page, 'tracking');

      // The orders view follows the order too: the operator moves it while it is open.
      await page.goto(`${webUrl}/dashboard/orders`);
      const card = orderCard(page, orderId);
      await shown(card.getByText(described));
      await expect.poll(() => card.locator('.status-badge').textContent()).toBe('Shipped');
      await advanceOrder(orderId, 'In Transit');
      await expect.poll(() => card.locator('.status-badge').textContent(), LIVE).toBe('In Transit');

      await card.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await notice(page, 'Order cancelled successfully! Refund will be initiated shortly.');
      await expect.poll(() => card.locator('.status-badge').textContent()).toBe('Cancelled');
      await shown(card.getByRole('button', { name: 'Order again' }));
      await snapWithoutNotices(page, 'delivery-orders-375');
      await expectTidy(page, 'orders view');

      await card.getByRole('button', { name: 'Order again' }).click();
      await notice(page, 'Added to your cart again!');
      await page.waitForURL(`${webUrl}/cart`);
      await shown(page.getByRole('heading', { name: shake.title }));
      await snapWithoutNotices(page, 'delivery-cart-again-375');
      await expectTidy(page, 'cart after Order again');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
