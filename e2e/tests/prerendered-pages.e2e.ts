import { SEED_PRODUCTS } from '@gymfuel/contracts';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, WIDTHS } from '../support/browser.js';

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
