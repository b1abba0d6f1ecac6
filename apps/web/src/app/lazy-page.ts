import { lazy, type ComponentType } from 'react';

/**
 * A page whose code downloads the first time it is shown, so a shopper's first load of / carries
 * only the home page (docs/architecture.md#code-splitting). Pages are named exports; React.lazy
 * wants a default one. The layout's Suspense boundary shows the loader meanwhile, and on a
 * prerendered page React keeps the server's markup until the code arrives, then hydrates it.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
