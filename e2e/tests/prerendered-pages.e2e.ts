import { SEED_PRODUCTS, type CartItem } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  addProductThroughApi,
  catalogue,
  signUpThroughApi,
  verifyThroughApi,
} from '../support/api-session.js';
import { openBrowser, snap, WIDTHS } from '../support/browser.js';
import { logIn } from '../support/log-in.js';
import { grantRole } from '../support/ops-cli.js';
import { notice } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const outboxDir = inject('outboxDir');
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A seeded product: its page stands for every product's. */
const PRODUCT = SEED_PRODUCTS[0]!;

/** Every page the build prerenders, one product standing for all (apps/web/src/prerender). */
const PUBLIC_PAGES = [
  '/',
  '/products',
  `/product/${PRODUCT._id}`,
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

/**
 * Collects the page's console errors and warnings, Content-Security-Policy violations among them
 * (openBrowser writes each there), and its uncaught errors: a hydration mismatch is React's error
 * #418, uncaught, in a production build.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Opens `path` and answers whether React adopted its prerendered HTML: the page's heading as the
 * HTML brought it is the one still on screen.
 */
async function openAdopted(page: Page, path: string): Promise<boolean> {
  await page.goto(`${webUrl}${path}`, { waitUntil: 'networkidle' });
  return page.evaluate(
    () =>
      window.prerenderedHeading !== null &&
      window.prerenderedHeading !== undefined &&
      window.prerenderedHeading === document.querySelector('#main-content h1'),
  );
}

describe('the prerendered public pages in Chromium', () => {
  async function openWatched() {
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;
    const problems = watchConsole(page);
    // 'interactive' comes once the HTML is parsed, before the app's (deferred) module script.
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          window.prerenderedHeading = document.querySelector('#main-content h1');
        }
      }),
    );
    return { page, problems };
  }

  it('are hydrated by React, adopting their HTML, with no console error or warning', async () => {
    const { page, problems } = await openWatched();

    for (const path of PUBLIC_PAGES) {
      expect(await openAdopted(page, path), path).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  // The build rendered each page at its plain path: a query string it never saw must not make
  // the browser's HTML a mismatch (React's #418), and what it asks for shows once hydrated.
  it('are hydrated at links with a query string, then show what the link asks for', async () => {
    const { page, problems } = await openWatched();
    const tabpanel = page.getByRole('tabpanel');
    const cards = tabpanel.getByRole('article');
    // The live catalogue: other journeys on this stack add products.
    const everyProduct = (await catalogue()).length;

    expect(await openAdopted(page, '/products?category=Meals&veg=1&sort=protein')).toBe(true);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Meals' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await page.getByRole('checkbox', { name: /Veg only/ }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('protein');
    const vegMeals = (await catalogue()).filter(
      (product) => product.category === 'Meals' && product.diet === 'veg',
    );
    await expect.poll(() => cards.count()).toBe(vegMeals.length);

    expect(await openAdopted(page, '/products?q=paneer')).toBe(true);
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue())
      .toBe('paneer');
    await expect.poll(() => cards.count()).toSatisfy((shown) => shown > 0 && shown < everyProduct);
    expect(await cards.getByRole('heading', { name: 'Paneer Tikka Skewers' }).count()).toBe(1);

    // Not one of the list's parameters (a campaign tag, a mistyped link): the whole menu.
    expect(await openAdopted(page, '/products?query=paneer&utm_source=insta')).toBe(true);
    await expect.poll(() => cards.count()).toBe(everyProduct);

    // A product page reads no query string, nor the hash.
    expect(await openAdopted(page, `/product/${PRODUCT._id}?q=paneer#nutrition`)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PRODUCT.title);

    // The pages say the year they were built in; opened in a later one, they say that year.
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.setSystemTime(new Date(`${nextYear}-06-01T12:00:00+05:30`));
    expect(await openAdopted(page, '/')).toBe(true);
    await expect
      .poll(() => page.getByRole('contentinfo').textContent())
      .toContain(`© ${nextYear} GymFuel. All rights reserved.`);

    expect(problems).toEqual([]);
  });
});

declare global {
  interface Window {
    /** What the frames painted before and after hydration showed (sampleFrames). */
    framesSampled?: { frames: number; framesShowingExcluded: number; layoutShift: number };
  }
}

/**
 * From the document's start, checks every frame before it is painted for a card of `excluded`
 * that is visible, and adds up the layout shifts; it reads them into window.framesSampled.
 */
