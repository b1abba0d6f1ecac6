import type { Favourite } from '@gymfuel/contracts';
import type { CatalogueLookup } from '../products/catalogue-lookup.js';
import type { ProductRecord } from '../products/products.model.js';
import {
  toFavouriteContract,
  type FavouriteEntryRecord,
  type FavouriteListModel,
} from './favourites.model.js';

export interface FavouritesServiceDeps {
  FavouriteList: FavouriteListModel;
  catalogue: CatalogueLookup;
}

/** A product's entry as the catalogue has it, never the client's copy. */
const entryOf = (product: ProductRecord): FavouriteEntryRecord => ({
  proId: product._id,
  title: product.title,
  imageUrl: product.imageUrl,
  description: product.description,
});

/** The caller's favourites list; the contract has already capped it and refused duplicates. */
export function createFavouritesService({ FavouriteList, catalogue }: FavouritesServiceDeps) {
  return {
    /**
     * The list as the menu has each product now: an owner's edit shows, and a product gone from
     * the catalogue is left out. Kept, it would be sent back with every toggle, and each of those
     * saves would be refused with a 404.
     */
    async listForUser(userId: string): Promise<Favourite[]> {
      const record = await FavouriteList.findOne({ userId }).lean();
      const proIds = (record?.favourites ?? []).map((entry) => entry.proId.toHexString());
      const products = await catalogue.findProducts(proIds);
      return proIds.flatMap((proId) => {
        const product = products.get(proId);
        return product === undefined ? [] : [toFavouriteContract(entryOf(product))];
      });
    },

    /**
     * Replaces the whole list, keeping its order. Each entry is rebuilt from the catalogue, so
     * a client's copy of a title or image is never stored; an unknown product is a 404.
     */
    async replaceForUser(userId: string, proIds: readonly string[]): Promise<void> {
      const favourites = (await catalogue.requireProducts(proIds)).map(entryOf);
      await FavouriteList.updateOne({ userId }, { $set: { favourites } }, { upsert: true });
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
