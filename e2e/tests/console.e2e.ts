import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  catalogue,
  orderOf,
  placeOrderThroughApi,
  seededProduct,
  signUpThroughApi,
  verifyThroughApi,
  type ApiShopper,
} from '../support/api-session.js';
import { openBrowser, untilServiceWorkerControls, WIDTHS } from '../support/browser.js';
import { checkOut, openTestPayment, pay, shown, summaryValue } from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { grantRole } from '../support/ops-cli.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const outboxDir = inject('outboxDir');
/** Seeded in apps/api/src/seed/products.ts at ₹229. */
const SHAKE = 'Kesar Badam Protein Shake';
/** A change made elsewhere reaches an open page through its event stream. */
const LIVE = { timeout: 20_000, interval: 250 };
/** A simulated refund is processed SIMULATED_REFUND_DELAY_MS (5 s) after the cancel. */
const REFUND_SETTLES = { timeout: 30_000, interval: 500 };
const JOURNEY_TIMEOUT_MS = 420_000;

/** Every console tab, in order, with the path it opens. */
const SCREENS = [
  ['Order board', 'orders'],
  ['Prep list', 'prep'],
  ['Menu', 'menu'],
  ['Delivery slots', 'slots'],
  ['Vouchers', 'vouchers'],
  ['Refunds', 'refunds'],
  ['Messages', 'messages'],
  ['Reviews', 'reviews'],
  ['Staff', 'staff'],
  ['Activity', 'activity'],
] as const;

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function openAs(
  email: string,
  width: number,
  { withServiceWorker = false }: { withServiceWorker?: boolean } = {},
): Promise<Page> {
  const browser = await openBrowser(width, { withServiceWorker });
  closers.push(browser.close);
  await logIn(browser.page, email);
  return browser.page;
}

/**
 * Makes the page a returning shopper's: once a service worker controls it, the page is loaded
 * again and reads the catalogue through the worker, which keeps a copy (stale-while-revalidate).
 */
async function returnUnderServiceWorker(page: Page): Promise<void> {
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/api/getproducts')) !== undefined))
    .toBe(true);
}

/** An owner as a new shop gets its first one: signed up, e-mail verified, granted by the CLI. */
async function newOwner(): Promise<ApiShopper> {
  const owner = await signUpThroughApi('owner');
  await verifyThroughApi(owner, outboxDir);
  expect(await grantRole(owner.email, 'owner')).toContain(`${owner.email}: owner`);
  return owner;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const boardCard = (page: Page, orderId: string) =>
  page.getByRole('article', { name: `Order ${orderId}` });
const column = (page: Page, status: string) =>
  page.getByRole('region', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
const trackBadge = (page: Page) => page.locator('.track__header .status-badge');

async function openTab(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: label })
    .click();
  await shown(heading(page, label));
}

/** The board on the day of `date`, as the filter sets it. */
async function showBoardFor(page: Page, date: string): Promise<void> {
  await openTab(page, 'Order board');
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Date').fill(date);
}

