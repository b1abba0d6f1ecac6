import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  catalogue,
  placeOrderThroughApi,
  signUpThroughApi,
  toFavourite,
} from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import {
  checkOut,
  chooseGym,
  chooseSlot,
  openTestPayment,
  pay,
  testPayment,
} from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { advanceOrder } from '../support/ops-cli.js';

const webUrl = inject('webUrl');
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Generous: the stack shares 2 cores with the browser. */
const WAIT = { timeout: 20_000 };

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page once its finite animations have ended (a toast fading in or out is
 * half transparent, which axe would report as low contrast); the violations, each with the
 * elements it names. A spinner's endless animation is not waited for.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .every((animation) => animation.playState !== 'running'),
        ),
      WAIT,
    )
    .toBe(true);
  // Evaluated through DevTools rather than added as a <script>: the shop's CSP refuses inline
  // scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
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

/** Waits until the element is on screen. */
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), WAIT).toBe(true);

/** A page has settled once its main heading is there and the loader has gone. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await page.locator('h1').first().waitFor(WAIT);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
}

/** Signed out again: no session cookie and no stored session in this browser. */
async function signOut(page: Page): Promise<void> {
  await page.goto(webUrl);
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

/** A shopper signed in through the page, with one product in the cart (so the cart has content). */
async function signIn(page: Page, productId: string): Promise<void> {
  const shopper = await signUpThroughApi('axe');
  expect((await shopper.post('/addcart', { proId: productId, quantity: 1 })).status).toBe(200);
  await signOut(page);
  await logIn(page, shopper.email);
}

/** The cart → 'Proceed to Checkout' → the checkout form, with the gyms loaded. */
async function openCheckout(page: Page): Promise<void> {
  await settle(page, '/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${webUrl}/cart/checkout`, WAIT);
  await expect
    .poll(() => page.getByLabel('Gym').locator('option').count(), WAIT)
    .toBeGreaterThan(1);
}

/** Moves focus onto the element with the keyboard (from the one before it), so :focus-visible applies. */
async function tabOnto(page: Page, locator: Locator): Promise<void> {
  // Tried again until focus stays: a render landing between the key presses (a late response on
  // a busy machine) can move focus away once.
  await expect
    .poll(async () => {
      await locator.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      return locator.evaluate((element) => element === document.activeElement);
    }, WAIT)
    .toBe(true);
}

/** The focused element's ring against the page, and its halo against the element itself. */
function focusRing(page: Page) {
  return page.evaluate(() => {
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
      width: parseFloat(style.outlineWidth),
      onPage: ratio(style.outlineColor, getComputedStyle(document.body).backgroundColor),
      haloOnElement: halo === '' ? 0 : ratio(halo, style.backgroundColor),
    };
  });
}

/** A text input, select or text area focused by keyboard shows the shop's ring, at 3:1 or more. */
async function expectFieldRing(page: Page, field: Locator): Promise<void> {
  await tabOnto(page, field);
  // Fields ease their border and halo in: poll until the ring has settled.
  await expect.poll(async () => (await focusRing(page)).outline, WAIT).toBe('solid');
  const ring = await focusRing(page);
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.onPage).toBeGreaterThanOrEqual(3);
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
  '/refund-policy',
  '/reciept/1',
  '/no-such-page',
  '/loader',
  '/dashboard',
  '/dash',
];

