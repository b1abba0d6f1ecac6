import { useId } from 'react';
import { useOnline } from '../hooks/useOnline';

/**
 * For an action that orders (Add to Cart, Checkout, Apply Code, Pay Now…): while offline it is
 * disabled and described by an OfflineOrderNote with `noteId`, since its request could only fail.
 */
export function useOfflineOrdering(): { offline: boolean; noteId: string } {
  return { offline: !useOnline(), noteId: useId() };
}
