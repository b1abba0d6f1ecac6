import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, TestRunner } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/**
 * One Chromium per test file, started on first use: launching one per journey cost a few seconds
 * each on a busy 2-core machine. Journeys stay apart through their own contexts.
 */
let shared: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return shared;
}
afterAll(async () => {
  const browser = await shared;
  shared = undefined;
  await browser?.close();
});

/**
 * A fresh browser context per journey (its own cookies and storage, like a new profile).
 * `timezoneId` sets the browser's own zone (the machine's otherwise). Journeys prefer reduced
 * motion, so cards are shown without their scroll animations (the accessibility suite checks
 * both preferences itself).
 *
 * Only journeys about the service worker (`withServiceWorker`) get one: each context that
 * installs it also downloads its whole precache, which cost the e2e suite over a minute of CI.
 * The others see a browser without service workers, a case the shop handles as it is
 * (main.tsx registers none). Playwright's own `serviceWorkers: 'block'` is not used: it makes
 * `register()` resolve with nothing and warn, so every page would log a registration error.
 */
export async function openBrowser(
  width: number = WIDTHS.desktop,
  {
    timezoneId,
    withServiceWorker = false,
  }: { timezoneId?: string; withServiceWorker?: boolean } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const browser = await sharedBrowser();
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId,
    reducedMotion: 'reduce',
  });
  // A policy violation may leave nothing in the console (a caught `new Function`, say): each is
  // written there as an error, for the journeys that watch the console and for the trail.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content-Security-Policy: ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  if (!withServiceWorker) {
    await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
  }
  const page = await context.newPage();
  const trail = recordTrail(page);
  return {
    context,
    page,
    close: async () => {
      // Called from the journey's afterEach, where the page is still there to look at.
      if (TestRunner.getCurrentTest()?.result?.state === 'fail') await reportFailure(page, trail);
      await context.close();
    },
  };
}

/**
 * The last things a page did: its API answers, failed requests, errors and navigations. A journey
 * that fails on a busy CI machine seldom fails again on demand; this says what the page saw.
 */
function recordTrail(page: Page): string[] {
  const trail: string[] = [];
  const started = Date.now();
  const note = (line: string) => {
    trail.push(`+${Date.now() - started} ms ${line}`);
    if (trail.length > 60) trail.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') || response.status() >= 400) {
      note(`${response.request().method()} ${url.pathname} → ${response.status()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // A navigation aborts the requests the page it leaves still had open: not news.
    if (reason !== 'net::ERR_ABORTED')
      note(`${request.method()} ${request.url()} failed: ${reason}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      note(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  return trail;
}

/** Prints where a failed journey's page was, what it showed and its trail; keeps a screenshot. */
async function reportFailure(page: Page, trail: string[]): Promise<void> {
  const name = `failed-${Date.now()}`;
  const shown = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch((error: Error) => `(unreadable: ${error.message})`);
  console.error(
    [
      `── page at failure: ${page.url()} (screenshot ${name}.png)`,
      `── it showed:\n${shown.slice(0, 2_000)}`,
      `── its trail:\n${trail.join('\n')}`,
    ].join('\n'),
  );
  await snap(page, name).catch(() => undefined);
}

/** Waits until a service worker controls the page: the first one takes over once installed. */
export function untilServiceWorkerControls(page: Page): Promise<unknown> {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * A full-page shot does not scroll, so images below the fold that load lazily would show as
 * empty boxes: load them all first.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

/** Full-page screenshot into the git-ignored e2e/screenshots folder. */
export async function snap(page: Page, name: string): Promise<void> {
  await loadLazyImages(page);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

export function countBrokenImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0).length,
  );
}
