import {
  EDITED_MEANWHILE_MESSAGE,
  productArtUrl,
  productSchema,
  toPaise,
  type Product,
  type ProductDraft,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { atVersion } from '../../db/edit-version.js';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import { changedFields, type AuditLog } from '../audit/audit-log.js';
import type { CartService } from '../cart/cart.service.js';
import { PRODUCT_NOT_FOUND } from './catalogue-lookup.js';
import { toProductContract, type ProductModel, type ProductRecord } from './products.model.js';

export const TITLE_TAKEN = 'A product with this title already exists';

/** Who acts: the owner the guard let through. */
type Actor = Parameters<AuditLog['record']>[0];

/** The stored fields the 'Menu' form edits (an edit replaces all of them). */
type EditableRecord = Pick<
  ProductRecord,
  | 'title'
  | 'description'
  | 'category'
  | 'pricePaise'
  | 'imageUrl'
  | 'nutrition'
  | 'diet'
  | 'allergens'
  | 'ingredients'
>;

function toRecordFields(draft: ProductDraft): EditableRecord {
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    pricePaise: toPaise(draft.price),
    imageUrl: productArtUrl(draft.art),
    nutrition: draft.nutrition,
    diet: draft.diet,
    allergens: draft.allergens,
    ingredients: draft.ingredients,
  };
}

/** What the audit log keeps of a product: its editable fields as the console shows them. */
function editableFieldsOf({
  title,
  description,
  category,
  price,
  imageUrl,
  nutrition,
  diet,
  allergens,
  ingredients,
}: Product): Record<string, unknown> {
  return { title, description, category, price, imageUrl, nutrition, diet, allergens, ingredients };
}

/** The stored product in the contract's shape (parsed, so the response carries no stray keys). */
const toContract = (record: ProductRecord): Product =>
  productSchema.parse(toProductContract(record));

/**
 * The owner's side of the menu. Every write goes through the Product model, so this process's
 * catalogue bytes are rebuilt on the next /getproducts (products.model.ts counts the writes);
 * other processes pick it up within CATALOGUE_MAX_AGE_MS.
 */
export function createAdminProductService({
  Product,
  audit,
  cart,
}: {
  Product: ProductModel;
  audit: AuditLog;
  /** Cart lines carry a copy of the product, kept up to date with an edit. */
  cart: Pick<CartService, 'refreshProduct'>;
}) {
  /** The unique title index refuses a second product of the same name (a double click too). */
  async function titleChecked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isDuplicateKey(error)) throw AppError.conflict(TITLE_TAKEN);
      throw error;
    }
  }

  return {
    /** A new product, on the menu and available at once. */
    async create(actor: Actor, draft: ProductDraft): Promise<Product> {
      const created = await titleChecked(() =>
        Product.create({ ...toRecordFields(draft), available: true }),
      );
      const product = toContract(created.toObject());
      await audit.record(actor, {
        kind: 'product.created',
        subject: product._id,
        summary: `Added ${product.title}`,
        after: editableFieldsOf(product),
      });
      return product;
    },

    /**
     * Replaces the editable fields, if the product is still at the version the edit was based
     * on: the version is part of the update's filter, so of two saves from the same version
     * exactly one lands and the other is refused, never silently overwritten. The stored product
     * before the write comes from the write itself, so the audit entry's "before" is exactly
     * what this edit replaced. An edit that changes nothing (a second press of Save) is not
     * logged.
     */
    async update(
      actor: Actor,
      productId: string,
      draft: ProductDraft,
      version: number | undefined,
    ): Promise<Product> {
      const fields = toRecordFields(draft);
      const before = await titleChecked(() =>
        Product.findOneAndUpdate(
          { _id: productId, ...atVersion(version) },
          { $set: fields, $inc: { version: 1 } },
          { returnDocument: 'before', runValidators: true },
        ).lean(),
      );
      if (before === null) {
        if (await Product.exists({ _id: productId })) {
          throw AppError.conflict(EDITED_MEANWHILE_MESSAGE);
        }
        throw AppError.notFound(PRODUCT_NOT_FOUND);
      }
      const { title, description, imageUrl, pricePaise } = fields;
      const saved = (before.version ?? 0) + 1;
      await cart.refreshProduct(productId, {
        title,
        description,
        imageUrl,
        pricePaise,
        version: saved,
      });
      const product = toContract({ ...before, ...fields, version: saved });
      const changes = changedFields(
        editableFieldsOf(toContract(before)),
        editableFieldsOf(product),
      );
      if (Object.keys(changes.after).length > 0) {
        await audit.record(actor, {
          kind: 'product.updated',
          subject: productId,
          summary: `Edited ${product.title}`,
          ...changes,
        });
      }
      return product;
    },

    /**
     * The 'Available' toggle: one update conditioned on the opposite state, so repeating it (or
     * two owners racing) changes the product and writes the audit entry once.
     */
    async setAvailability(actor: Actor, productId: string, available: boolean): Promise<Product> {
      // A product stored before the toggle existed has no field and counts as available.
      // sanitizeFilter would turn a plain $ne into an $eq: this operator is ours, not the client's.
      const isOpposite = available
        ? { available: false }
        : { available: mongoose.trusted({ $ne: false }) };
      const changed = await Product.findOneAndUpdate(
        { _id: productId, ...isOpposite },
        { $set: { available } },
        { returnDocument: 'after' },
      ).lean();
      if (changed === null) {
        const current = await Product.findById(productId).lean();
        if (current === null) throw AppError.notFound(PRODUCT_NOT_FOUND);
        return toContract(current);
      }
      const product = toContract(changed);
      await audit.record(actor, {
        kind: 'product.availability',
        subject: productId,
        summary: available ? `${product.title} is available` : `${product.title} is sold out`,
        before: { available: !available },
        after: { available },
      });
      return product;
    },
  };
}

export type AdminProductService = ReturnType<typeof createAdminProductService>;