describe('the operator console', () => {
  it(
    'runs the menu, a voucher, the board live to Delivered, the prep list, a refund and the activity (1280 px)',
    async () => {
      const owner = await newOwner();
      const shopper = await signUpThroughApi('console-shopper');
      const ownerPage = await openAs(owner.email, WIDTHS.desktop);
      // The shopper's page is a returning shopper's, which a service worker serves: the menu
      // edits below must still reach it (the worker's fresh copy of the catalogue is announced
      // and the page reads it again).
      const shopPage = await openAs(shopper.email, WIDTHS.desktop, { withServiceWorker: true });

      // 1. The owner reaches the console from the nav and adds a product with its label.
      await ownerPage
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Operator console' })
        .click();
      await ownerPage.waitForURL(`${webUrl}/admin/orders`);
      await shown(heading(ownerPage, 'Order board'));
      await openTab(ownerPage, 'Menu');
      await returnUnderServiceWorker(shopPage);
      const title = `Tandoori Paneer Bowl ${Math.random().toString(16).slice(2, 6)}`;
      await ownerPage.getByRole('button', { name: 'New product' }).click();
      const form = ownerPage.getByRole('form', { name: 'New product' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Category').selectOption('Meals');
      await form.getByLabel('Price (₹)').fill('299');
      await form
        .getByLabel('Description')
        .fill('Char-grilled paneer on brown rice with mint chutney.');
      await form.locator('input[value="1f32f"]').check();
      await form.getByLabel('Serving size').fill('320 g');
      // 4 × 30 + 4 × 40 + 9 × 12 = 388 kcal from the macros; 390 stated is within 15%.
      await form.getByLabel('Energy (kcal)').fill('390');
      await form.getByLabel('Protein (g)').fill('30');
      await form.getByLabel('Carbohydrate (g)').fill('40');
      await form.getByLabel('Fat (g)').fill('12');
      await form.getByLabel('Fibre (g)').fill('6');
      await form.getByLabel('Sugar (g)').fill('5');
      // A blank field is named in the shop's words: the contracts' zod wording is in the bundle.
      await form.getByRole('button', { name: 'Add product' }).click();
      await shown(form.getByText('Sodium (mg) is required'));
      await form.getByLabel('Sodium (mg)').fill('480');
      await form.getByLabel('Veg', { exact: true }).check();
      await form.getByLabel('Milk', { exact: true }).check();
      await form.getByLabel('Ingredients').fill('Paneer (milk), brown rice, yoghurt (milk), mint');
      await snapWithoutNotices(ownerPage, 'console-menu-form-1280');
      await form.getByRole('button', { name: 'Add product' }).click();
      await notice(ownerPage, `Added ${title} to the menu.`);
      await snapWithoutNotices(ownerPage, 'console-menu-1280');
      await expectTidy(ownerPage, 'menu');

      await shopPage.goto(`${webUrl}/products`);
      await shown(shopPage.getByRole('heading', { name: title }));
      const product = (await catalogue()).find((each) => each.title === title)!;
      expect(product).toMatchObject({ price: 299, category: 'Meals', available: true });

      // 2. Sold out today: the shopper's page says so and will not add it.
      const row = ownerPage.getByRole('listitem', { name: title });
      await row.getByRole('switch', { name: /Available/ }).click();
      await notice(ownerPage, `${title} is sold out today.`);
      await shopPage.goto(`${webUrl}/product/${product._id}`);
      await shown(shopPage.getByText('Sold out', { exact: true }).first());
      await expect
        .poll(() => shopPage.getByRole('button', { name: 'Add to Cart' }).isDisabled())
        .toBe(true);
      await snapWithoutNotices(shopPage, 'console-sold-out-product-1280');
      await row.getByRole('switch', { name: /Available/ }).click();
      await notice(ownerPage, `${title} is available again.`);

      // 3. A voucher with a minimum order, used by the shopper.
      await openTab(ownerPage, 'Vouchers');
      const code = `BOWL${Math.random().toString(16).slice(2, 6).toUpperCase()}`;
      await ownerPage.getByRole('button', { name: 'New voucher' }).click();
      await ownerPage.getByLabel('Code').fill(code);
      await ownerPage.getByLabel('Discount (%)').fill('10');
      await ownerPage.getByLabel('Minimum order (₹)').fill('500');
      await ownerPage.getByRole('button', { name: 'Create voucher' }).click();
      await notice(ownerPage, `Voucher ${code} created.`);
      await snapWithoutNotices(ownerPage, 'console-vouchers-1280');
      await expectTidy(ownerPage, 'vouchers');

      expect((await shopper.post('/addcart', { proId: product._id, quantity: 2 })).status).toBe(
        200,
      );
      await shopPage.goto(`${webUrl}/cart`);
      await shopPage.getByLabel('Do you have a voucher or gift card?').fill(code);
      await shopPage.getByRole('button', { name: 'Apply Code' }).click();
      await notice(shopPage, 'Code applied successfully!');
      // 2 × ₹299.00 = ₹598.00, 10% off = ₹59.80.
      await expect.poll(() => summaryValue(shopPage, 'Total')).toBe('₹538.20');

      // 4. The shopper pays; the order arrives on the open board by itself.
      await checkOut(shopPage);
      await openTestPayment(shopPage);
      await openTab(ownerPage, 'Order board');
      const orderId = await pay(shopPage);
      const placed = await orderOf(shopper, orderId);
      expect(placed.summary.finalTotal).toBe(538.2);
      await showBoardFor(ownerPage, placed.slot!.date);
      const card = boardCard(ownerPage, orderId);
      await expect
        .poll(
          () =>
            column(ownerPage, 'Processing')
              .getByRole('article', { name: `Order ${orderId}` })
              .isVisible(),
          LIVE,
        )
        .toBe(true);
      await shown(card.getByText(`2 × ${title}`));
      await shown(card.getByText('Total ₹538.20'));
      await snapWithoutNotices(ownerPage, 'console-board-1280');
      await expectTidy(ownerPage, 'order board');

      await shopPage.goto(`${webUrl}/orders/trackorder/${orderId}`);
      await expect.poll(() => trackBadge(shopPage).textContent()).toBe('Processing');
      await card.getByRole('button', { name: 'Move to Shipped' }).click();
      await notice(ownerPage, `Order ${orderId} is now Shipped.`);
      await expect.poll(() => trackBadge(shopPage).textContent(), LIVE).toBe('Shipped');
      await boardCard(ownerPage, orderId)
        .getByRole('button', { name: 'Move to In Transit' })
        .click();
      await notice(ownerPage, `Order ${orderId} is now In Transit.`);
      await expect.poll(() => trackBadge(shopPage).textContent(), LIVE).toBe('In Transit');
      await boardCard(ownerPage, orderId)
        .getByRole('button', { name: 'Move to Delivered' })
        .click();
      const handover = ownerPage.getByRole('dialog', { name: `Hand over order ${orderId}` });
      await handover.getByLabel('Handover code').fill(placed.handoverCode!);
      await snapWithoutNotices(ownerPage, 'console-handover-1280');
      await handover.getByRole('button', { name: 'Mark Delivered' }).click();
      await notice(ownerPage, `Order ${orderId} is now Delivered.`);
      await expect.poll(() => trackBadge(shopPage).textContent(), LIVE).toBe('Delivered');
      await shown(
        column(ownerPage, 'Delivered').getByRole('article', { name: `Order ${orderId}` }),
      );

      // 5. The prep list counts what was ordered for that day.
      await openTab(ownerPage, 'Prep list');
      await ownerPage.getByLabel('Date').fill(placed.slot!.date);
      const cook = ownerPage.getByRole('table');
      await shown(cook.getByRole('row', { name: `${title} 2` }));
      await snapWithoutNotices(ownerPage, 'console-prep-1280');
      await expectTidy(ownerPage, 'prep list');

      // 6. A cancel from the board refunds the shopper.
      const second = await placeOrderThroughApi(shopper, await seededProduct(SHAKE));
      const secondOrder = await orderOf(shopper, second);
      await showBoardFor(ownerPage, secondOrder.slot!.date);
      const secondCard = boardCard(ownerPage, second);
      await shown(secondCard);
      await secondCard.getByRole('button', { name: 'Cancel order' }).click();
      const cancel = ownerPage.getByRole('dialog', { name: `Cancel order ${second}` });
      await shown(cancel.getByText("The customer's payment of ₹229.00 is refunded."));
      await cancel.getByLabel('Reason').fill('Kitchen out of saffron');
      await cancel.getByRole('button', { name: 'Confirm cancel' }).click();
      await notice(ownerPage, `Order ${second} is cancelled.`);
      await shown(column(ownerPage, 'Cancelled').getByRole('article', { name: `Order ${second}` }));
      await shown(secondCard.getByText('Cancelled by staff: Kitchen out of saffron'));
      await expect
        .poll(async () => (await orderOf(shopper, second)).refund?.status, REFUND_SETTLES)
        .toBe('processed');
      await expect
        .poll(() => secondCard.getByText('Refund processed').isVisible(), LIVE)
        .toBe(true);
      expect((await orderOf(shopper, second)).refund?.amount).toBe(229);

      // 7. The Activity view lists every change, with who made it.
      await openTab(ownerPage, 'Activity');
      for (const entry of [
        `product.created: ${product._id}`,
        `product.availability: ${product._id}`,
        `voucher.created: ${code}`,
        `order.advanced: ${orderId}`,
        `order.cancelled: ${second}`,
      ]) {
        await shown(ownerPage.getByRole('heading', { name: entry }).first());
      }
      await shown(ownerPage.getByText(`By ${owner.email} (owner)`).first());
      await snapWithoutNotices(ownerPage, 'console-activity-1280');
      await expectTidy(ownerPage, 'activity');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each([
    ['375', WIDTHS.mobile],
    ['1280', WIDTHS.desktop],
  ] as const)(
    'shows every screen tidily at %s px, and only to staff',
    async (label, width) => {
      const owner = await newOwner();
      const page = await openAs(owner.email, width);
      await page.goto(`${webUrl}/admin`);
      await page.waitForURL(`${webUrl}/admin/orders`);
      for (const [screen, path] of SCREENS) {
        await page.goto(`${webUrl}/admin/${path}`);
        await shown(heading(page, screen));
        await expect.poll(() => page.title()).toBe(`${screen} | GymFuel`);
        await expectTidy(page, screen);
        await snapWithoutNotices(page, `console-${path}-${label}`);
      }

      // A customer typing the address meets the 404 page, and no console code is fetched.
      const customer = await signUpThroughApi('console-customer');
      const browser = await openBrowser(width);
      closers.push(browser.close);
      const scripts: string[] = [];
      browser.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await logIn(browser.page, customer.email);
      await browser.page.goto(`${webUrl}/admin/orders`);
      await shown(heading(browser.page, 'Oops, something went wrong.'));
      expect(scripts.filter((url) => /Console|Board|Screen/.test(url))).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
