import type { CartItem, CheckoutLine } from '@gymfuel/contracts';

/**
 * True when the checkout names exactly the cart's products, each with the cart's quantity. Both
 * hold each product at most once (the contract and the cart's unique index), so equal lengths
 * and every checkout line found in the cart mean the same set.
 */
export function checkoutMatchesCart(
  checkout: readonly CheckoutLine[],
  cart: readonly Pick<CartItem, 'proId' | 'quantity'>[],
): boolean {
  if (checkout.length !== cart.length) return false;
  const cartQuantities = new Map(cart.map((line) => [line.proId, line.quantity]));
  return checkout.every((line) => cartQuantities.get(line.proId) === line.quantity);
}
