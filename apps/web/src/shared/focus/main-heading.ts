/** The page's main heading: the first h1 inside <main>. */
export const findMainHeading = () => document.querySelector<HTMLElement>('main h1');

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
