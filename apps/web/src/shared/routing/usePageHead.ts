import { useLayoutEffect } from 'react';
import { canonicalUrl, type PageHead } from './page-head';

/**
 * The head's one element matching `selector` (index.html and the prerendered pages have it),
 * made if missing, so a client-side navigation updates the tag the page loaded with instead of
 * adding a second one.
 */
function headElement(selector: string, make: () => HTMLElement): HTMLElement {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = make();
    document.head.append(element);
  }
  return element;
}

function tag(name: 'meta' | 'link', attributes: Record<string, string>) {
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

/**
 * Sets the document's title and meta description while the page shows; undefined leaves them
 * alone. A layout effect, so the title is in place by the time the route announcer finds the
 * page's heading.
 */
export function usePageHead(head: PageHead | undefined) {
  const title = head?.title;
  const description = head?.description;
  useLayoutEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    headElement('meta[name="description"]', () =>
      tag('meta', { name: 'description' }),
    ).setAttribute('content', description);
  }, [title, description]);
}

/** Points the canonical link at the page at `pathname` (the build wrote the first page's). */
export function useCanonicalLink(pathname: string) {
  useLayoutEffect(() => {
    headElement('link[rel="canonical"]', () => tag('link', { rel: 'canonical' })).setAttribute(
      'href',
      canonicalUrl(pathname),
    );
  }, [pathname]);
}
