import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, WIDTHS } from '../support/browser.js';
import { linkMailedTo } from '../support/outbox.js';
import { expectTidy, notice, uniqueEmail } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const outboxDir = inject('outboxDir');
const PASSWORD = 'protein-rich-2024';
const NEW_PASSWORD = 'whey-better-2025';

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function browserAt(width: number): Promise<Page> {
  const browser = await openBrowser(width);
  closers.push(browser.close);
  return browser.page;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('98765 43210');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL(`${webUrl}/`);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

const banner = (page: Page) => page.getByText('Please verify your e-mail', { exact: true });
const greeting = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Hello, Meera Iyer!' });
/** Signed out, the dashboard asks the visitor to log in. */
const signInPrompt = (page: Page) => page.getByRole('link', { name: 'Log in', exact: true }).last();

describe.each([
  ['mobile', WIDTHS.mobile],
  ['desktop', WIDTHS.desktop],
] as const)('trusted accounts at %s width', (label, width) => {
  it('verifies the e-mail from the mailed link, and the banner goes away', async () => {
    const page = await browserAt(width);
    const email = uniqueEmail(`verify-${label}`);
    await signUp(page, email);
    await expect
      .poll(() => page.getByText('Test mode: no real payments', { exact: true }).isVisible())
      .toBe(true);
    await snap(page, `test-mode-banner-${label}`);

    await page.goto(`${webUrl}/dashboard`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await expectTidy(page, 'dashboard with the verify banner');
    await snap(page, `verify-banner-${label}`);

    const link = await linkMailedTo(outboxDir, email, 'verify-email');
    expect(link.startsWith(`${webUrl}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Email verified' }).isVisible())
      .toBe(true);
    await expectTidy(page, 'verify-email success');
    await snap(page, `verify-email-success-${label}`);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    await expect.poll(() => greeting(page).isVisible()).toBe(true);
    expect(await banner(page).isVisible()).toBe(false);

    // The same link again: spent.
    await page.goto(link);
    await notice(page, 'This link has expired or was already used');
    await expectTidy(page, 'verify-email failure');
    await snap(page, `verify-email-failure-${label}`);
  });

  it('resets a forgotten password from the mailed link; the old password stops working', async () => {
    const page = await browserAt(width);
    const email = uniqueEmail(`reset-${label}`);
    await signUp(page, email);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());

    await page.goto(`${webUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${webUrl}/forgot-password`);
    await expectTidy(page, 'forgot password');
    await snap(page, `forgot-password-${label}`);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await notice(page, 'If an account exists for this e-mail, a reset link is on its way.');

    await page.goto(await linkMailedTo(outboxDir, email, 'reset-password'));
    await page.getByLabel('New password', { exact: true }).waitFor();
    await expectTidy(page, 'reset password');
    await snap(page, `reset-password-${label}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await notice(page, 'Your password has been changed. Please log in with the new one.');

    await logIn(page, email, PASSWORD);
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('Incorrect Password');
    await alert.getByRole('button', { name: 'OK' }).click();

    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${webUrl}/`);
    await page.goto(`${webUrl}/dashboard`);
    await expect.poll(() => greeting(page).isVisible()).toBe(true);
  });
});

// One shopper on a phone (375 px) and a laptop (1280 px).
it('signs out of all devices: the other browser’s session ends too', async () => {
  const phone = await browserAt(WIDTHS.mobile);
  const laptop = await browserAt(WIDTHS.desktop);
  const email = uniqueEmail('everywhere');
  await signUp(phone, email);
  await logIn(laptop, email, PASSWORD);
  await laptop.waitForURL(`${webUrl}/`);

  await phone.goto(`${webUrl}/dashboard/profile`);
  await phone.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect.poll(() => phone.evaluate(() => window.localStorage.length)).toBe(0);
  await phone.goto(`${webUrl}/dashboard`);
  await expect.poll(() => signInPrompt(phone).isVisible()).toBe(true);

  // The laptop still holds its cookie; the server now refuses it.
  const status = await laptop.evaluate(async () => (await fetch('/api/getcart')).status);
  expect(status).toBe(401);
  // Without a reload, the laptop's next refused call signs it out there too.
  await laptop.getByRole('link', { name: 'Your dashboard' }).click();
  await laptop.getByRole('link', { name: 'Profile' }).first().click();
  await laptop.getByRole('button', { name: 'Update Profile' }).click();
  await expect
    .poll(() => laptop.getByRole('button', { name: 'Log in', exact: true }).count())
    .toBeGreaterThan(0);
  expect(await laptop.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
  await laptop.goto(`${webUrl}/dashboard`);
  await expect.poll(() => signInPrompt(laptop).isVisible()).toBe(true);
  expect(await greeting(laptop).isVisible()).toBe(false);
});
