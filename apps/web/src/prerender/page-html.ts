import type { DehydratedState } from '@tanstack/react-query';
import { FILTERED_LINK_SCRIPT } from '../../server/filtered-link-script.mjs';

/** What rendering one page produced (entry-server.tsx). */
export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  title: string;
  description: string;
  /** The queries the page was rendered with, for the browser to hydrate from. */
  queries: DehydratedState;
  /** The names of the lazily loaded pages it shows (app/lazy-page.ts). */
  lazyPages: string[];
  /**
   * The product list's URL parameters, on the page that shows the list: a link with any of them
   * hides the plain list it was rendered with until the app has rendered the one asked for
   * (server/filtered-link-script.mjs).
   */
  listParams?: readonly string[];
}

/** The script that loads a page's code after its first paint, and the page's own chunks. */
export interface PageLoader {
  /** The built src/after-first-paint.ts. */
  url: string;
  /** The chunks of the page's lazily loaded code (page-chunks.ts), preloaded but not run. */
  pageChunks: readonly string[];
  /** The chunks of the endpoints every page calls as it opens, in import order, run a task each. */
  firstCallChunks: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );

/** JSON that cannot end its <script> element early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** React places an image's preload before the markup; in <head> the browser finds it sooner. */
const LEADING_PRELOADS = /^((?:<link rel="preload"[^>]*\/>)*)/;

/** `html` with `pattern` replaced once, failing loudly if index.html no longer has it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html no longer matches ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/** The shell's entry script, and the chunks it preloads (Vite writes both). */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The shell's scripts as a prerendered page loads them: not beside the stylesheet, fonts and art
 * its first paint waits for, but once the page is on screen, by the loader
 * (src/after-first-paint.ts), which reads from its tag the entry and the chunks to preload.
 */
function scriptsAfterFirstPaint(shell: string, loader: PageLoader): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error(`index.html no longer matches ${ENTRY_SCRIPT}`);
  const chunks = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script type="module" src="${loader.url}" data-entry="${entry}" ` +
        `data-modulepreload="${chunks.join(' ')}" ` +
        `data-page-chunks="${loader.pageChunks.join(' ')}" ` +
        `data-first-call-chunks="${loader.firstCallChunks.join(' ')}"></script>`,
    );
}

/**
 * The built index.html (`shell`) made into one page: its title, meta description, canonical
 * link (`canonicalUrl`), markup and queries, its scripts loaded by `loader` after the first
 * paint.
 */
export function pageHtml(
  shell: string,
  canonicalUrl: string,
  page: RenderedPage,
  loader: PageLoader,
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[1] ?? '';
  const markup = page.html.slice(preloads.length);
  let html = scriptsAfterFirstPaint(shell, loader);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />\n    ` +
      `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />` +
      // In the head, before the stylesheet: it runs before the first paint, at once.
      (page.listParams
        ? `\n    <script data-list-params="${escapeHtml(page.listParams.join(' '))}">` +
          `${FILTERED_LINK_SCRIPT}</script>`
        : ''),
  );
  html = replaceOnce(html, /<\/head>/, `  ${preloads}\n  </head>`);
  // A data block, not a script: the Content-Security-Policy allows no other inline script.
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${markup}</div>\n    ` +
      `<script type="application/json" id="prerendered-queries">${scriptSafeJson(page.queries)}</script>`,
  );
  return html;
}

/** robots.txt: everything but the API and the signed-in screens, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /cart',
    // A prefix: /dash and /dashboard.
    'Disallow: /dash',
    'Disallow: /orders/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml of the prerendered pages. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeHtml(siteUrl + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
