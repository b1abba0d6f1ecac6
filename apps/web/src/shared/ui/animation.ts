/**
 * docs/product.md#loader-notices-and-motion: home cards animate for 1000 ms after a 300 ms
 * delay. Spread these onto a card root; AOS (initialised once by the app with the product's
 * defaults) does the rest.
 */
export type CardEntrance = 'fade-up' | 'fade-left' | 'fade-right';

export const cardAnimation = (entrance: CardEntrance) => ({
  'data-aos': entrance,
  'data-aos-duration': '1000',
  'data-aos-delay': '300',
});
