import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { SHOPPER_PASSWORD } from './api-session.js';

const webUrl = inject('webUrl');

/** Fills and sends the login form; where it leads depends on how the shopper got there. */
export async function submitLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in from /login, which leads home when nothing else was asked for. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${webUrl}/login`);
  await submitLogin(page, email);
  await page.waitForURL(`${webUrl}/`);
}
