import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { computeSummary, formatInr, type Product } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshotDir, WIDTHS } from '../support/browser.js';
import {
  checkOut,
  GYM,
  openTestPayment,
  pay,
  shown,
  testPayment,
} from '../support/checkout-steps.js';
import { advanceOrder } from '../support/ops-cli.js';
import { expectTidy, notice, snapWithoutNotices, uniqueEmail } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const PASSWORD = 'protein-rich-2024';
/** Seeded in apps/api/src/seed/vouchers.ts. */
const VOUCHER = { code: 'PROTEIN15', percent: 15 };
/** A whole purchase (sign-up, cart, checkout, payment, tracking) takes a while on 2 cores. */
const JOURNEY_TIMEOUT_MS = 300_000;

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function shakeFromCatalogue(): Promise<Product> {
  const products = (await (await fetch(`${apiUrl}/getproducts`)).json()) as Product[];
  const shake = products.find((product) => product.category === 'Shakes');
  if (!shake) throw new Error('the seeded catalogue has no shake');
  return shake;
}

/**
 * The test checkout is fixed over the viewport, so it is shot as the shopper sees it: a
 * full-page shot would stretch the page beneath a backdrop that covers only the first screen.
 */
async function snapDialog(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

async function signUp(page: Page, label: string): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email address').fill(uniqueEmail(label));
  await page.getByLabel('Phone number').fill('98765 43210');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL(`${webUrl}/`);
}

