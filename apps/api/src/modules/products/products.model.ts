import {
  allergenSchema,
  dietSchema,
  nutritionSchema,
  ALLERGENS,
  CATEGORIES,
  DIETS,
  fromPaise,
  type Allergen,
  type Category,
  type Diet,
  type Nutrition,
  type Product,
} from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { countWrites } from '../../db/write-revision.js';
import { z } from 'zod';

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
  /**
   * The label (docs/product.md#nutrition). Optional in storage: a catalogue from before labels
   * existed is filled in by the start-up migration, and a product nobody labelled yet reads as
   * undeclared instead of breaking the API.
   */
  nutrition?: Nutrition;
  diet?: Diet;
  allergens?: Allergen[];
  ingredients?: string;
  /**
   * False while sold out (the owner's 'Available' toggle). Absent on products stored before the
   * toggle existed, which count as available.
   */
  available?: boolean;
  /** Edits saved through the console (absent before the first, or before versions existed). */
  version?: number;
}

const productSchema = new Schema<ProductRecord>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    imageUrl: { type: String, required: true },
    pricePaise: {
      type: Number,
      required: true,
      min: 0,
      validate: { validator: Number.isSafeInteger, message: 'pricePaise must be whole paise' },
    },
    category: { type: String, required: true, enum: CATEGORIES },
    nutrition: {
      type: new Schema<Nutrition>(
        {
          servingSize: { type: String, required: true },
          kcal: { type: Number, required: true, min: 0 },
          protein: { type: Number, required: true, min: 0 },
          carbs: { type: Number, required: true, min: 0 },
          fat: { type: Number, required: true, min: 0 },
          fibre: { type: Number, required: true, min: 0 },
          sugar: { type: Number, required: true, min: 0 },
          sodium: { type: Number, required: true, min: 0 },
        },
        { _id: false },
      ),
      required: false,
    },
    diet: { type: String, enum: DIETS },
    allergens: { type: [{ type: String, enum: ALLERGENS }], default: undefined },
    ingredients: { type: String },
    available: { type: Boolean },
    version: { type: Number, min: 0 },
  },
  { collection: 'products', timestamps: true },
);
/**
 * One product per title, whatever its case: 'PROTEIN BAR' beside 'Protein Bar' would read as the
 * same dish on the menu (the contracts collapse the spaces inside a title). Earlier versions kept
 * `title_1`, unique as typed; seed/upgrade-product-titles.ts replaces it.
 */
export const TITLE_INDEX = 'title_caseless';
productSchema.index(
  { title: 1 },
  { unique: true, name: TITLE_INDEX, collation: { locale: 'en', strength: 2 } },
);

/** Bumped by every write to products on a connection: the catalogue cache follows it. */
export const currentProductRevision = countWrites(productSchema);

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
    ...labelOf(record),
    available: record.available !== false,
    version: record.version ?? 0,
  };
}

/**
 * The label as the contract carries it. A part that is missing or unreadable (data from before
 * labels, or a hand edit) reads as undeclared, so it never takes the product off the menu.
 */
export function labelOf(
  record: ProductRecord,
): Pick<Product, 'nutrition' | 'diet' | 'allergens' | 'ingredients'> {
  const nutrition = nutritionSchema.safeParse(record.nutrition);
  const diet = dietSchema.safeParse(record.diet);
  const allergens = z.array(allergenSchema).safeParse(record.allergens);
  return {
    // An empty allergen list means "none declared" only beside a label: with the allergens
    // unreadable, the label as a whole is undeclared, so the shop never says 'No declared
    // allergens' or passes the product through an excluded allergen on a guess.
    nutrition: nutrition.success && allergens.success ? nutrition.data : null,
    diet: diet.success ? diet.data : null,
    allergens: allergens.success ? allergens.data : [],
    ingredients: typeof record.ingredients === 'string' ? record.ingredients : '',
  };
}
