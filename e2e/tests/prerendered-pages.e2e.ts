import { SEED_PRODUCTS, type CartItem } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import { logIn } from '../support/log-in.js';
import { notice } from '../support/page-checks.js';

const webUrl = inject('webUrl');
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Every page the build prerenders, one product standing for all (apps/web/src/prerender). */
const PUBLIC_PAGES = [
  '/',
  '/products',
  `/product/${SEED_PRODUCTS[0]!._id}`,
  '/review',
  '/contact',
  '/blog',
  '/terms&conditions',
  '/privacy-policy',
];

declare global {
  interface Window {
    /** The page's heading as the HTML brought it, before any script ran. */
    prerenderedHeading?: Element | null;
    /** Set by the web's public/early-taps.js while it holds taps for the app. */
    gymfuelEarlyTaps?: unknown;
  }
}

describe('the prerendered public pages in Chromium', () => {
  it('are hydrated by React, adopting their HTML, with no console error or warning', async () => {
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    // 'interactive' comes once the HTML is parsed, before the app's (deferred) module script.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          window.prerenderedHeading = document.querySelector('#main-content h1');
        }
      }),
    );

    for (const path of PUBLIC_PAGES) {
      await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
      const heading = await page.evaluate(() => ({
        prerendered: window.prerenderedHeading?.textContent ?? null,
        // The same element still on screen: React adopted the markup instead of replacing it.
        adopted:
          window.prerenderedHeading !== null &&
          window.prerenderedHeading === document.querySelector('#main-content h1'),
      }));
      expect(heading.prerendered, path).not.toBeNull();
      expect(heading.adopted, path).toBe(true);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Opens a product page with the app's scripts held back, as on a slow phone network, taps Add to
 * Cart while the page is only its HTML (the early-tap holder still holding), then lets them
 * through.
 */
async function tapAddToCartBeforeTheApp(page: Page): Promise<void> {
  const product = SEED_PRODUCTS[0]!;
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });

  await page.goto(`${webUrl}/product/${product._id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  expect(await page.evaluate(() => typeof window.gymfuelEarlyTaps)).toBe('function');
  expect(page.url()).toBe(`${webUrl}/product/${product._id}`);
  releaseApp();
}

describe("a tap made before the app's code has run", () => {
  it("is carried out once the page is hydrated (a visitor's Add to Cart asks them to log in)", async () => {
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;

    await tapAddToCartBeforeTheApp(page);
    await page.waitForURL(`${webUrl}/login`);
    await notice(page, 'Please login first!');
  });

  it("is carried out on a signed-in shopper's page, which the app renders afresh", async () => {
    const shopper = await signUpThroughApi('early-tap');
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;
    await logIn(page, shopper.email);

    await tapAddToCartBeforeTheApp(page);
    await page.waitForURL(`${webUrl}/cart`);
    await notice(page, 'Product added to Cart!');
    const cart = await page.evaluate(
      async () => (await (await fetch('/api/getcart')).json()) as CartItem[],
    );
    expect(cart.map(({ proId, quantity }) => ({ proId, quantity }))).toEqual([
      { proId: SEED_PRODUCTS[0]!._id, quantity: 1 },
    ]);
  });
});
