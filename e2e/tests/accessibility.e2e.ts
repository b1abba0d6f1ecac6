import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogue, signUpThroughApi } from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import { checkOut, openTestPayment, pay, testPayment } from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';

const webUrl = inject('webUrl');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Runs axe-core on the page as it stands; the violations, each with the elements it names. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: Violation[];
    };
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** A page has settled once its main heading is there and the loader has gone. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
}

/** A shopper signed in through the page, with one product in the cart (so the cart has content). */
async function signIn(page: Page, productId: string): Promise<void> {
  const shopper = await signUpThroughApi('axe');
  expect((await shopper.post('/addcart', { proId: productId, quantity: 1 })).status).toBe(200);
  await logIn(page, shopper.email);
}

const PUBLIC_ROUTES = (productId: string) => [
  '/',
  '/products',
  `/product/${productId}`,
  '/review',
  '/contact',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password?token=x',
  '/verify-email?token=x',
  '/blog',
  '/terms&conditions',
  '/privacy-policy',
  '/reciept/1',
  '/no-such-page',
  '/dashboard',
];

const SHOPPER_ROUTES = [
  '/cart',
  '/cart/checkout',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/orders',
  '/dashboard/favourites',
  '/admin',
];

describe.each([
  ['mobile', WIDTHS.mobile],
  ['desktop', WIDTHS.desktop],
] as const)('accessibility at %s width', (_label, width) => {
  let page: Page;
  let close: () => Promise<void>;
  let productId: string;

  beforeAll(async () => {
    const browser = await openBrowser(width);
    page = browser.page;
    close = browser.close;
    productId = (await catalogue())[0]!._id;
  });
  afterAll(() => close());

  it('finds no axe-core violation on any route, signed out and then signed in', async () => {
    const found: string[] = [];
    for (const path of PUBLIC_ROUTES(productId)) {
      await settle(page, path);
      found.push(...(await axeViolations(page)).map((line) => `${path} (visitor): ${line}`));
    }
    await signIn(page, productId);
    for (const path of SHOPPER_ROUTES) {
      await settle(page, path);
      found.push(...(await axeViolations(page)).map((line) => `${path} (shopper): ${line}`));
    }
    expect(found).toEqual([]);
  });

  it('shows every card at once when the visitor prefers reduced motion, and in print', async () => {
    // The home page's product cards fade in with AOS.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await settle(page, '/');
    const hidden = () =>
      page.evaluate(
        () =>
          Array.from(document.querySelectorAll('[data-aos]')).filter(
            (card) => getComputedStyle(card).opacity !== '1',
          ).length,
      );
    expect(await page.locator('[data-aos]').count()).toBeGreaterThan(0);
    expect(await hidden()).toBe(0);

    await page.emulateMedia({ reducedMotion: 'no-preference', media: 'print' });
    await settle(page, '/');
    expect(await hidden()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
  });

  it('draws a focus ring with at least 3:1 contrast on the page and on a green button', async () => {
    // Signed out again, so /login shows its form.
    await page.goto(webUrl);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await settle(page, '/login');
    /** The focused element's ring against the page, and its halo against the element itself. */
    const ring = () =>
      page.evaluate(() => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (css: string) => {
          const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
          return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const ratio = (a: string, b: string) => {
          const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return Math.round(((hi + 0.05) / (lo + 0.05)) * 10) / 10;
        };
        const style = getComputedStyle(document.activeElement as HTMLElement);
        const halo = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '';
        return {
          outline: style.outlineStyle,
          onPage: ratio(style.outlineColor, getComputedStyle(document.body).backgroundColor),
          haloOnElement: halo === '' ? 0 : ratio(halo, style.backgroundColor),
        };
      });
    // Keyboard focus, so :focus-visible applies.
    await page.getByRole('link', { name: 'Forgot password?' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const link = await ring();
    expect(link.outline).toBe('solid');
    expect(link.onPage).toBeGreaterThanOrEqual(3);

    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // Buttons ease their shadow in: poll until the halo has arrived.
    await expect.poll(async () => (await ring()).haloOnElement).toBeGreaterThanOrEqual(3);
    const button = await ring();
    expect(button.outline).toBe('solid');
    expect(button.onPage).toBeGreaterThanOrEqual(3);
  });

  it('titles each page, and moves focus to the new page heading after a navigation', async () => {
    const [product] = await catalogue();
    await settle(page, '/');
    expect(await page.title()).toBe('GymFuel');
    await page.goto(`${webUrl}/products`);
    await expect.poll(() => page.title()).toBe('Products | GymFuel');

    // A client-side navigation: the product's own title, and focus on its h1.
    await page
      .getByRole('article', { name: product!.title })
      .getByRole('link', { name: 'View more' })
      .click();
    await expect.poll(() => page.title()).toBe(`${product!.title} | GymFuel`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('h1');
  });

  it('gives focus back to Pay Now when the test payment closes; no axe violation on the purchase pages', async () => {
    await signIn(page, productId);
    await page.goto(`${webUrl}/cart`);
    await checkOut(page);
    const found = (await axeViolations(page)).map((line) => `payment: ${line}`);
    await openTestPayment(page);
    found.push(...(await axeViolations(page)).map((line) => `test payment dialog: ${line}`));
    await testPayment(page).getByRole('button', { name: 'Fail' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Pay Now');

    // The routes only an order reaches: its confirmation and its tracking page.
    await openTestPayment(page);
    const orderId = await pay(page);
    found.push(...(await axeViolations(page)).map((line) => `confirmation: ${line}`));
    await settle(page, `/orders/trackorder/${orderId}`);
    found.push(...(await axeViolations(page)).map((line) => `track: ${line}`));
    expect(found).toEqual([]);
  });
});
