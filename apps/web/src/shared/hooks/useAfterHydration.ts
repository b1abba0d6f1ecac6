import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * false while React renders a page the build prerendered (the build's own render, and the
 * browser's hydration of its HTML), true in every other render. A component whose output depends
 * on something the build could not know (the URL's query string) renders as the build did while
 * hydrating, so the HTML is adopted without a mismatch, and React renders it again for the
 * browser straight after. A page rendered afresh (createRoot) is true from its first render.
 */
export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
