// The build's server entry (vite build --ssr): renders each public page with the app's own
// routes and providers, for scripts/prerender.mjs to write into dist/.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { lazyPagesAt, lazyPagesIn } from '../app/lazy-page';
import { appRoutes } from '../app/routes';
import { LIST_PARAMS } from '../features/products/catalogue-query';
import { getProductsQueryOptions } from '../shared/api/get-products';
import { createQueryClient } from '../shared/api/query-client';
import { canonicalUrl, productHead, type RouteHandle } from '../shared/routing/page-head';
import { paths } from '../shared/routing/paths';
import type { RenderedPage } from './page-html';
import { PUBLIC_PATHS } from './public-pages';
import { seededCatalogue } from './seeded-catalogue';

export { PUBLIC_PATHS };
/** The shop's address the canonical links name (PUBLIC_URL at build time, vite.config.ts). */
export const SITE_URL = __SITE_URL__;
export { canonicalUrl };
/** The chunk names of every page a shopper may open, for the service worker's precache. */
export const SHOP_PAGE_NAMES = lazyPagesIn(appRoutes).map((page) => page.pageName);
export { chunksInImportOrder, entryUrl, pageChunkUrls, pageFileUrls } from './page-chunks';
export { pageHtml, robotsTxt, sitemapXml } from './page-html';

export async function prerender(path: string): Promise<RenderedPage> {
  const matches = matchRoutes(appRoutes, path) ?? [];

  const catalogue = seededCatalogue();
  const queryClient = createQueryClient();
  // Stamped as old as can be: the browser shows it at once and asks for the live catalogue
  // straight after hydrating (a price or a sold-out mark may have changed since the build).
  queryClient.setQueryData(getProductsQueryOptions().queryKey, catalogue, { updatedAt: 1 });

  // React's static prerender, not renderToString: it waits for the lazy pages' code
  // (routes.tsx), so each page is written whole, never as its loading fallback. Left to its
  // default chunk size, it would write a long page as the fallback plus an inline script that
  // swaps the page in, which the Content-Security-Policy forbids.
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  // The route's own head, or the product's (the product page names itself): as the browser
  // sets them after a client-side navigation (usePageHead).
  const routeHead = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.head)
    .findLast((head) => head !== undefined);
  const product = catalogue.find((candidate) => candidate._id === matches.at(-1)?.params.id);
  const head = routeHead ?? (product ? productHead(product) : undefined);
  if (!head) throw new Error(`${path} has no title`);

  return {
    html,
    ...head,
    queries: dehydrate(queryClient),
    lazyPages: lazyPagesAt(appRoutes, path).map((page) => page.pageName),
    ...(path === paths.products.getHref() && { listParams: LIST_PARAMS }),
  };
}
