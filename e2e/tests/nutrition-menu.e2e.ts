import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, WIDTHS } from '../support/browser.js';
import { expectTidy } from '../support/page-checks.js';

const webUrl = inject('webUrl');
let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Generous: the stack shares 2 cores with the browser. */
const WAIT = { timeout: 20_000 };

const FSSAI_LINE =
  'An average active adult requires 2,000 kcal energy per day, however, calorie needs may vary.';

/** The product cards the list shows now. */
const cardsOf = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** Each card's protein per serving, in the order shown ('24 g protein' → 24). */
async function proteinFigures(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('tabpanel')
    .getByText(/^[\d.]+ g protein$/)
    .allTextContents();
  return texts.map((text) => Number.parseFloat(text));
}

describe('the nutrition-first menu', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`lists veg products by most protein and opens one's nutrition at ${width} px`, async () => {
      const browser = await openBrowser(width);
      close = browser.close;
      const { page } = browser;

      await page.goto(`${webUrl}/products`);
      await expect.poll(() => cardsOf(page).count(), WAIT).toBeGreaterThan(6);
      const everyProduct = await cardsOf(page).count();

      await page.getByRole('checkbox', { name: 'Veg only' }).check();
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most protein' });
      await page.waitForURL(/[?&]veg=1/);
      await page.waitForURL(/[?&]sort=protein(&|$)/);

      // Every card left carries the veg mark and its protein, and there are fewer than before.
      // All read in one go: the prerendered list is redrawn when the live catalogue arrives,
      // which another journey may have added a product to.
      const vegCards = cardsOf(page).filter({
        has: page.getByRole('img', { name: 'Veg', exact: true }),
      });
      let proteins: number[] = [];
      await expect
        .poll(async () => {
          proteins = await proteinFigures(page);
          return [await cardsOf(page).count(), await vegCards.count(), proteins.length];
        }, WAIT)
        .toSatisfy(
          ([shown, veg, withProtein]) =>
            shown! > 0 && shown === veg && shown === withProtein && shown < everyProduct,
        );
      expect(proteins).toEqual([...proteins].sort((a, b) => b - a));

      // The allergens fold out for the picture, so it shows the whole filter bar.
      await page.getByText('Exclude allergens', { exact: true }).first().click();
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Tree nuts' }).isVisible(), WAIT)
        .toBe(true);
      await snap(page, `nutrition-menu-products-${label}`);
      await expectTidy(page, `the filtered product list at ${width}px`);

      const firstTitle = await cardsOf(page).first().getByRole('heading').textContent();
      await cardsOf(page).first().getByRole('button', { name: 'View more' }).click();
      await page.waitForURL(/\/product\/[0-9a-f]{24}$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
        .toBe(firstTitle);
      await expect
        .poll(
          () =>
            page
              .getByRole('heading', { name: /^Nutrition per serving \(\d+ (g|ml)\)$/ })
              .isVisible(),
          WAIT,
        )
        .toBe(true);
      await expect.poll(() => page.getByRole('table').getByText('Energy').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('meter').count()).toBe(3);
      await expect.poll(() => page.getByText(FSSAI_LINE, { exact: true }).isVisible()).toBe(true);
      await snap(page, `nutrition-menu-product-${label}`);
      await expectTidy(page, `a product's nutrition at ${width}px`);

      // Back brings the same list: its filters live in the URL.
      await page.goBack();
      await page.waitForURL(/\/products\?/);
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Veg only' }).isChecked(), WAIT)
        .toBe(true);
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue(), WAIT)
        .toBe('protein');
    });
  }
});
