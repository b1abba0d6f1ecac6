import { useSyncExternalStore } from 'react';

/** Nothing to listen to: a caller that has a new `current` is being rendered anyway. */
const neverChanges = () => () => undefined;

/**
 * `current`, except while the build prerenders a page and while the browser hydrates that page's
 * HTML: then `prerendered`, what the build rendered in its place. For what the build could not
 * know (the URL's query string, the year the page is opened in), so the browser's first render is
 * the build's HTML, adopted without a mismatch (React error #418), and React renders `current`
 * straight after. A page rendered afresh (createRoot) has `current` from its first render.
 *
 * The two are compared with Object.is, so pass strings or numbers: when they are the same, as on
 * a plain /products, nothing is rendered again. That matters: rendering a select again sets it
 * back to its value, and undid a choice made just before React heard of it.
 */
export function useAsPrerendered<T>(current: T, prerendered: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => current,
    () => prerendered,
  );
}
