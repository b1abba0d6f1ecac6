import { computeSummary, formatInr, type Product } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { catalogue, signUpThroughApi } from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import { chooseSlot, summaryValue } from '../support/checkout-steps.js';
import { logIn } from '../support/log-in.js';
import { expectTidy, notice, snapWithoutNotices } from '../support/page-checks.js';

const webUrl = inject('webUrl');
/** Seeded in apps/api/src/seed/vouchers.ts. */
const VALID_VOUCHER = { code: 'PROTEIN15', percent: 15 };
/** Seeded in apps/api/src/seed/gyms.ts. */
const SEEDED_GYM = { name: 'Iron Temple Fitness Bandra' };

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

async function addToCart(page: Page, product: Product, expected: string): Promise<void> {
  await page.goto(`${webUrl}/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(`${webUrl}/cart`);
  await notice(page, expected);
}

const cartRow = (page: Page, product: Product) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.title }) });

function pickTwo(products: Product[]): [Product, Product] {
  const shake = products.find((product) => product.category === 'Shakes');
  const smoothie = products.find((product) => product.category === 'Smoothie');
  if (!shake || !smoothie) throw new Error('the seeded catalogue lacks a shake or a smoothie');
  return [shake, smoothie];
}

describe('a shopper buying', () => {
  it('fills the cart, applies a voucher, checks out with a saved address and reaches payment', async () => {
    const shopper = await signUpThroughApi('journey');
    const [shake, smoothie] = pickTwo(await catalogue());
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;

    await logIn(page, shopper.email);
    await page.goto(`${webUrl}/cart`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shopping Cart Is Empty' }).isVisible())
      .toBe(true);
    await snapWithoutNotices(page, 'cart-empty-desktop');

    // The heart on the product page turns red and back.
    await page.goto(`${webUrl}/product/${shake._id}`);
    const heart = page.getByRole('button', { name: 'Favourite' });
    await heart.click();
    await notice(page, 'Product added to Favorites!');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await notice(page, 'Product removed from Favorites!');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await notice(page, 'Product added to Favorites!');

    await addToCart(page, shake, 'Product added to Cart!');
    await addToCart(page, smoothie, 'Product added to Cart!');
    await addToCart(page, smoothie, 'Product already in Cart!');
    await expect
      .poll(() => page.getByRole('region', { name: 'Order summary', exact: true }).isVisible())
      .toBe(true);

    // Quantity 3 for the shake; every step is saved on the server.
    const shakeRow = cartRow(page, shake);
    const more = shakeRow.getByRole('button', { name: `One more ${shake.title}` });
    await more.click();
    await notice(page, '+1');
    await more.click();
    await expect.poll(() => shakeRow.getByRole('group').textContent()).toContain('3');
    // Saved: the link no longer waits (busy) before going on.
    await expect
      .poll(() => page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('aria-busy'))
      .toBeNull();

    const lines = [
      { price: shake.price, quantity: 3 },
      { price: smoothie.price, quantity: 1 },
    ];
    await expect
      .poll(() => summaryValue(page, 'Total'))
      .toBe(formatInr(computeSummary(lines, 0).finalTotal));

    // A valid voucher, typed in lower case, then an invalid one that leaves it in place.
    const voucherField = page.getByLabel('Do you have a voucher or gift card?');
    await voucherField.fill(VALID_VOUCHER.code.toLowerCase());
    expect(await voucherField.inputValue()).toBe(VALID_VOUCHER.code);
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await notice(page, 'Code applied successfully!');
    const discounted = computeSummary(lines, VALID_VOUCHER.percent);
    await expect.poll(() => summaryValue(page, 'Total')).toBe(formatInr(discounted.finalTotal));
    expect(await summaryValue(page, 'Savings')).toBe(`−${formatInr(discounted.discountedAmmount)}`);

    await voucherField.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await notice(page, 'Invalid code!');
    expect(await summaryValue(page, 'Total')).toBe(formatInr(discounted.finalTotal));

    // Favourite the smoothie's row, then remove that row.
    const smoothieRow = cartRow(page, smoothie);
    await smoothieRow.getByRole('button', { name: 'Add to Favorites' }).click();
    await notice(page, 'Added to favorites');
    await expect
      .poll(() =>
        smoothieRow.getByRole('button', { name: 'Add to Favorites' }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await snapWithoutNotices(page, 'cart-full-desktop');
    await expectTidy(page, 'cart');

    await smoothieRow.getByRole('button', { name: 'Remove' }).click();
    const question = page.getByRole('alertdialog', {
      name: 'Are you sure you want to remove this item from the cart?',
    });
    await question.getByRole('button', { name: 'Yes' }).click();
    await notice(page, 'Product removed!');
    await expect.poll(() => smoothieRow.count()).toBe(0);
    const finalSummary = computeSummary([lines[0]!], VALID_VOUCHER.percent);
    await expect.poll(() => summaryValue(page, 'Total')).toBe(formatInr(finalSummary.finalTotal));

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${webUrl}/cart/checkout`);
    const order = page.getByRole('region', { name: 'Your order', exact: true });
    await expect.poll(() => order.textContent()).toContain(formatInr(finalSummary.finalTotal));

    // A new address: saved, then chosen from the dropdown.
    await expect.poll(() => page.getByLabel('Gym').locator('option').count()).toBeGreaterThan(1);
    await page.getByLabel('Gym').selectOption({ label: SEEDED_GYM.name });
    await page.getByLabel('Phone').fill('9123456789');
    await page.getByRole('button', { name: 'Add new address' }).click();
    await notice(page, 'Address added successfully');
    await page.getByRole('button', { name: 'Add new address' }).click();
    await notice(page, 'Address already exists');

    await page.getByLabel('Your name').fill('');
    await page.getByLabel('Phone').fill('');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await notice(page, 'Please fill all the fields');
    await page.getByLabel('Saved addresses').selectOption({ index: 1 });
    expect(await page.getByLabel('Your name').inputValue()).toBe(shopper.userName);
    expect(await page.getByLabel('Phone').inputValue()).toBe('9123456789');
    expect(await page.getByLabel('Gym').inputValue()).toBe(SEEDED_GYM.name);
    await snapWithoutNotices(page, 'checkout-desktop');
    await expectTidy(page, 'checkout');

    // A reload keeps the order (sessionStorage) and the server cart was not cleared.
    await page.reload();
    await expect.poll(() => order.textContent()).toContain(shake.title);
    expect(await order.textContent()).toContain('× 3');
    expect(await order.textContent()).toContain(formatInr(finalSummary.finalTotal));

    await page.getByLabel('Saved addresses').selectOption({ index: 1 });
    await chooseSlot(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(`${webUrl}/cart/checkout/payment`);
    const stored = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('gymfuel:checkout') ?? 'null'),
    );
    expect(stored).toMatchObject({
      lines: [{ proId: shake._id, quantity: 3 }],
      summary: finalSummary,
      voucherCode: VALID_VOUCHER.code,
      address: {
        your_name: shopper.userName,
        gym_name: SEEDED_GYM.name,
        city: '',
        country: 'India',
        phone: '9123456789',
      },
    });

    await page.goto(`${webUrl}/cart`);
    await expect.poll(() => cartRow(page, shake).count()).toBe(1);

    await page.goto(`${webUrl}/dashboard/favourites`);
    const card = (product: Product) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: product.title }) });
    await expect
      .poll(() => card(smoothie).getByRole('link', { name: 'View product' }).getAttribute('href'))
      .toBe(`/product/${smoothie._id}`);
    await expect.poll(() => card(shake).count()).toBe(1);
    await snapWithoutNotices(page, 'favourites-desktop');
    await expectTidy(page, 'favourites');
  });

  it('shows the cart, checkout and favourites finished at 375 px', async () => {
    const shopper = await signUpThroughApi('mobile');
    const [shake, smoothie] = pickTwo(await catalogue());
    const browser = await openBrowser(WIDTHS.mobile);
    close = browser.close;
    const { page } = browser;

    await logIn(page, shopper.email);
    await page.goto(`${webUrl}/cart`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Shopping Cart Is Empty' }).isVisible())
      .toBe(true);
    await snapWithoutNotices(page, 'cart-empty-mobile');
    await expectTidy(page, 'empty cart');

    await addToCart(page, shake, 'Product added to Cart!');
    await page.goto(`${webUrl}/product/${smoothie._id}`);
    await page.getByRole('button', { name: 'Favourite' }).click();
    await notice(page, 'Product added to Favorites!');
    await addToCart(page, smoothie, 'Product added to Cart!');
    await page.getByLabel('Do you have a voucher or gift card?').fill('FIT10');
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await notice(page, 'Code applied successfully!');
    await snapWithoutNotices(page, 'cart-full-mobile');
    await expectTidy(page, 'cart');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${webUrl}/cart/checkout`);
    await expect.poll(() => page.getByLabel('Gym').locator('option').count()).toBeGreaterThan(1);
    await snapWithoutNotices(page, 'checkout-mobile');
    await expectTidy(page, 'checkout');

    await page.goto(`${webUrl}/dashboard/favourites`);
    await expect
      .poll(() => page.getByRole('heading', { name: smoothie.title }).isVisible())
      .toBe(true);
    await snapWithoutNotices(page, 'favourites-mobile');
    await expectTidy(page, 'favourites');
  });
});