/** Product page → Add to Cart → the cart, with the voucher applied. */
async function fillCart(page: Page, product: Product): Promise<void> {
  await page.goto(`${webUrl}/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(`${webUrl}/cart`);
  await notice(page, 'Product added to Cart!');
  await page.getByLabel('Do you have a voucher or gift card?').fill(VOUCHER.code);
  await page.getByRole('button', { name: 'Apply Code' }).click();
  await notice(page, 'Code applied successfully!');
}

const orderCard = (page: Page, orderId: string) =>
  page.locator('li.order-card', { hasText: orderId });

const timelineStep = (page: Page, status: string) =>
  page
    .getByRole('list', { name: 'Order status' })
    .getByRole('listitem')
    .filter({ hasText: status });

describe('a shopper paying and following orders (simulated payments)', () => {
  it(
    'pays, is confirmed, tracks the order, reviews it once delivered and cancels a second order',
    async () => {
      const shake = await shakeFromCatalogue();
      const total = computeSummary(
        [{ price: shake.price, quantity: 1 }],
        VOUCHER.percent,
      ).finalTotal;
      const browser = await openBrowser(WIDTHS.desktop);
      close = browser.close;
      const { page } = browser;

      await signUp(page, 'orders');
      await fillCart(page, shake);
      await checkOut(page);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect.poll(() => summary.textContent()).toContain(formatInr(total));
      await expect.poll(() => page.getByText('Online payment').isVisible()).toBe(true);
      await snapWithoutNotices(page, 'orders-payment-1280');
      await expectTidy(page, 'payment');

      await openTestPayment(page);
      expect(await testPayment(page).textContent()).toContain(formatInr(total));
      await snapDialog(page, 'orders-test-payment-1280');
      const orderId = await pay(page);

      const confirmation = page.locator('main');
      for (const text of [
        `#${orderId}`,
        'processed within 24 hours on working days',
        'once your order has been shipped',
        'Online',
        'Asha Rao',
        `${GYM.name}, ${GYM.city}, India`,
        '9876543210',
      ]) {
        expect(await confirmation.textContent()).toContain(text);
      }
      await snapWithoutNotices(page, 'orders-confirmation-1280');
      await expectTidy(page, 'confirmation');

      await page.getByRole('link', { name: 'Track your order' }).click();
      await page.waitForURL(`${webUrl}/orders/trackorder/${orderId}`);
      await expect
        .poll(() => timelineStep(page, 'Processing').getAttribute('aria-current'))
        .toBe('step');
      expect(await timelineStep(page, 'Shipped').getAttribute('class')).toContain('upcoming');
      await shown(page.getByRole('heading', { name: shake.title }));
      await snapWithoutNotices(page, 'orders-tracking-active-1280');
      await expectTidy(page, 'tracking');

      // The server emptied the cart when it created the order.
      await page.goto(`${webUrl}/cart`);
      await shown(page.getByRole('heading', { name: 'Shopping Cart Is Empty' }));

      const advanced = await advanceOrder(orderId, 'Delivered');
      expect(advanced).toContain(`Order ${orderId}: Delivered`);
      await page.goto(`${webUrl}/dashboard/orders`);
      const deliveredCard = orderCard(page, orderId);
      const badge = deliveredCard.locator('.status-badge');
      await expect.poll(() => badge.textContent()).toBe('Delivered');
      expect(await badge.getAttribute('class')).toContain('status-badge--green');

      const review = `Thick, chocolatey and 30 g of protein: ${orderId}`;
      await deliveredCard.getByLabel(`Review ${shake.title}`).fill(review);
      await deliveredCard.getByRole('button', { name: 'Submit review' }).click();
      await notice(page, 'Review added successfully!');
      await page.getByRole('link', { name: 'Reviews' }).first().click();
      await page.waitForURL(`${webUrl}/review`);
      await shown(page.getByText(review));

      // A second order, cancelled from the orders view.
      await fillCart(page, shake);
      await checkOut(page);
      await openTestPayment(page);
      const secondId = await pay(page);
      await page.goto(`${webUrl}/dashboard/orders`);
      const secondCard = orderCard(page, secondId);
      await expect
        .poll(() => secondCard.getByRole('heading').first().textContent())
        .toBe('Order #2');
      await secondCard.getByRole('button', { name: 'Cancel order' }).click();
      const question = page.getByRole('alertdialog', {
        name: 'Do you really want to cancel the order? This action cannot be reversed! Note: This Item is non-refundable.',
      });
      await question.getByRole('button', { name: 'Yes' }).click();
      await notice(page, 'Order cancelled successfully! Refund will be initiated shortly.');
      await expect.poll(() => secondCard.locator('.status-badge').textContent()).toBe('Cancelled');
      expect(await secondCard.locator('.status-badge').getAttribute('class')).toContain(
        'status-badge--red',
      );
      expect(await secondCard.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await snapWithoutNotices(page, 'orders-orders-1280');
      await expectTidy(page, 'orders view');

      await secondCard.getByRole('link', { name: 'Track Order' }).click();
      await page.waitForURL(`${webUrl}/orders/trackorder/${secondId}`);
      const cancelledStep = timelineStep(page, 'Cancelled');
      await expect
        .poll(() => cancelledStep.getAttribute('class'))
        .toContain('timeline__step--cancelled');
      const dotColour = await cancelledStep
        .locator('.timeline__dot')
        .evaluate((dot) => getComputedStyle(dot).backgroundColor);
      expect(dotColour).toBe('rgb(185, 28, 28)');
      await snapWithoutNotices(page, 'orders-tracking-cancelled-1280');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'keeps the cart after a failed test payment, then pays and follows the order at 375 px',
    async () => {
      const shake = await shakeFromCatalogue();
      const browser = await openBrowser(WIDTHS.mobile);
      close = browser.close;
      const { page } = browser;

      await signUp(page, 'orders-mobile');
      await fillCart(page, shake);
      await checkOut(page);
      await snapWithoutNotices(page, 'orders-payment-375');
      await expectTidy(page, 'payment');

      await openTestPayment(page);
      await snapDialog(page, 'orders-test-payment-375');
      await testPayment(page).getByRole('button', { name: 'Fail' }).click();
      await notice(page, 'Something went wrong !');
      expect(page.url()).toBe(`${webUrl}/cart/checkout/payment`);
      await page.goto(`${webUrl}/cart`);
      await shown(page.getByRole('heading', { name: shake.title }));

      await checkOut(page);
      await openTestPayment(page);
      const orderId = await pay(page);
      await snapWithoutNotices(page, 'orders-confirmation-375');
      await expectTidy(page, 'confirmation');

      await page.getByRole('link', { name: 'Track your order' }).click();
      await expect
        .poll(() => timelineStep(page, 'Processing').getAttribute('aria-current'))
        .toBe('step');
      await snapWithoutNotices(page, 'orders-tracking-active-375');
      await expectTidy(page, 'tracking');

      await page.goto(`${webUrl}/dashboard/orders`);
      const card = orderCard(page, orderId);
      await card.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await notice(page, 'Order cancelled successfully! Refund will be initiated shortly.');
      await expect.poll(() => card.locator('.status-badge').textContent()).toBe('Cancelled');
      await snapWithoutNotices(page, 'orders-orders-375');
      await expectTidy(page, 'orders view');

      await page.goto(`${webUrl}/orders/trackorder/${orderId}`);
      await expect
        .poll(() => timelineStep(page, 'Cancelled').getAttribute('class'))
        .toContain('timeline__step--cancelled');
      await snapWithoutNotices(page, 'orders-tracking-cancelled-375');
      await expectTidy(page, 'cancelled tracking');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
