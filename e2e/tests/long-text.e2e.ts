import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  addProductThroughApi,
  orderOf,
  placeOrderThroughApi,
  signUpThroughApi,
  toFavourite,
  verifyThroughApi,
} from '../support/api-session.js';
import { openBrowser, screenshotDir, WIDTHS } from '../support/browser.js';
import {
  checkOut,
  GYM,
  openTestPayment,
  pay,
  shown,
  testPayment,
} from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { advanceOrder, grantRole } from '../support/ops-cli.js';
import { expectTidy } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const outboxDir = inject('outboxDir');
const JOURNEY_TIMEOUT_MS = 420_000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * Text from shoppers and owners as long as the contracts allow, without a space to break at: a
 * product title (60), a user name (80), a saved address's name (100), a profile address (300) and
 * a review (1000). Each must wrap, never widen the page.
 */
const TITLE = `Unbrokenproteinsmoothie${Math.random().toString(16).slice(2, 8)}`.padEnd(60, 'x');
const USER_NAME = 'Ashaverylongnamewithoutanyspaces'.padEnd(80, 'a');
const SAVED_NAME = 'Savedaddressnamewithoutanyspaces'.padEnd(100, 's');
const PROFILE_ADDRESS = 'Profileaddresswithoutanyspaces'.padEnd(300, 'p');
const REVIEW = 'x'.repeat(1000);

async function ok(answer: Promise<{ status: number; json: unknown }>): Promise<unknown> {
  const { status, json } = await answer;
  expect(status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

/** A screen: how to open it (a path, or steps from where the page is) and what shows it is up. */
interface Screen {
  name: string;
  open: string | ((page: Page) => Promise<void>);
  ready: (page: Page) => Locator;
}

const showing = (text: string) => (page: Page) =>
  page.getByText(text).filter({ visible: true }).first();

/**
 * Opens the screen, waits until it is up and checks it at 375 and 1280 px; answers what was wrong
 * (every screen is looked at before the journey fails, so one run names them all).
 */
async function checkAtBothWidths(page: Page, { name, open, ready }: Screen) {
  const problems: string[] = [];
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    if (typeof open === 'string') await page.goto(`${webUrl}${open}`);
    else await open(page);
    // Product cards skip rendering off screen (content-visibility: auto): bring the text in.
    const text = ready(page);
    await text.waitFor({ state: 'attached' });
    await text.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shown(text);
    // The screen around the long text, as the shopper sees it (a full page would be a strip).
    await page.screenshot({ path: join(screenshotDir, `long-text-${name}-${width}.png`) });
    await expectTidy(page, `${name} at ${width} px`).catch((error: Error) =>
      problems.push(error.message),
    );
  }
  return problems;
}

describe('long unbroken text', () => {
  it(
    'wraps product titles, names, addresses and reviews on every screen that shows them',
    async () => {
      const owner = await signUpThroughApi('long-owner');
      await verifyThroughApi(owner, outboxDir);
      expect(await grantRole(owner.email, 'owner')).toContain(`${owner.email}: owner`);
      const product = await addProductThroughApi(owner, { title: TITLE });

      const shopper = await signUpThroughApi('long-shopper');
      await ok(
        shopper.post('/updateuser', {
          email: shopper.email,
          updatedemail: shopper.email,
          userName: USER_NAME,
          phoneNumber: shopper.phoneNumber,
          address: PROFILE_ADDRESS,
          userPhoto: 'avatar-2',
        }),
      );
      const orderId = await placeOrderThroughApi({ ...shopper, userName: USER_NAME }, product);
      // The board and the prep list show one day, today in India until another is picked: late
      // in the evening the order's slot is tomorrow's.
      const slotDate = (await orderOf(shopper, orderId)).slot!.date;
      await advanceOrder(orderId, 'Delivered');
      await ok(shopper.post('/addreview', { productId: product._id, review: REVIEW, orderId }));
      await ok(shopper.post('/addfav', { favourites: [toFavourite(product)] }));
      await ok(shopper.post('/addcart', { proId: product._id, quantity: 1 }));
      const saved = {
        your_name: SAVED_NAME,
        your_email: shopper.email,
        gym_name: GYM.name,
        city: GYM.city,
        country: 'India',
        phone: shopper.phoneNumber,
      };
      await ok(shopper.post('/address', { addresses: JSON.stringify([saved]) }));

      const shopperBrowser = await openBrowser(WIDTHS.desktop);
      closers.push(shopperBrowser.close);
      const shop = shopperBrowser.page;
      await logIn(shop, shopper.email);
      let paidOrderId = '';
      const SHOPPER_SCREENS: Screen[] = [
        { name: 'reviews', open: '/review', ready: showing(REVIEW) },
        { name: 'products', open: '/products', ready: showing(TITLE) },
        { name: 'product', open: `/product/${product._id}`, ready: showing(TITLE) },
        { name: 'cart', open: '/cart', ready: showing(TITLE) },
        {
          name: 'checkout',
          open: async (page) => {
            await page.goto(`${webUrl}/cart`);
            await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
            await page.waitForURL(`${webUrl}/cart/checkout`);
          },
          ready: showing(TITLE),
        },
        {
          name: 'payment',
          open: async (page) => {
            await page.goto(`${webUrl}/cart`);
            await checkOut(page);
          },
          ready: showing(TITLE),
        },
        {
          name: 'confirmation',
          open: async (page) => {
            if (!paidOrderId) {
              await openTestPayment(page);
              await shown(testPayment(page));
              paidOrderId = await pay(page);
            }
            await page.goto(`${webUrl}/cart/checkout/payment/confirmation/${paidOrderId}`);
          },
          ready: showing(TITLE),
        },
        { name: 'dashboard', open: '/dashboard', ready: showing(USER_NAME) },
        {
          name: 'profile',
          open: '/dashboard/profile',
          ready: (page) => page.getByLabel('Full name'),
        },
        { name: 'orders', open: '/dashboard/orders', ready: showing(TITLE) },
        { name: 'favourites', open: '/dashboard/favourites', ready: showing(TITLE) },
        { name: 'track', open: `/orders/trackorder/${orderId}`, ready: showing(TITLE) },
        { name: 'invoice', open: `/orders/invoice/${orderId}`, ready: showing(TITLE) },
      ];
      const problems: string[] = [];
      for (const screen of SHOPPER_SCREENS) {
        problems.push(...(await checkAtBothWidths(shop, screen)));
      }

      const ownerBrowser = await openBrowser(WIDTHS.desktop);
      closers.push(ownerBrowser.close);
      const ownerPage = ownerBrowser.page;
      await logIn(ownerPage, owner.email);
      const OWNER_SCREENS: Screen[] = [
        {
          name: 'console-board',
          open: async (page) => {
            await page.goto(`${webUrl}/admin/orders`);
            await page.getByRole('group', { name: 'Filters' }).getByLabel('Date').fill(slotDate);
          },
          ready: showing(USER_NAME),
        },
        {
          name: 'console-prep',
          open: async (page) => {
            await page.goto(`${webUrl}/admin/prep`);
            await page.getByLabel('Date').fill(slotDate);
          },
          ready: showing(TITLE),
        },
        { name: 'console-menu', open: '/admin/menu', ready: showing(TITLE) },
        { name: 'console-reviews', open: '/admin/reviews', ready: showing(REVIEW) },
      ];
      for (const screen of OWNER_SCREENS) {
        problems.push(...(await checkAtBothWidths(ownerPage, screen)));
      }
      expect(problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
