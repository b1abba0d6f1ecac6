import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../../server/security-headers.mjs';
import { prerender, PUBLIC_PATHS } from './entry-server';
import { pageHtml, robotsTxt, sitemapXml } from './page-html';

const SITE = 'https://shop.example';
// The template vite builds into dist/index.html (vitest runs in apps/web): the same head and #root,
// with the tags the build gives it for the entry script and the chunks that script imports.
const SHELL = readFileSync(join(process.cwd(), 'index.html'), 'utf8').replace(
  '<script type="module" src="/src/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-B1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/react-C2.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/query-D3.js">',
);
const LOADER = '/assets/after-first-paint-E4.js';

/** The page as a crawler or a browser without JavaScript reads it: scripts never run. */
async function readWithoutJavaScript(path: string) {
  if (!PUBLIC_PATHS.includes(path)) throw new Error(`${path} is not prerendered`);
  const loader = {
    url: LOADER,
    pageChunks: ['/assets/ProductsPage-F5.js', '/assets/zod-G6.js'],
    firstCallChunks: ['/assets/zod-G6.js', '/assets/first-screen-endpoints-H7.js'],
  };
  const html = pageHtml(SHELL, SITE + path, await prerender(path), loader);
  // DOMParser never runs the scripts of what it parses.
  return { html, document: new DOMParser().parseFromString(html, 'text/html') };
}

const text = (document: Document, selector: string) =>
  document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();

