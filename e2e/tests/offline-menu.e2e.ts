import { SEED_PRODUCTS } from '@gymfuel/contracts';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from '../support/api-session.js';
import { openBrowser, snap, untilServiceWorkerControls, WIDTHS } from '../support/browser.js';
import { logIn } from '../support/log-in.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

const mango = SEED_PRODUCTS.find(({ title }) => title === 'Alphonso Mango Protein Smoothie')!;
const BANNER = 'You are offline — showing the menu from your last visit';
const OFFLINE_NOTE = 'You are offline. Connect to order.';

/** The menu pages: each one's heading, and the mango smoothie as each shows it. */
const MENU_PAGES = [
  {
    path: '/',
    heading: 'Fuel your training with food that works as hard as you do',
    mango: 'Alphonso Mango Protein Smoothie',
  },
  { path: '/products', heading: 'Our Products', mango: 'Alphonso Mango Protein Smoothie' },
  { path: `/product/${mango._id}`, heading: 'Alphonso Mango Protein Smoothie', mango: '₹199' },
];

/** Waits until the page's h1 is `name` and `text` is on screen. */
async function shows(page: Page, name: string, text: string) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name, exact: true }).isVisible())
    .toBe(true);
  await notice(page, text);
}

/** The paths of the API answers the service worker's caches hold. */
const cachedApiPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths.filter((path) => path.startsWith('/api/')).sort();
  });

describe('the menu offline', () => {
  it('opens /, /products and a product page offline after one visit, with the banner and ordering disabled', async () => {
    const browser = await openBrowser(WIDTHS.mobile, { withServiceWorker: true });
    close = browser.close;
    const { context, page } = browser;

    // Online, the worker changes nothing a shopper (or the console) would notice.
    const problems: string[] = [];
    const collect = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
      }
    };
    page.on('console', collect);
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

    await page.goto(`${webUrl}/`);
    await untilServiceWorkerControls(page);
    for (const { path, heading, mango } of MENU_PAGES.slice(1)) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      await shows(page, heading, mango);
    }
    // Only public reads: the catalogue and the server's set-up, never a call with a session.
    await expect.poll(() => cachedApiPaths(page)).toEqual(['/api/config', '/api/getproducts']);

    page.off('console', collect);
    expect(problems).toEqual([]);

    await context.setOffline(true);
    for (const { path, heading, mango } of MENU_PAGES) {
      await page.goto(`${webUrl}${path}`);
      await shows(page, heading, mango);
      await notice(page, BANNER);
    }
    const add = page.getByRole('button', { name: 'Add to Cart' });
    // The page hydrates in slices (a transition): the layout's banner may be on screen a moment
    // before the page's button is React's.
    await expect.poll(() => add.isDisabled()).toBe(true);
    expect(
      await add.evaluate(
        (button) =>
          document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(OFFLINE_NOTE);
    // A reload offline is served the same way.
    await page.reload();
    await notice(page, BANNER);
    await expectTidy(page, 'offline product page');
    await snap(page, 'offline-product-375');
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await snap(page, 'offline-product-1280');
  });

  it('opens /products and product pages never opened before offline after one visit of /, with the banner and ordering disabled', async () => {
    const browser = await openBrowser(WIDTHS.mobile, { withServiceWorker: true });
    close = browser.close;
    const { context, page } = browser;
    await page.goto(`${webUrl}/`, { waitUntil: 'networkidle' });
    await untilServiceWorkerControls(page);
    await expect.poll(() => cachedApiPaths(page)).toContain('/api/getproducts');

    // Their code comes from the precache, not from having been opened: without it, a page shows
    // its prerendered HTML but never comes alive (no banner, an Add to Cart that looks enabled).
    await context.setOffline(true);
    for (const { path, heading, mango } of MENU_PAGES.slice(1)) {
      const tab = await context.newPage();
      await tab.goto(`${webUrl}${path}`);
      await shows(tab, heading, mango);
      await notice(tab, BANNER);
    }
    const add = (await context.pages()).at(-1)!.getByRole('button', { name: 'Add to Cart' });
    await expect.poll(() => add.isDisabled()).toBe(true);
  });

  it("opens every other page of the shop offline after one visit, as the shop, not the browser's error page", async () => {
    const shopper = await signUpThroughApi('offline-pages');
    const browser = await openBrowser(WIDTHS.mobile, { withServiceWorker: true });
    close = browser.close;
    const { context, page } = browser;
    await logIn(page, shopper.email);
    await untilServiceWorkerControls(page);

    // A bookmark or the installed app opened on a page the worker does not keep: the shell, and
    // the page as a visit offline shows it (docs/architecture.md#installable-menu).
    await context.setOffline(true);
    await page.goto(`${webUrl}/review?from=bookmark`);
    await shows(page, 'Review', 'Honest words from gym-goers who fuel up with GymFuel.');
    // Who is signed in is unknown until the network returns (docs/product.md#session): a
    // signed-in shopper's pages say why they wait, and nobody is asked to log in.
    for (const path of ['/dashboard/orders', '/cart']) {
      await page.goto(`${webUrl}${path}`);
      await notice(page, OFFLINE_NOTE);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await expectTidy(page, 'cart opened offline');
    await snapWithoutNotices(page, 'offline-cart-375');
    // Back online, the cart is the shopper's own, where it was opened.
    await context.setOffline(false);
    await expect.poll(() => page.getByText(OFFLINE_NOTE).count(), { timeout: 30_000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/cart');
    await context.setOffline(true);

    // A product page under a URL the precache does not name is the menu all the same.
    await page.goto(`${webUrl}/product/${mango._id}/`);
    await shows(page, mango.title, '₹199');
    await notice(page, BANNER);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await notice(page, OFFLINE_NOTE);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await expectTidy(page, 'offline product page with a trailing slash');
    await snap(page, 'offline-product-slash-1280');
  });

  it('signs a shopper who opened the menu offline in again once the network returns, and ordering works', async () => {
    const shopper = await signUpThroughApi('offline-return');
    // Wide enough that the nav's links are in the bar, not folded behind the menu toggle.
    const browser = await openBrowser(WIDTHS.desktop, { withServiceWorker: true });
    close = browser.close;
    const { context, page } = browser;
    const productPath = `/product/${mango._id}`;
    const nav = page.getByRole('navigation', { name: 'Main' });

    await logIn(page, shopper.email);
    await untilServiceWorkerControls(page);
    await page.goto(`${webUrl}${productPath}`, { waitUntil: 'networkidle' });
    await shows(page, mango.title, '₹199');

    // Opened offline, the session check waits for the network: who is signed in is unknown, so
    // the nav offers neither Log in nor Log Out (docs/product.md#session).
    await context.setOffline(true);
    const checkFailed = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('Could not restore the stored session'),
    });
    await page.goto(`${webUrl}${productPath}`);
    await notice(page, BANNER);
    await checkFailed;
    expect(await nav.getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Log Out' }).count()).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => nav.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await notice(page, 'Product added to Cart!');
    await page.waitForURL(`${webUrl}/cart`);
    await expect.poll(() => page.getByText(mango.title).first().isVisible()).toBe(true);
  });
});
