import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  placeOrderThroughApi,
  seededProduct,
  signUpThroughApi,
  type ApiShopper,
} from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import { checkOut, openTestPayment, pay, shown, summaryValue } from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');
/** Seeded in apps/api/src/seed/products.ts at ₹229. */
const SHAKE = 'Kesar Badam Protein Shake';
/** Seeded outside production (apps/api/src/seed/vouchers.ts): 50% up to ₹150, first order only. */
const CAPPED_VOUCHER = 'FIRST50';
/** The stack runs on the development samples (apps/api/src/config/legal-config.ts). */
const SAMPLE_GSTIN = '29AAACG1234A1ZA';
const SAMPLE_FSSAI = '11226999000123';
/** A simulated refund is processed SIMULATED_REFUND_DELAY_MS (5 s) after the cancel. */
const REFUND_SETTLES = { timeout: 30_000, interval: 500 };
const JOURNEY_TIMEOUT_MS = 300_000;

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function openAs(shopper: ApiShopper, width: number): Promise<Page> {
  const browser = await openBrowser(width);
  close = browser.close;
  await logIn(browser.page, shopper.email);
  return browser.page;
}

/** The PDF's text as poppler reads it: proof that it parses and what it says. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'gymfuel-invoice-'));
  try {
    const file = join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const orderCard = (page: Page, orderId: string) =>
  page.locator('li.order-card', { hasText: orderId });

describe('money done right', () => {
  it(
    'pays with a capped voucher, opens the tax invoice and its PDF, and refunds a cancelled order (1280 px)',
    async () => {
      const shopper = await signUpThroughApi('money');
      const shake = await seededProduct(SHAKE);
      expect(shake.price).toBe(229);
      await shopper.post('/addcart', { proId: shake._id, quantity: 2 });
      const page = await openAs(shopper, WIDTHS.desktop);

      // ₹458.00 at 50% would save ₹229.00: the code's cap keeps it at ₹150.00.
      await page.goto(`${webUrl}/cart`);
      await page.getByLabel('Do you have a voucher or gift card?').fill(CAPPED_VOUCHER);
      await page.getByRole('button', { name: 'Apply Code' }).click();
      await notice(page, 'Code applied successfully!');
      await shown(page.getByText('Up to ₹150 off · first order only', { exact: true }));
      await expect.poll(() => summaryValue(page, 'Total')).toBe('₹308.00');
      expect(await summaryValue(page, 'Savings')).toBe('−₹150.00');

      await checkOut(page);
      await openTestPayment(page);
      const orderId = await pay(page);

      // The confirmation links the tax invoice.
      await page.getByRole('link', { name: 'Tax invoice' }).click();
      await page.waitForURL(`${webUrl}/orders/invoice/${orderId}`);
      const invoice = page.getByRole('main');
      await shown(invoice.getByRole('heading', { level: 1 }));
      const number = invoice.getByText(/^GF\/\d\d-\d\d\/\d{6}$/);
      await shown(number);
      const invoiceNumber = (await number.textContent()) ?? '';
      await shown(invoice.getByText(SAMPLE_GSTIN).first());
      await shown(invoice.getByText('₹308.00').first());
      await shown(invoice.getByText('Whether tax is payable on reverse charge: No'));
      await snapWithoutNotices(page, 'invoice-1280');
      await expectTidy(page, 'tax invoice');

      // Download PDF gives the same invoice, with the seller's identity and the paid total.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        invoice.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      const pdf = readFileSync(await download.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf);
      for (const expected of [SAMPLE_GSTIN, SAMPLE_FSSAI, invoiceNumber, '308.00']) {
        expect(text).toContain(expected);
      }

      // A second paid order, cancelled from the Orders view: its refund is initiated, then processed.
      const secondId = await placeOrderThroughApi(shopper, shake);
      await page.goto(`${webUrl}/dashboard/orders`);
      const card = orderCard(page, secondId);
      await card.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await notice(page, 'Order cancelled successfully! Refund will be initiated shortly.');
      await shown(card.getByText('Refund of ₹229.00 initiated'));
      await expect
        .poll(() => card.getByText('Refund of ₹229.00 processed').isVisible(), REFUND_SETTLES)
        .toBe(true);
      await snapWithoutNotices(page, 'refund-orders-1280');
      await expectTidy(page, 'orders with a refund');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows the tax invoice and a refund at 375 px',
    async () => {
      const shopper = await signUpThroughApi('money-mobile');
      const shake = await seededProduct(SHAKE);
      const orderId = await placeOrderThroughApi(shopper, shake);
      const page = await openAs(shopper, WIDTHS.mobile);

      await page.goto(`${webUrl}/orders/trackorder/${orderId}`);
      await page.getByRole('link', { name: 'Tax invoice' }).click();
      await page.waitForURL(`${webUrl}/orders/invoice/${orderId}`);
      await shown(page.getByRole('main').getByText('₹229.00').first());
      await snapWithoutNotices(page, 'invoice-375');
      await expectTidy(page, 'tax invoice at 375 px');

      expect((await shopper.post('/cancelorder', { orderID: orderId })).status).toBe(200);
      await page.goto(`${webUrl}/orders/trackorder/${orderId}`);
      await expect
        .poll(() => page.getByText('Refund of ₹229.00 processed').isVisible(), REFUND_SETTLES)
        .toBe(true);
      await snapWithoutNotices(page, 'refund-track-375');
      await expectTidy(page, 'track page with a refund');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
