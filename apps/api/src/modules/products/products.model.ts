import { CATEGORIES, fromPaise, type Category, type Product } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/**
 * A product as stored: money in integer paise, never Decimal128
 * (docs/architecture.md#money-in-paise).
 */
export interface ProductRecord {
  _id: Types.ObjectId;
  /** The natural key the seed upserts by. */
  title: string;
  description: string;
  imageUrl: string;
  pricePaise: number;
  category: Category;
}

const productSchema = new Schema<ProductRecord>(
  {
    title: { type: String, required: true, trim: true, unique: true },
    description: { type: String, required: true },
    imageUrl: { type: String, required: true },
    pricePaise: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isSafeInteger, message: 'pricePaise must be whole paise' },
    },
    category: { type: String, required: true, enum: CATEGORIES },
  },
  { collection: 'products', timestamps: true },
);

/**
 * Counts writes to products made through mongoose in this process. The catalogue cache
 * compares it with the value it loaded at, so its bytes are rebuilt after any change.
 * Bumped before the write too: a load that overlaps a write is never taken as fresh.
 */
let productRevision = 0;
export const currentProductRevision = (): number => productRevision;

const WRITE_HOOKS =
  /^(save|updateOne|updateMany|deleteOne|deleteMany|replaceOne|findOneAnd(Update|Replace|Delete)|insertMany|bulkWrite)$/;
const bumpRevision = () => {
  productRevision += 1;
};
productSchema.pre(WRITE_HOOKS, { document: true, query: true }, bumpRevision);
productSchema.post(WRITE_HOOKS, { document: true, query: true }, bumpRevision);

/** The model on this connection (compiled once; later calls return the same one). */
export const productModel = (connection: Connection) => connection.model('Product', productSchema);
export type ProductModel = ReturnType<typeof productModel>;

/** The contract's shape: rupees, and the id as a string. */
export function toProductContract(record: ProductRecord): Product {
  return {
    _id: record._id.toHexString(),
    title: record.title,
    description: record.description,
    imageUrl: record.imageUrl,
    price: fromPaise(record.pricePaise),
    category: record.category,
  };
}
