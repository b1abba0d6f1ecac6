import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page whose code downloads when first shown, or sooner with preload(). */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<void>;
  /** Its export's name, which is also its chunk's (the build's prerender looks the chunk up). */
  pageName: string;
};

/**
 * Once preloaded, a page's first render must not suspend at all: React hydrates a page that
 * suspends only if nothing above it updates first, and a signed-in shopper's fresh render would
 * flash the loader. React.lazy waits a tick for a resolved promise; a thenable that answers at
 * once lets it render the page straight away.
 */
const answeredAtOnce = (component: ComponentType) =>
  ({
    then: (resolve: (module: { default: ComponentType }) => void) =>
      resolve({ default: component }),
  }) as unknown as Promise<{ default: ComponentType }>;

/**
 * A page whose code downloads the first time it is shown, so a shopper's first load of / carries
 * only the home page (docs/architecture.md#code-splitting). Pages are named exports; React.lazy
 * wants a default one. The layout's Suspense boundary shows the loader meanwhile.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Page = lazy(() =>
    loaded ? answeredAtOnce(loaded) : preload().then(() => ({ default: loaded as ComponentType })),
  );
  return Object.assign(Page, { preload, pageName: name });
}

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'object' && type !== null && 'preload' in type;

/** The lazily loaded pages shown at `pathname`. */
export function lazyPagesAt(routes: RouteObject[], pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.element as { type?: unknown } | undefined)?.type)
    .filter(isLazyPage);
}

/**
 * Every lazily loaded page of `routes`, nested ones included, each once: the shop's own pages
 * (the console's screens are React.lazy, not lazyPage, and load only for staff).
 */
export function lazyPagesIn(routes: RouteObject[]): LazyPage[] {
  const pages = routes.flatMap((route): LazyPage[] => {
    const type = (route.element as { type?: unknown } | undefined)?.type;
    return [...(isLazyPage(type) ? [type] : []), ...lazyPagesIn(route.children ?? [])];
  });
  return [...new Set(pages)];
}

/**
 * Downloads the code of the pages shown at `pathname`, so the first render (hydrating a
 * prerendered page, or rendering it for a signed-in shopper) shows them at once.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(lazyPagesAt(routes, pathname).map((page) => page.preload()));
}
