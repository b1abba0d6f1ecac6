/**
 * Product art: 3D food emoji from @lobehub/fluent-emoji-3d (MIT), named by code point.
 * The web copies exactly these files into its build (so the shop works offline) and the
 * seed may only use these, so a product can never point at an image that is not shipped.
 */
export const PRODUCT_ART = [
  '1f964',
  '1f957',
  '1f34c',
  '1f353',
  '1f36b',
  '1f95c',
  '1f951',
  '1f95b',
  '1f9cb',
  '2615',
  '1f96d',
  '1fad0',
  '1f34d',
  '1f965',
  '1f95a',
  '1f357',
  '1f356',
  '1f96a',
  '1f32f',
  '1f959',
  '1f372',
  '1f35b',
  '1f363',
  '1f9c6',
  '1f966',
  '1f360',
  '1f958',
  '1f364',
  '1f95e',
  '1f963',
  '1f9c0',
  '1f344',
  '1f955',
  '1f345',
  '1f34e',
  '1f347',
  '1f352',
  '1f95d',
  '1f351',
  '1f36f',
  '1f9c9',
  '1f330',
  '1f373',
  '1f969',
  '1f32e',
  '1f96f',
  '1f368',
  '1f9c3',
] as const;

export type ProductArt = (typeof PRODUCT_ART)[number];

/** Where the web serves a piece of product art; this is what Product.imageUrl holds. */
export const productArtUrl = (code: ProductArt): string => `/art/${code}.webp`;

/** The art a product's imageUrl points at, or null for an image that is not packaged art. */
export const productArtOf = (imageUrl: string): ProductArt | null => {
  const code = /^\/art\/([0-9a-f]+)\.webp$/.exec(imageUrl)?.[1];
  return PRODUCT_ART.find((art) => art === code) ?? null;
};
