import './animations.css';

/** A card animates in once its top is this far inside the viewport (docs/product.md). */
const OFFSET_PX = 120;

/**
 * Animates each `[data-aos]` card in once, as it scrolls into view, cards a route renders later
 * included (docs/product.md#loader-notices-and-motion). It does what the shop used of AOS, whose
 * 5 KB gzip sat in the first load of / (docs/architecture.md#code-splitting). For reduced motion
 * it does nothing: styles.css shows the cards still.
 */
export function initAnimations(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const entrances = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('aos-animate');
        entrances.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${OFFSET_PX}px 0px` },
  );
  /** Calls `act` on each card in `node`, `node` itself included. */
  const eachCard = (node: Node, act: (card: Element) => void) => {
    if (!(node instanceof Element)) return;
    if (node.matches('[data-aos]')) act(node);
    node.querySelectorAll('[data-aos]').forEach(act);
  };

  eachCard(document.body, (card) => entrances.observe(card));
  // Cards come and go with the routes; a card that left is no longer watched.
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => eachCard(node, (card) => entrances.observe(card)));
      record.removedNodes.forEach((node) => eachCard(node, (card) => entrances.unobserve(card)));
    }
  }).observe(document.body, { childList: true, subtree: true });
}
