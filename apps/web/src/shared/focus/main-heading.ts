/**
 * Whether `element` is on the page shown. A navigation to a page whose code is still loading
 * keeps the page it left in the document, hidden with display: none, until that code arrives.
 */
function isShown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return false;
  }
  return true;
}

/** The page's main heading: the first shown h1 inside <main>. */
export const findMainHeading = () =>
  [...document.querySelectorAll<HTMLElement>('main h1')].find(isShown) ?? null;

/** The page's main landmark, which the layout makes focusable for the skip link. */
const findMain = () => document.querySelector<HTMLElement>('main');

/**
 * Moves focus to the main heading, or to <main> when the page has none. A heading is not
 * focusable by itself: tabIndex -1 lets script focus it without adding a Tab stop. The page
 * keeps its scroll position (the router restores or resets it).
 */
export function focusMainHeading(heading = findMainHeading()) {
  const target = heading ?? findMain();
  if (!target) return;
  if (target === heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus({ preventScroll: true });
}
