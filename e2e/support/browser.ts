import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const screenshotDir = join(import.meta.dirname, '..', 'screenshots');

export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

/**
 * A fresh Chromium profile per journey, so no cookie or storage leaks between tests.
 * `timezoneId` sets the browser's own zone (the machine's otherwise).
 */
export async function openBrowser(
  width: number = WIDTHS.desktop,
  { timezoneId }: { timezoneId?: string } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const profile = mkdtempSync(join(tmpdir(), 'gymfuel-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    viewport: { width, height: 900 },
    timezoneId,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Scrolls through the page so scroll-triggered (AOS) animations have all played. */
async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Only cards animate in (data-aos); a page without any is shot as it is, at once.
    if (document.querySelector('[data-aos]') === null) return;
    // AOS throttles its scroll handler (~100 ms), so each step must outlast that.
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Let the sticky header settle back at the top before the capture.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
}

/** Full-page screenshot into the git-ignored e2e/screenshots folder. */
export async function snap(page: Page, name: string): Promise<void> {
  await revealAll(page);
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

export function countBrokenImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0).length,
  );
}
