import type { Favourite } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/** One entry, with the catalogue's title, image and description at the time it was saved. */
export interface FavouriteEntryRecord {
  proId: Types.ObjectId;
  title: string;
  imageUrl: string;
  description: string;
}

/** A user's whole favourites list, in one document, since /addfav replaces it at once. */
export interface FavouriteListRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  favourites: FavouriteEntryRecord[];
}

const favouriteEntrySchema = new Schema<FavouriteEntryRecord>(
  {
    proId: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    title: { type: String, required: true },
    imageUrl: { type: String, required: true },
    description: { type: String, required: true },
  },
  { _id: false },
);

const favouriteListSchema = new Schema<FavouriteListRecord>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
    favourites: { type: [favouriteEntrySchema], default: [] },
  },
  { collection: 'favourites', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const favouriteListModel = (connection: Connection) =>
  connection.model('FavouriteList', favouriteListSchema);
export type FavouriteListModel = ReturnType<typeof favouriteListModel>;

export function toFavouriteContract(record: FavouriteEntryRecord): Favourite {
  return {
    proId: record.proId.toHexString(),
    title: record.title,
    imageUrl: record.imageUrl,
    description: record.description,
  };
}
