// The build's server entry (vite build --ssr): renders each public page with the app's own
// routes and providers, for scripts/prerender.mjs to write into dist/.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/routes';
import { getProductsQueryOptions } from '../shared/api/get-products';
import { createQueryClient } from '../shared/api/query-client';
import { pageTitle, type RouteHandle } from '../shared/routing/page-title';
import type { RenderedPage } from './page-html';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';
import { seededCatalogue } from './seeded-catalogue';

export { PUBLIC_PAGES };
export { pageHtml, robotsTxt, sitemapXml } from './page-html';

const { query, dataRoutes } = createStaticHandler(appRoutes);

export async function prerender({ path, description }: PublicPage): Promise<RenderedPage> {
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);

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
        {/* No inline hydration script: the shop's Content-Security-Policy forbids inline scripts,
            and routes without loaders have nothing to hand over. */}
        <StaticRouterProvider
          router={createStaticRouter(dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();

  // The route's own title, or the product's name (the product page names itself).
  const routeTitle = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  const product = catalogue.find(
    (candidate) => candidate._id === context.matches.at(-1)?.params.id,
  );
  const title = routeTitle ?? (product ? pageTitle(product.title) : undefined);
  if (!title) throw new Error(`${path} has no title`);

  return { html, title, description, queries: dehydrate(queryClient) };
}
