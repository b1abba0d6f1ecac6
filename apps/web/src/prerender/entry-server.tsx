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
import { getProductsQueryOptions } from '../shared/api/get-products';
import { createQueryClient } from '../shared/api/query-client';
import { pageTitle, type RouteHandle } from '../shared/routing/page-title';
import type { RenderedPage } from './page-html';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';
import { seededCatalogue } from './seeded-catalogue';

export { PUBLIC_PAGES };
/** The chunk names of every page a shopper may open, for the service worker's precache. */
export const SHOP_PAGE_NAMES = lazyPagesIn(appRoutes).map((page) => page.pageName);
export { chunksInImportOrder, entryUrl, pageChunkUrls, pageFileUrls } from './page-chunks';
export { pageHtml, robotsTxt, sitemapXml } from './page-html';

export async function prerender({ path, description }: PublicPage): Promise<RenderedPage> {
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

  // The route's own title, or the product's name (the product page names itself).
  const routeTitle = matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  const product = catalogue.find((candidate) => candidate._id === matches.at(-1)?.params.id);
  const title = routeTitle ?? (product ? pageTitle(product.title) : undefined);
  if (!title) throw new Error(`${path} has no title`);

  return {
    html,
    title,
    description,
    queries: dehydrate(queryClient),
    lazyPages: lazyPagesAt(appRoutes, path).map((page) => page.pageName),
  };
}