describe('the prerendered public pages', () => {
  it('lists the home page, the menu, every seeded product and the information pages', () => {
    const paths = PUBLIC_PATHS;
    expect(paths).toHaveLength(35);
    expect(paths.slice(0, 3)).toEqual(['/', '/products', '/product/5eed00000000000000000001']);
    expect(paths).toContain('/product/5eed00000000000000000028');
    expect(paths.slice(-5)).toEqual([
      '/review',
      '/contact',
      '/blog',
      '/terms&conditions',
      '/privacy-policy',
    ]);
  });

  it('shows the hero and the products on the home page, with its title, description and canonical link', async () => {
    const { document } = await readWithoutJavaScript('/');
    expect(document.title).toBe('GymFuel');
    expect(text(document, '#hero-title')).toBe(
      'Fuel your training with food that works as hard as you do',
    );
    expect(text(document, 'main')).toContain('Alphonso Mango Protein Smoothie');
    expect(text(document, 'main')).toContain('₹199');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/',
    );
    // The hero's art, the first screen's largest paint, is preloaded from <head> with high
    // priority, not from inside #root (its main piece is the brand's mark, preloaded by the nav).
    const preloaded = [...document.querySelectorAll('head link[rel="preload"][as="image"]')];
    expect(
      preloaded.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]),
    ).toEqual([
      ['/art/1f964.webp', null],
      ['/art/1f957.webp', 'high'],
      ['/art/1f34c.webp', 'high'],
      ['/art/1f353.webp', 'high'],
    ]);
    expect(document.querySelector('#root link')).toBeNull();
  });

  it('lists the menu with prices on /products', async () => {
    const { document } = await readWithoutJavaScript('/products');
    expect(document.title).toBe('Products | GymFuel');
    expect(text(document, 'main')).toContain('Blueberry Blast Smoothie');
    expect(text(document, 'main')).toContain('₹229');
    expect(text(document, 'main')).toContain('Grilled Lamb Steak with Greens');
  });

  it("shows a product's name, price and description on its own page", async () => {
    const { document } = await readWithoutJavaScript('/product/5eed00000000000000000001');
    expect(document.title).toBe('Alphonso Mango Protein Smoothie | GymFuel');
    expect(text(document, 'main h1')).toBe('Alphonso Mango Protein Smoothie');
    expect(text(document, 'main')).toContain('₹199');
    const description =
      'Ripe Alphonso mango blended with Greek yogurt, a scoop of whey and a pinch of cardamom. Thick, golden and 24 g of protein per glass.';
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      description,
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/product/5eed00000000000000000001',
    );
    // Its art is the page's largest paint: preloaded from <head> first, never lazily.
    const art = document.querySelector('main img.art__image');
    expect(art?.getAttribute('loading')).toBe('eager');
    expect(art?.getAttribute('fetchpriority')).toBe('high');
    expect(art?.getAttribute('src')).toBe('/art/1f96d.webp');
    const preload = document.querySelector('head link[rel="preload"][href="/art/1f96d.webp"]');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    // Nothing below the fold (the footer's art) competes with it: only the nav's logo beside it.
    const preloaded = [...document.querySelectorAll('head link[rel="preload"][as="image"]')];
    expect(preloaded.map((link) => link.getAttribute('href'))).toEqual([
      '/art/1f964.webp',
      '/art/1f96d.webp',
    ]);
  });

  it.each([
    ['/review', 'Reviews | GymFuel', 'Review'],
    ['/contact', 'Contact | GymFuel', 'We would love to hear from you'],
    ['/blog', 'Blog | GymFuel', 'Eat well, train better'],
    ['/terms&conditions', 'Terms and Conditions | GymFuel', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy | GymFuel', 'Privacy Policy'],
  ])('shows the heading of %s', async (path, title, heading) => {
    const { document } = await readWithoutJavaScript(path);
    expect(document.title).toBe(title);
    expect(text(document, 'main h1')).toBe(heading);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://shop.example${path}`,
    );
  });

  // Drawn into the HTML, so the line does not arrive after hydration and push the page down.
  it("tops every page with the test-mode line in a test-mode build, and not in a Razorpay build's", async () => {
    const banner = (document: Document) => text(document, '.app-shell > .test-mode-banner');
    for (const path of ['/', '/products', '/product/5eed00000000000000000001']) {
      expect(banner((await readWithoutJavaScript(path)).document), path).toBe(
        'Test mode: no real payments',
      );
    }
    vi.stubEnv('VITE_PAYMENTS_PROVIDER', 'razorpay');
    expect(banner((await readWithoutJavaScript('/')).document)).toBeUndefined();
  });

  it('carries the catalogue it was rendered with as data, never as a script', async () => {
    const { html, document } = await readWithoutJavaScript('/products');
    const data = document.getElementById('prerendered-queries');
    expect(data?.getAttribute('type')).toBe('application/json');
    const state = JSON.parse(data?.textContent ?? '') as {
      queries: { queryKey: unknown; state: { data: { title: string; price: number }[] } }[];
    };
    expect(state.queries.map((query) => query.queryKey)).toEqual([['products']]);
    const products = state.queries[0]!.state.data;
    expect(products).toHaveLength(28);
    expect(products[0]).toMatchObject({ title: 'Alphonso Mango Protein Smoothie', price: 199 });
    // Only the filtered-link mark, the early-tap holder and the loader run.
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual([
      '<script data-list-params="category veg exclude sort q">',
      '<script src="/early-taps.js">',
      `<script type="module" src="${LOADER}" data-entry="/assets/index-B1.js" ` +
        'data-modulepreload="/assets/react-C2.js /assets/query-D3.js" ' +
        'data-page-chunks="/assets/ProductsPage-F5.js /assets/zod-G6.js" ' +
        'data-first-call-chunks="/assets/zod-G6.js /assets/first-screen-endpoints-H7.js">',
    ]);
  });

  // A link to a filtered menu must not show the plain one it was rendered with first.
  it('marks a document opened at a link with the list’s parameters, in a script the policy allows by its hash', async () => {
    const { document } = await readWithoutJavaScript('/products');
    const script = document.querySelector('script[data-list-params]');
    const digest = createHash('sha256')
      .update(script?.textContent ?? '')
      .digest('base64');
    expect(securityHeaders('simulated')['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${digest}' `,
    );
    // In the head, before the stylesheet and the page it hides.
    expect(script?.parentElement?.tagName).toBe('HEAD');

    const timers: Array<[() => void, number]> = [];
    const runAt = (search: string) => {
      const root = new Window({ url: `https://shop.example/products${search}` });
      const tag = root.document.createElement('script');
      tag.dataset.listParams = script?.getAttribute('data-list-params') ?? '';
      Object.defineProperty(root.document, 'currentScript', { value: tag });
      // The script alone, with this page's document and address, and a timer it cannot fire.
      new Function('document', 'location', 'setTimeout', script?.textContent ?? '')(
        root.document,
        root.location,
        (callback: () => void, ms: number) => timers.push([callback, ms]),
      );
      return root.document.documentElement;
    };
    const marks = (search: string) => runAt(search).hasAttribute('data-list-from-link');
    expect(marks('?q=paneer')).toBe(true);
    expect(marks('?sort=protein')).toBe(true);
    expect(marks('')).toBe(false);
    expect(marks('?utm_source=insta')).toBe(false);

    // An app that never hydrates still shows the menu, 8 s on.
    timers.length = 0;
    const page = runAt('?category=Meals&veg=1');
    expect(page.hasAttribute('data-list-from-link')).toBe(true);
    expect(timers.map(([, ms]) => ms)).toEqual([8000]);
    timers[0]![0]();
    expect(page.hasAttribute('data-list-from-link')).toBe(false);

    // Only the menu shows the list.
    for (const path of ['/', '/product/5eed00000000000000000001']) {
      expect(
        (await readWithoutJavaScript(path)).document.querySelector('script[data-list-params]'),
      ).toBeNull();
    }
  });

  // The page is whole without them: fetched beside the stylesheet, fonts and art, the app's
  // chunks would hold up its first paint on a slow link. The loader fetches them once it is shown.
  it("names the app's code for the loader instead of fetching it beside what the first paint needs", async () => {
    const { document } = await readWithoutJavaScript('/');
    expect(document.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(document.querySelector('script[src="/assets/index-B1.js"]')).toBeNull();
    const loader = document.querySelector(`script[src="${LOADER}"]`);
    expect(loader?.getAttribute('type')).toBe('module');
    expect(loader?.getAttribute('data-entry')).toBe('/assets/index-B1.js');
    expect(loader?.getAttribute('data-modulepreload')).toBe(
      '/assets/react-C2.js /assets/query-D3.js',
    );
  });

  it('names the lazily loaded pages each page shows, whose chunks its loader preloads', async () => {
    const lazyPages = async (path: string) => (await prerender(path)).lazyPages;
    expect(await lazyPages('/')).toEqual([]);
    expect(await lazyPages('/products')).toEqual(['ProductsPage']);
    expect(await lazyPages('/product/5eed00000000000000000001')).toEqual(['ProductDetailPage']);
    expect(await lazyPages('/terms&conditions')).toEqual(['TermsPage']);
  });

  it('every page renders, titled and described', async () => {
    for (const path of PUBLIC_PATHS) {
      const rendered = await prerender(path);
      expect(rendered.title, path).toMatch(/GymFuel$/);
      expect(rendered.description, path).not.toBe('');
      expect(rendered.html, path).toContain('<main id="main-content"');
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in everywhere but the API and the signed-in screens, and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /cart',
        'Disallow: /dash',
        'Disallow: /orders/',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('lists each page once, its URL escaped for XML', () => {
    const xml = sitemapXml(SITE, ['/', '/terms&conditions']);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://shop.example/</loc></url>\n' +
        '  <url><loc>https://shop.example/terms&amp;conditions</loc></url>\n' +
        '</urlset>\n',
    );
  });
});
