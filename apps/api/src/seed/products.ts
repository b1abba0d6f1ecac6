import { productArtUrl, toPaise, type SeedProduct } from '@gymfuel/contracts';

export { SEED_PRODUCTS, type SeedProduct } from '@gymfuel/contracts';

export const toStoredProduct = ({ art, price, ...product }: SeedProduct) => ({
  ...product,
  imageUrl: productArtUrl(art),
  pricePaise: toPaise(price),
  available: true,
});
