import { CHECKOUT_MESSAGES, type Order } from '@gymfuel/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  seededProduct,
  SHOPPER_PASSWORD,
  signUpThroughApi,
  type ApiShopper,
} from '../support/api-session.js';
import { openBrowser, WIDTHS } from '../support/browser.js';
import {
  checkOut,
  chooseGym,
  chooseSlot,
  openTestPayment,
  pay,
  proceedToPayment,
  shown,
  summaryValue,
  testPayment,
} from '../support/checkout-steps.js';
import { logIn, submitLogin } from '../support/log-in.js';
import { expectTidy, notice, uniqueEmail } from '../support/page-checks.js';

const webUrl = inject('webUrl');

/** Seeded in apps/api/src/seed/products.ts, with their prices in whole rupees. */
const SHAKE = 'Classic Chocolate Whey Shake'; // ₹179
const KESAR_SHAKE = 'Kesar Badam Protein Shake'; // ₹229
const RICE_BOWL = 'Grilled Chicken Rice Bowl'; // ₹349
const EGG_PLATTER = 'Masala Boiled Egg Platter'; // ₹129
/** Seeded in apps/api/src/seed/vouchers.ts: 15% off. */
const VOUCHER = 'PROTEIN15';
/** As a shopper copies it from a contact card; the contract keeps the 10 digits. */
const FORMATTED_PHONE = '+91 98765 43210';
const PHONE_DIGITS = '9876543210';

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

/** Puts a line in the shopper's server cart, as Add to Cart does. */
async function addToServerCart(shopper: ApiShopper, title: string, quantity: number) {
  const { _id } = await seededProduct(title);
  const { status, json } = await shopper.post('/addcart', { proId: _id, quantity });
  expect(status, JSON.stringify(json)).toBe(200);
}

async function ordersOf(shopper: ApiShopper): Promise<Order[]> {
  const { status, json } = await shopper.post('/getorders');
  expect(status).toBe(200);
  return (json as { data: Order[] }).data;
}

const cartBadge = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** The product page's stepper, pressed until it shows `quantity` (it starts at 1). */
async function chooseQuantity(page: Page, title: string, quantity: number): Promise<void> {
  const more = page.getByRole('button', { name: `One more ${title}` });
  for (let pressed = 1; pressed < quantity; pressed += 1) await more.click();
  await expect
    .poll(() =>
      page
        .getByRole('group', { name: `Quantity of ${title}` })
        .locator('output')
        .textContent(),
    )
    .toBe(String(quantity));
}

