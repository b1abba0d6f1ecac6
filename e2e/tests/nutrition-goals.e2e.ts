import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seededProduct, signUpThroughApi } from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import { shown } from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');

/** Seeded in apps/api/src/seed/products.ts; its label says 24 g protein and 330 kcal a serving. */
const SKEWERS = 'Paneer Tikka Skewers';

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function openShop(width: number): Promise<Page> {
  const browser = await openBrowser(width);
  close = browser.close;
  return browser.page;
}

/** The cart summary's 'Nutrition' row, as shown. */
const nutritionRow = (page: Page) =>
  page
    .getByRole('region', { name: 'Order summary', exact: true })
    .locator('div', { has: page.locator('dt', { hasText: 'Nutrition' }) })
    .locator('dd')
    .textContent();

const target = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Your daily targets' })
    .locator('div', { has: page.locator('dt', { hasText: term }) })
    .locator('dd')
    .textContent();

describe('nutrition-first menu: daily goals and the cart', () => {
  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`sets daily goals and measures the cart against them at ${width} px`, async () => {
      const shopper = await signUpThroughApi(`goals-${label}`);
      const skewers = await seededProduct(SKEWERS);
      const added = await shopper.post('/addcart', { proId: skewers._id, quantity: 2 });
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      const page = await openShop(width);
      await logIn(page, shopper.email);

      // Without goals: the order's figures, 2 × 24 g and 2 × 330 kcal, and a way to set goals.
      await page.goto(`${webUrl}/cart`);
      await expect.poll(() => nutritionRow(page)).toBe('Protein 48 g · 660 kcal');
      expect(await page.getByRole('meter').count()).toBe(0);
      await page.getByRole('link', { name: 'Set your daily goals' }).click();
      await page.waitForURL(`${webUrl}/dashboard/goals`);
      await expect.poll(() => page.title()).toBe('Goals | GymFuel');
      await shown(
        page
          .getByRole('navigation', { name: 'Dashboard' })
          .getByRole('link', { name: 'Goals', exact: true }),
      );

      // 10·70 + 6.25·175 − 5·25 + 5 = 1673.75 kcal at rest; × 1.55 = 2594.3 → 2,590 kcal;
      // 70 kg × 1.8 g = 126 g protein.
      await page.getByLabel('Weight (kg)', { exact: true }).fill('70');
      await page.getByLabel('Height (cm)', { exact: true }).fill('175');
      await page.getByLabel('Age (years)', { exact: true }).fill('25');
      await page.getByLabel('Sex', { exact: true }).selectOption({ label: 'Male' });
      await page.getByLabel('Activity', { exact: true }).selectOption({ label: 'Moderate' });
      await page.getByLabel('Goal', { exact: true }).selectOption({ label: 'Maintain' });
      await expect.poll(() => target(page, 'Daily energy')).toBe('2,590 kcal');
      expect(await target(page, 'Daily protein')).toBe('126 g');
      await page.getByRole('button', { name: 'Save Goals' }).click();
      await notice(page, 'Goals saved');
      await shown(page.getByText('Saved. Your cart shows how much of these each order covers.'));

      // A reload reads them back from the server.
      await page.reload();
      await expect
        .poll(() => page.getByLabel('Weight (kg)', { exact: true }).inputValue())
        .toBe('70');
      expect(await page.getByLabel('Activity', { exact: true }).inputValue()).toBe('moderate');
      await expect.poll(() => target(page, 'Daily energy')).toBe('2,590 kcal');
      await expectTidy(page, `goals at ${width}px`);
      await snapWithoutNotices(page, `nutrition-goals-form-${label}`);

      // Back in the cart: 48 / 126 = 38% of the day's protein, 660 / 2,590 = 25% of its energy.
      await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
      await page.waitForURL(`${webUrl}/cart`);
      await expect.poll(() => nutritionRow(page)).toBe('Protein 48 g · 660 kcal');
      const protein = page.getByRole('meter', { name: '48 g of your 126 g daily protein' });
      const energy = page.getByRole('meter', { name: '660 kcal of your 2,590 kcal daily energy' });
      await shown(protein);
      await shown(page.getByText('48 g of your 126 g daily protein', { exact: true }));
      await shown(page.getByText('660 kcal of your 2,590 kcal daily energy', { exact: true }));
      expect(await protein.getAttribute('aria-valuetext')).toBe('38%');
      expect(await energy.getAttribute('aria-valuetext')).toBe('25%');
      expect(await page.getByRole('link', { name: 'Set your daily goals' }).count()).toBe(0);
      await expectTidy(page, `cart with goal meters at ${width}px`);
      await snapWithoutNotices(page, `nutrition-goals-cart-${label}`);
    });
  }
});