const SHOPPER_ROUTES = [
  '/cart',
  '/cart/checkout',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/orders',
  '/dashboard/favourites',
  '/dash',
  '/dash/profile',
  '/dash/orders',
  '/dash/favourites',
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

  it('draws a focus ring with at least 3:1 contrast on the page, on a green button and on every kind of field', async () => {
    // Signed out again, so /login shows its form.
    await signOut(page);
    await settle(page, '/login');
    // Keyboard focus, so :focus-visible applies.
    await tabOnto(page, page.getByRole('link', { name: 'Forgot password?' }));
    const link = await focusRing(page);
    expect(link.outline).toBe('solid');
    expect(link.onPage).toBeGreaterThanOrEqual(3);

    await tabOnto(
      page,
      page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }),
    );
    // Buttons ease their shadow in: poll until the halo has arrived.
    await expect
      .poll(async () => (await focusRing(page)).haloOnElement, WAIT)
      .toBeGreaterThanOrEqual(3);
    const button = await focusRing(page);
    expect(button.outline).toBe('solid');
    expect(button.onPage).toBeGreaterThanOrEqual(3);

    // A text input of the shared field style, the cart's voucher input and the checkout's select.
    await expectFieldRing(page, page.getByLabel('Email address'));
    await signIn(page, productId);
    await settle(page, '/cart');
    await expectFieldRing(page, page.getByLabel('Do you have a voucher or gift card?'));
    await openCheckout(page);
    await expectFieldRing(page, page.getByLabel('Gym'));
    await expectFieldRing(page, page.getByLabel('Your name'));
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
      .getByRole('button', { name: 'View more' })
      .click();
    await expect.poll(() => page.title()).toBe(`${product!.title} | GymFuel`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase()))
      .toBe('h1');
  });

  it('finds no axe-core violation on orders with their cancel and review controls, the cancel dialog and favourites; rings the review box', async () => {
    const [first, second] = await catalogue();
    const shopper = await signUpThroughApi('axe-orders');
    const delivered = await placeOrderThroughApi(shopper, first!);
    expect(await advanceOrder(delivered, 'Delivered')).toContain(`Order ${delivered}: Delivered`);
    await placeOrderThroughApi(shopper, second!);
    const favourites = [toFavourite(first!), toFavourite(second!)];
    expect((await shopper.post('/addfav', { favourites })).status).toBe(200);
    await signOut(page);
    await logIn(page, shopper.email);

    await settle(page, '/dashboard/orders');
    // The delivered order offers a review, the processing one a cancel.
    await visible(page.getByRole('button', { name: 'Submit review' }));
    await visible(page.getByRole('button', { name: 'Cancel order' }));
    const found = (await axeViolations(page)).map((line) => `orders: ${line}`);
    await expectFieldRing(page, page.getByLabel(`Review ${first!.title}`));

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const question = page.getByRole('alertdialog');
    await visible(question);
    found.push(...(await axeViolations(page)).map((line) => `cancel dialog: ${line}`));
    await question.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => question.count(), WAIT).toBe(0);

    await settle(page, '/dashboard/favourites');
    await expect
      .poll(() => page.getByRole('button', { name: 'Add to Cart' }).count(), WAIT)
      .toBe(2);
    found.push(...(await axeViolations(page)).map((line) => `favourites: ${line}`));
    expect(found).toEqual([]);
  });

  it('finds no axe-core violation on a form showing its field errors', async () => {
    await signIn(page, productId);
    await openCheckout(page);
    await page.getByLabel('Your name').fill('');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    // The name and the gym (none chosen yet) are both named at their fields.
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), WAIT).toBe(2);
    await visible(page.getByText('Your name is required'));
    await visible(page.getByText('Gym is required'));
    expect((await axeViolations(page)).map((line) => `checkout: ${line}`)).toEqual([]);

    // With the gym comes the delivery slot step: without a slot the form stops there.
    await page.getByLabel('Your name').fill('Asha Rao');
    await chooseGym(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await visible(page.getByText('Please choose a delivery slot'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-slot');
    expect((await axeViolations(page)).map((line) => `checkout slot: ${line}`)).toEqual([]);

    // Fixed, the form goes on: the errors were the only thing in the way.
    await chooseSlot(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(`${webUrl}/cart/checkout/payment`, WAIT);
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

describe('accessibility of the open mobile menu at 375 px', () => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const browser = await openBrowser(WIDTHS.mobile);
    page = browser.page;
    close = browser.close;
  });
  afterAll(() => close());

  it('finds no axe-core violation with the menu open, signed out and signed in', async () => {
    const openMenu = async () => {
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded'), WAIT).toBe('true');
      await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first());
    };
    await settle(page, '/');
    await openMenu();
    const found = (await axeViolations(page)).map((line) => `menu (visitor): ${line}`);

    await signIn(page, (await catalogue())[0]!._id);
    await settle(page, '/');
    await openMenu();
    await visible(page.getByRole('button', { name: 'Log Out' }));
    found.push(...(await axeViolations(page)).map((line) => `menu (shopper): ${line}`));
    expect(found).toEqual([]);
  });
});
