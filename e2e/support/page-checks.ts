import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { countBrokenImages, snap } from './browser.js';

/** A fresh e-mail per journey, so journeys never share an account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@gymfuel.test`;

/** Waits until a text (a toast, an alert, a heading) is on screen. */
export const notice = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).first().isVisible()).toBe(true);

/** Screenshots are taken once the notices have gone, so they show the screen itself. */
export async function snapWithoutNotices(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.locator('[data-rht-toaster] [role="status"]').count(), { timeout: 8000 })
    .toBe(0);
  await snap(page, name);
}

/** No horizontal overflow and no broken images: the page looks finished at this width. */
export async function expectTidy(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${screen} overflows horizontally`).toBeLessThanOrEqual(0);
  expect(await countBrokenImages(page), `${screen} has broken images`).toBe(0);
}
