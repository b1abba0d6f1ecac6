import type { Product } from '@gymfuel/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getProductsQueryOptions } from '../../../../shared/api/get-products';

/**
 * After a change the server answered with the product as stored: the list shows it at once,
 * and the catalogue is read again (the shop's screens in this tab share it).
 */
export function showSavedProduct(queryClient: QueryClient, saved: Product): Promise<void> {
  const { queryKey } = getProductsQueryOptions();
  queryClient.setQueryData(queryKey, (products) => {
    if (products === undefined) return products;
    const known = products.some((product) => product._id === saved._id);
    return known
      ? products.map((product) => (product._id === saved._id ? saved : product))
      : [...products, saved];
  });
  return queryClient.invalidateQueries({ queryKey });
}
