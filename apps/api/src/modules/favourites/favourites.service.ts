import type { Favourite } from '@gymfuel/contracts';
import type { CatalogueLookup } from '../products/catalogue-lookup.js';
import { toFavouriteContract, type FavouriteListModel } from './favourites.model.js';

export interface FavouritesServiceDeps {
  FavouriteList: FavouriteListModel;
  catalogue: CatalogueLookup;
}

/** The caller's favourites list; the contract has already capped it and refused duplicates. */
export function createFavouritesService({ FavouriteList, catalogue }: FavouritesServiceDeps) {
  return {
    async listForUser(userId: string): Promise<Favourite[]> {
      const record = await FavouriteList.findOne({ userId }).lean();
      return (record?.favourites ?? []).map(toFavouriteContract);
    },

    /**
     * Replaces the whole list, keeping its order. Each entry is rebuilt from the catalogue, so
     * a client's copy of a title or image is never stored; an unknown product is a 404.
     */
    async replaceForUser(userId: string, proIds: readonly string[]): Promise<void> {
      const products = await catalogue.requireProducts(proIds);
      const favourites = products.map((product) => ({
        proId: product._id,
        title: product.title,
        imageUrl: product.imageUrl,
        description: product.description,
      }));
      await FavouriteList.updateOne({ userId }, { $set: { favourites } }, { upsert: true });
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
