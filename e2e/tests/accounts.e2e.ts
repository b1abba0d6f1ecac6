import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, snap, WIDTHS } from '../support/browser.js';
import { expectTidy, notice, snapWithoutNotices, uniqueEmail } from '../support/page-checks.js';

const webUrl = inject('webUrl');
const PASSWORD = 'protein-rich-2024';
/** The shipped art behind the placeholder photo and the 'Cyclist' avatar (avatar-4). */
const PLACEHOLDER_PHOTO = '/art/1f464.webp';
const CYCLIST_PHOTO = '/art/1f6b4-1f3ff.webp';

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The account corner of the nav; at 375 px it sits behind the menu toggle. */
async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signUp(page: Page, userName: string, email: string): Promise<void> {
  await page.goto(`${webUrl}/signup`);
  await page.getByLabel('Name', { exact: true }).fill(userName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('98765 43210');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL(`${webUrl}/`);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('accounts', () => {
  it('signs up, logs out, logs back in, edits the profile, and keeps it all across a reload', async () => {
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;
    const email = uniqueEmail('journey');

    await signUp(page, 'Asha Rao', email);
    await notice(page, 'New user created and logged in successfully');
    const nav = mainNav(page);
    await expect.poll(() => nav.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    const navPhoto = nav.getByRole('link', { name: 'Your dashboard' }).getByRole('img');
    expect(await navPhoto.getAttribute('src')).toBe(PLACEHOLDER_PHOTO);
    // The cart icon sits in the bar, outside the collapsible Main menu; an empty cart has no count.
    const cart = page.getByRole('link', { name: 'Cart', exact: true });
    expect(await cart.getAttribute('href')).toBe('/cart');

    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => nav.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    await nav.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${webUrl}/login`);
    await logIn(page, email, 'not-the-password');
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('Incorrect Password');
    await snap(page, 'login-alert-desktop');
    await alert.getByRole('button', { name: 'OK' }).click();

    await logIn(page, email, PASSWORD);
    await page.waitForURL(`${webUrl}/`);
    await nav.getByRole('link', { name: 'Your dashboard' }).click();
    await page.waitForURL(`${webUrl}/dashboard`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Hello, Asha Rao!' }).isVisible())
      .toBe(true);

    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.waitForURL(`${webUrl}/dashboard/profile`);
    await page.getByLabel('Full name').fill('Asha Fit');
    await page.getByText('Cyclist', { exact: true }).click();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await notice(page, 'Profile updated!');

    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Asha Fit');
    expect(await page.getByRole('radio', { name: 'Cyclist' }).isChecked()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await navPhoto.getAttribute('src')).toBe(CYCLIST_PHOTO);

    await page.goto(`${webUrl}/dash`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Hello, Asha Fit!' }).isVisible())
      .toBe(true);
  });

  it('sends a signed-in user away from /login, and shows a visitor the log-in prompt on /dashboard', async () => {
    const browser = await openBrowser(WIDTHS.desktop);
    close = browser.close;
    const { page } = browser;

    await page.goto(`${webUrl}/dashboard`);
    await expect
      .poll(() => page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href'))
      .toBe('/login');

    await signUp(page, 'Ravi Kumar', uniqueEmail('redirect'));
    await page.goto(`${webUrl}/login`);
    await page.waitForURL(`${webUrl}/`);
  });

  for (const [label, width] of Object.entries(WIDTHS)) {
    it(`renders the account screens finished at ${width} px`, async () => {
      const browser = await openBrowser(width);
      close = browser.close;
      const { page } = browser;

      for (const [name, path] of [
        ['login', '/login'],
        ['signup', '/signup'],
      ] as const) {
        await page.goto(`${webUrl}${path}`);
        await page.waitForLoadState('networkidle');
        await snap(page, `${name}-${label}`);
        await expectTidy(page, name);
      }

      await signUp(page, 'Asha Rao', uniqueEmail(`screens-${label}`));
      await openMenuIfCollapsed(page);
      await mainNav(page).getByRole('link', { name: 'Your dashboard' }).click();
      await page.waitForURL(`${webUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: 'Hello, Asha Rao!' }).waitFor();
      await snapWithoutNotices(page, `dashboard-${label}`);
      await expectTidy(page, 'dashboard');
      // Scrolled to the end, the page's last line is clear of the dashboard's (bottom) bar.
      const overlap = await page.evaluate(() => {
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
        const bar = document.querySelector('nav[aria-label="Dashboard"]')?.getBoundingClientRect();
        const end = document
          .querySelector('.app-shell > footer > :last-child')
          ?.getBoundingClientRect();
        if (!bar || !end) throw new Error('no dashboard bar or footer');
        return Math.max(0, Math.min(bar.bottom, end.bottom) - Math.max(bar.top, end.top));
      });
      // Under one pixel is layout rounding (rem and safe-area sizes), not a covered line.
      expect(overlap, 'the dashboard bar covers the end of the footer').toBeLessThan(1);

      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Profile' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
      await page.getByText('Runner', { exact: true }).click();
      await snapWithoutNotices(page, `profile-${label}`);
      await expectTidy(page, 'profile');
    });
  }
});
