import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, WIDTHS } from '../support/browser.js';
import { expectTidy } from '../support/page-checks.js';

const webUrl = inject('webUrl');
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('a visitor browsing the shop', () => {
  it('goes from the home page to a shake and is asked to log in before adding it to the cart', async () => {
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;

    await page.goto(webUrl);
    await page.getByRole('link', { name: 'Shop Now' }).click();
    await page.waitForURL(/\/products$/);

    await page.getByRole('tab', { name: 'Shakes', exact: true }).click();
    const cards = page.getByRole('button', { name: 'View more' });
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(6);

    await cards.first().click();
    await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
    await expect.poll(() => page.getByText('₹').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText('Please login first!').isVisible()).toBe(true);
  });

  it('shows a not-found page for an unknown route and for an unknown product', async () => {
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;

    await page.goto(`${webUrl}/no-such-page`);
    await expect
      .poll(() => page.getByText("Sorry, we couldn't find your page.").isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${webUrl}/`);

    await page.goto(`${webUrl}/product/000000000000000000000000`);
    await expect.poll(() => page.getByText('Product not found').isVisible()).toBe(true);
  });

  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`renders the visitor screens without horizontal overflow at ${width} px`, async () => {
      const browser = await openBrowser(width);
      close = browser.close;
      const { page } = browser;
      const pages: Array<[string, string]> = [
        ['home', '/'],
        ['products', '/products'],
        ['contact', '/contact'],
        ['reviews', '/review'],
        ['not-found', '/missing'],
      ];
      for (const [name, path] of pages) {
        await page.goto(`${webUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await snap(page, `${name}-${label}`);
        await expectTidy(page, `${name} at ${width}px`);
      }

      await page.goto(`${webUrl}/products`);
      await page.getByRole('button', { name: 'View more' }).first().click();
      await page.waitForURL(/\/product\//);
      await page.waitForLoadState('networkidle');
      await snap(page, `product-${label}`);
      await expectTidy(page, `a product at ${width}px`);
    });
  }
});

describe.each([
  ['mobile', WIDTHS.mobile],
  ['desktop', WIDTHS.desktop],
])("the spec's button roles at %s", (_name, width) => {
  it('finds Log in, View All Products and View more as buttons, each a real link that goes there', async () => {
    // As the prerendered page brings them, before any script runs.
    const html = await (await fetch(`${webUrl}/`)).text();
    expect(html).toMatch(/<a [^>]*role="button" href="\/products"[^>]*>View All Products</);
    expect(html).toMatch(/<a [^>]*role="button" href="\/login"[^>]*>Log in</);

    const browser = await openBrowser(width);
    close = browser.close;
    const { page } = browser;
    await page.goto(webUrl);

    if (width === WIDTHS.mobile) await page.getByRole('button', { name: 'Menu' }).click();
    const logIn = page.getByRole('button', { name: 'Log in', exact: true });
    await expect.poll(() => logIn.isVisible()).toBe(true);
    expect(await logIn.getAttribute('href')).toBe('/login');
    if (width === WIDTHS.mobile) await page.getByRole('button', { name: 'Menu' }).click();

    // Space presses it, as it does a button: the app's key handler, so once React has adopted
    // the prerendered link (it hydrates in slices; before that, Space scrolls as on any link).
    const viewAll = page.getByRole('button', { name: 'View All Products', exact: true });
    await expect
      .poll(() =>
        viewAll.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await viewAll.focus();
    await page.keyboard.press('Space');
    await page.waitForURL(`${webUrl}/products`);

    const viewMore = page.getByRole('button', { name: 'View more', exact: true });
    await expect.poll(() => viewMore.count()).toBeGreaterThanOrEqual(4);
    const href = await viewMore.first().getAttribute('href');
    await viewMore.first().click();
    await page.waitForURL(`${webUrl}${href}`);

    // On /login the form's Log in button is the only one.
    await page.goto(`${webUrl}/login`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Log in', exact: true }).count())
      .toBe(1);
    expect(
      await page.getByRole('button', { name: 'Log in', exact: true }).getAttribute('type'),
    ).toBe('submit');
  });
});
