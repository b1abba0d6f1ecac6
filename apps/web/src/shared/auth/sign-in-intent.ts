import { objectIdSchema, quantitySchema } from '@gymfuel/contracts';
import { paths } from '../routing/paths';

/**
 * What a visitor asked for when they were sent to log in: after logging in they return to the
 * product and it is done (docs/product.md#product-detail).
 */
export type SignInIntent =
  | { action: 'add-to-cart'; productId: string; quantity: number }
  | { action: 'favourite'; productId: string };

/**
 * The intent travels as the router's location state, first of /login and then of the product
 * page. The browser keeps it in its history entry, so a reload of /login keeps it, and a visit
 * to /login from anywhere else starts without one.
 */
export const intentState = (intent: SignInIntent) => ({ intent });

/** Where the intent is done: its product's page. */
export const intentHref = (intent: SignInIntent) => paths.product.getHref(intent.productId);

/** The intent a location state carries, or null; the state is the browser's, so it is checked. */
export function signInIntentOf(state: unknown): SignInIntent | null {
  if (typeof state !== 'object' || state === null || !('intent' in state)) return null;
  const { intent } = state;
  if (typeof intent !== 'object' || intent === null) return null;
  const fields = intent as Record<string, unknown>;
  const productId = objectIdSchema.safeParse(fields.productId);
  if (!productId.success) return null;
  if (fields.action === 'favourite') return { action: 'favourite', productId: productId.data };
  const quantity = quantitySchema.safeParse(fields.quantity);
  if (fields.action === 'add-to-cart' && quantity.success) {
    return { action: 'add-to-cart', productId: productId.data, quantity: quantity.data };
  }
  return null;
}
