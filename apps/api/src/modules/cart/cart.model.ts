import { QUANTITY_MAX, QUANTITY_MIN, fromPaise, type CartItem } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/** One cart line. Title, description, image and price are copied from the catalogue, never the client. */
export interface CartItemRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  proId: Types.ObjectId;
  title: string;
  description: string;
  imageUrl: string;
  /** The unit price in integer paise, never Decimal128 (docs/architecture.md#money-in-paise). */
  pricePaise: number;
  /**
   * The product's edit version the copy was taken at (absent on lines from before it was kept):
   * a copy never replaces one taken from a later edit.
   */
  productVersion?: number;
  quantity: number;
}

const cartItemSchema = new Schema<CartItemRecord>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    proId: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    imageUrl: { type: String, required: true },
    pricePaise: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isSafeInteger, message: 'pricePaise must be whole paise' },
    },
    productVersion: { type: Number, min: 0 },
    quantity: { type: Number, required: true, min: QUANTITY_MIN, max: QUANTITY_MAX },
  },
  { collection: 'cartitems', timestamps: true },
);

// One line per (user, product): a double-click or a second tab cannot create a second line.
// It also serves every per-user query, userId being its prefix.
cartItemSchema.index({ userId: 1, proId: 1 }, { unique: true });

/** The model on this connection (compiled once; later calls return the same one). */
export const cartItemModel = (connection: Connection) =>
  connection.model('CartItem', cartItemSchema);
export type CartItemModel = ReturnType<typeof cartItemModel>;

export function toCartItemContract(record: CartItemRecord): CartItem {
  return {
    _id: record._id.toHexString(),
    userId: record.userId.toHexString(),
    proId: record.proId.toHexString(),
    title: record.title,
    description: record.description,
    imageUrl: record.imageUrl,
    price: fromPaise(record.pricePaise),
    quantity: record.quantity,
  };
}