describe('what a new shopper hit', () => {
  it('refuses to pay in a second tab for a cart the first tab already paid for', async () => {
    const shopper = await signUpThroughApi('two-tabs');
    await addToServerCart(shopper, SHAKE, 2);
    const tabA = await openShop(WIDTHS.desktop);
    await logIn(tabA, shopper.email);

    // Both tabs reach the payment screen with the same cart: 2 × ₹179.
    const tabB = await tabA.context().newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(`${webUrl}/cart`);
      await expect.poll(() => summaryValue(tab, 'Total')).toBe('₹358.00');
      await checkOut(tab);
    }

    await tabA.bringToFront();
    await openTestPayment(tabA);
    const paidOrderId = await pay(tabA);

    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Pay Now' }).click();
    await tabB.waitForURL(`${webUrl}/cart`);
    await notice(tabB, CHECKOUT_MESSAGES.cartChanged);
    await shown(tabB.getByRole('heading', { name: 'Shopping Cart Is Empty' }));
    expect(await testPayment(tabB).count()).toBe(0);

    const orders = await ordersOf(shopper);
    expect(orders.map((order) => order.orderId)).toEqual([paidOrderId]);
    expect(orders[0]?.paymentAmmount).toBe(358);
  });

  it('keeps an applied voucher across a reload and in a new tab, until removed, at 375 px', async () => {
    const shopper = await signUpThroughApi('voucher-kept');
    await addToServerCart(shopper, RICE_BOWL, 1);
    await addToServerCart(shopper, EGG_PLATTER, 2);
    const page = await openShop(WIDTHS.mobile);
    await logIn(page, shopper.email);

    await page.goto(`${webUrl}/cart`);
    // ₹349 + 2 × ₹129 = ₹607.00.
    await expect.poll(() => summaryValue(page, 'Total')).toBe('₹607.00');
    await page.getByLabel('Do you have a voucher or gift card?').fill(VOUCHER);
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await notice(page, 'Code applied successfully!');

    // 15% of ₹607.00 is ₹91.05 off, so ₹515.95 to pay.
    const expectDiscounted = async (tab: Page) => {
      await expect.poll(() => summaryValue(tab, 'Total')).toBe('₹515.95');
      expect(await summaryValue(tab, 'Original price')).toBe('₹607.00');
      expect(await summaryValue(tab, 'Savings')).toBe('−₹91.05');
      await shown(tab.getByText(`${VOUCHER} · 15% off`, { exact: true }));
    };
    await expectDiscounted(page);

    await page.reload();
    await expectDiscounted(page);
    await expectTidy(page, 'cart with a kept voucher');

    const newTab = await page.context().newPage();
    await newTab.goto(`${webUrl}/cart`);
    await expectDiscounted(newTab);

    // Taken off from the keyboard, the code stays off after a reload.
    await newTab.getByRole('button', { name: `Remove code ${VOUCHER}` }).focus();
    await newTab.keyboard.press('Enter');
    await notice(newTab, 'Code removed');
    await expect.poll(() => summaryValue(newTab, 'Total')).toBe('₹607.00');
    expect(await summaryValue(newTab, 'Savings')).toBe('₹0.00');
    await newTab.reload();
    await expect.poll(() => summaryValue(newTab, 'Total')).toBe('₹607.00');
    expect(await newTab.getByRole('button', { name: /^Remove code/ }).count()).toBe(0);
  });

  it('accepts a phone number pasted with +91 and spaces at sign-up (375 px)', async () => {
    const page = await openShop(WIDTHS.mobile);
    const email = uniqueEmail('pasted-phone');
    await page.goto(`${webUrl}/signup`);
    await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await page.getByLabel('Email address').fill(email);
    const phone = page.getByLabel('Phone number');
    await phone.focus();
    // Pasting inserts the whole text at once, as insertText does; typing would go key by key.
    await page.keyboard.insertText(FORMATTED_PHONE);
    expect(await phone.inputValue()).toBe(FORMATTED_PHONE);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel('Confirm Password').fill(SHOPPER_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${webUrl}/`);

    // What the server stored, as a fresh login answers it.
    const login = await page.evaluate(
      async ({ email, password }) => {
        const response = await fetch('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        return (await response.json()) as { data: { phoneNumber: string } };
      },
      { email, password: SHOPPER_PASSWORD },
    );
    expect(login.data.phoneNumber).toBe(PHONE_DIGITS);
  });

  it('accepts a phone number pasted with +91 and spaces at checkout, saves and sends 10 digits', async () => {
    const shopper = await signUpThroughApi('checkout-phone', '9123456789');
    await addToServerCart(shopper, SHAKE, 1);
    const page = await openShop(WIDTHS.desktop);
    await logIn(page, shopper.email);
    await page.goto(`${webUrl}/cart`);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${webUrl}/cart/checkout`);
    await chooseGym(page);
    await chooseSlot(page);

    const phone = page.getByLabel('Phone');
    await expect.poll(() => phone.inputValue()).toBe('9123456789');
    await phone.fill('');
    await phone.focus();
    await page.keyboard.insertText(FORMATTED_PHONE);
    expect(await phone.inputValue()).toBe(FORMATTED_PHONE);

    await page.getByRole('button', { name: 'Add new address' }).click();
    await notice(page, 'Address added successfully');
    const { json } = await shopper.post('/getadd');
    const saved = JSON.parse((json as { data: { address: string } }).data.address) as Array<{
      phone: string;
    }>;
    expect(saved.map((address) => address.phone)).toEqual([PHONE_DIGITS]);

    await proceedToPayment(page);
    await openTestPayment(page);
    await pay(page);
    const [order] = await ordersOf(shopper);
    expect(order?.phoneNumber).toBe(PHONE_DIGITS);
  });

  it('brings a visitor back to the product after logging in and adds what they chose', async () => {
    const shopper = await signUpThroughApi('intent-cart');
    const shake = await seededProduct(KESAR_SHAKE);
    const page = await openShop(WIDTHS.desktop);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await page.goto(`${webUrl}/product/${shake._id}`);
    await chooseQuantity(page, KESAR_SHAKE, 2);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${webUrl}/login`);
    await notice(page, 'Please login first!');

    visited.length = 0;
    await submitLogin(page, shopper.email);
    // Back on the product, the add is done, and Add to Cart goes on to the cart as ever.
    await page.waitForURL(`${webUrl}/cart`);
    await notice(page, 'Product added to Cart!');
    expect(visited).toContain(`${webUrl}/product/${shake._id}`);
    await shown(cartBadge(page, 'Cart, 2 items'));
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: KESAR_SHAKE }) });
    await expect.poll(() => row.getByRole('group').textContent()).toContain('2');
  });

  it('brings a visitor back to the product after logging in and favourites it (375 px)', async () => {
    const shopper = await signUpThroughApi('intent-heart');
    const shake = await seededProduct(KESAR_SHAKE);
    const page = await openShop(WIDTHS.mobile);

    await page.goto(`${webUrl}/product/${shake._id}`);
    await page.getByRole('button', { name: 'Favourite' }).click();
    await page.waitForURL(`${webUrl}/login`);
    await notice(page, 'Please login first!');

    await submitLogin(page, shopper.email);
    await page.waitForURL(`${webUrl}/product/${shake._id}`);
    await notice(page, 'Product added to Favorites!');
    await expect
      .poll(() => page.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed'))
      .toBe('true');
    const { json } = await shopper.post('/getfav');
    const { favourites } = json as { favourites: Array<{ proId: string }> };
    expect(favourites.map((favourite) => favourite.proId)).toEqual([shake._id]);
  });

  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`counts the cart's items on the cart badge, outside the menu, at ${width} px`, async () => {
      const shopper = await signUpThroughApi(`badge-${label}`);
      const [bowl, shake] = await Promise.all([seededProduct(RICE_BOWL), seededProduct(SHAKE)]);
      const page = await openShop(width);
      await logIn(page, shopper.email);
      await shown(cartBadge(page, 'Cart'));

      await page.goto(`${webUrl}/product/${bowl._id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await notice(page, 'Product added to Cart!');
      await shown(cartBadge(page, 'Cart, 1 item'));

      await page.goto(`${webUrl}/product/${shake._id}`);
      await chooseQuantity(page, SHAKE, 3);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(`${webUrl}/cart`);
      await shown(cartBadge(page, 'Cart, 4 items'));
      // 3 × ₹179 + ₹349 = ₹886.00: the stepper's quantity was sent.
      await expect.poll(() => summaryValue(page, 'Total')).toBe('₹886.00');

      // On another page too, with the mobile menu still closed.
      await page.goto(`${webUrl}/products`);
      await shown(cartBadge(page, 'Cart, 4 items'));
      await expectTidy(page, `products with the cart badge at ${width}px`);
    });
  }
});