async function sampleFrames(page: Page, excluded: string) {
  await page.addInitScript((excluded) => {
    const sampled = { frames: 0, framesShowingExcluded: 0, layoutShift: 0 };
    window.framesSampled = sampled;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        sampled.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const onFrame = () => {
      sampled.frames += 1;
      const shown = Array.from(document.querySelectorAll('article h2')).some(
        (title) =>
          title.textContent === excluded &&
          title.checkVisibility({ visibilityProperty: true, opacityProperty: false }),
      );
      if (shown) sampled.framesShowingExcluded += 1;
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  }, excluded);
}

/** Holds the app's scripts back, as on a slow phone network, until the returned call. */
async function holdTheApp(page: Page): Promise<() => void> {
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}

describe('a shared link to a filtered menu', () => {
  it.each([WIDTHS.mobile, WIDTHS.desktop])(
    'never shows the whole menu at %i px, before or after hydration, and nothing moves',
    async (width) => {
      const browser = await openBrowser(width);
      close = browser.close;
      const { page } = browser;
      const problems = watchConsole(page);
      await sampleFrames(page, 'Alphonso Mango Protein Smoothie');
      const releaseApp = await holdTheApp(page);
      const cards = page.getByRole('tabpanel').getByRole('article');

      await page.goto(`${webUrl}/products?category=Meals&veg=1`, { waitUntil: 'commit' });
      // Only the HTML so far: the page is on screen, but not the plain menu it holds.
      const heading = page.getByRole('heading', { level: 1, name: 'Our Products' });
      await expect.poll(() => heading.isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => window.framesSampled!.frames)).toBeGreaterThan(2);
      // By CSS: the accessibility tree leaves hidden elements out.
      const htmlCards = page.locator('[role="tabpanel"] article');
      expect(await htmlCards.count()).toBe(28);
      expect(await htmlCards.first().isVisible()).toBe(false);
      await snap(page, `filtered-link-before-app-${width}`);

      releaseApp();
      // The seeded menu's one veg meal.
      await expect.poll(() => cards.count()).toBe(1);
      expect(
        await cards.getByRole('heading', { name: 'Paneer Quinoa Power Salad' }).isVisible(),
      ).toBe(true);
      await snap(page, `filtered-link-${width}`);
      const sampled = await page.evaluate(() => window.framesSampled!);
      expect(sampled.framesShowingExcluded).toBe(0);
      expect(sampled.layoutShift).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it('shows the plain menu at once, and at a link whose parameters are not the list’s', async () => {
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;
    const releaseApp = await holdTheApp(page);
    const cards = page.getByRole('tabpanel').getByRole('article');

    await page.goto(`${webUrl}/products`, { waitUntil: 'commit' });
    await expect.poll(() => cards.first().isVisible()).toBe(true);
    releaseApp();
    await page.goto(`${webUrl}/products?utm_source=insta`, { waitUntil: 'networkidle' });
    await expect.poll(() => cards.first().isVisible()).toBe(true);
    expect(await cards.count()).toBe((await catalogue()).length);
  });
});

/** The document's title and each meta description and canonical link its head has. */
interface Head {
  title: string;
  descriptions: (string | null)[];
  canonicals: (string | null)[];
}

/**
 * The head of the page on screen, as the app keeps it up to date, or (given `path`) the one the
 * build wrote into that page's HTML, read without running it.
 */
const readHead = (page: Page, path: string | null = null): Promise<Head> =>
  page.evaluate(async (path) => {
    const doc =
      path === null
        ? document
        : new DOMParser().parseFromString(
            await (await fetch(path, { cache: 'no-store' })).text(),
            'text/html',
          );
    const each = (selector: string, attribute: string) =>
      Array.from(doc.querySelectorAll(selector), (element) => element.getAttribute(attribute));
    return {
      title: doc.title,
      descriptions: each('meta[name="description"]', 'content'),
      canonicals: each('link[rel="canonical"]', 'href'),
    };
  }, path);

describe('the head after a client-side navigation', () => {
  it("names, describes and points the canonical link at the page shown, as that page's HTML does", async () => {
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;
    const problems = watchConsole(page);
    const productPath = '/product/5eed00000000000000000001';

    /** The head after arriving at `path` in the app equals its prerendered one, and says `title`. */
    async function expectHead(path: string, title: string, description: string) {
      await expect.poll(() => page.title()).toBe(title);
      const shown = await readHead(page);
      expect(shown, path).toEqual({
        title,
        descriptions: [description],
        canonicals: [expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`))],
      });
      // The build names the shop at its PUBLIC_URL: the app keeps to the same address.
      expect(shown, path).toEqual(await readHead(page, path));
    }

    await page.goto(`${webUrl}/`, { waitUntil: 'networkidle' });
    await expectHead(
      '/',
      'GymFuel',
      'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.',
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL(`${webUrl}/products`);
    await expectHead(
      '/products',
      'Products | GymFuel',
      'The GymFuel menu: smoothies, protein shakes, appetizers and meals, each with its price, nutrition label and allergens.',
    );

    await page
      .getByRole('article', { name: 'Alphonso Mango Protein Smoothie' })
      .getByRole('button', { name: 'View more' })
      .click();
    await page.waitForURL(`${webUrl}${productPath}`);
    await expectHead(
      productPath,
      'Alphonso Mango Protein Smoothie | GymFuel',
      'Ripe Alphonso mango blended with Greek yogurt, a scoop of whey and a pinch of cardamom. Thick, golden and 24 g of protein per glass.',
    );

    await page.goBack();
    await page.waitForURL(`${webUrl}/products`);
    await expectHead(
      '/products',
      'Products | GymFuel',
      'The GymFuel menu: smoothies, protein shakes, appetizers and meals, each with its price, nutrition label and allergens.',
    );
    expect(problems).toEqual([]);
  });
});

describe('a product added after the build', () => {
  it('is served by the app at both widths: its page, title and price, with no console error', async () => {
    const owner = await signUpThroughApi('later-owner');
    await verifyThroughApi(owner, outboxDir);
    expect(await grantRole(owner.email, 'owner')).toContain(`${owner.email}: owner`);
    const title = `Later Mango Shake ${Math.random().toString(16).slice(2, 8)}`;
    const product = await addProductThroughApi(owner, { title, price: 259 });

    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const browser = await openBrowser(width);
      close = browser.close;
      const { page } = browser;
      const problems = watchConsole(page);
      // No file was built for it: the server answers the app's shell, which renders the page.
      const answer = await page.goto(`${webUrl}/product/${product._id}`);
      expect(answer?.status(), `${width} px`).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByText('₹259', { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe(`${title} | GymFuel`);
      expect(problems, `${width} px`).toEqual([]);
      await close();
      close = undefined;
    }
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
  // The holder is the page's last tag, so the HTML can show before it has loaded: on a busy
  // machine a click can beat it by a few milliseconds, which no person's tap does.
  await expect.poll(() => page.evaluate(() => typeof window.gymfuelEarlyTaps)).toBe('function');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
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
