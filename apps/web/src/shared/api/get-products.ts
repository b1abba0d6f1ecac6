import { endpoints, type Product } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './client';

/**
 * docs/product.md#home: a failed product fetch is logged and gives an empty list,
 * so every screen built on the catalogue simply shows nothing rather than an error.
 */
export async function getProducts(signal?: AbortSignal): Promise<Product[]> {
  try {
    return await callEndpoint(endpoints.getProducts, undefined, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not load the products', error);
    return [];
  }
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
  });

export const useProducts = () => useQuery(getProductsQueryOptions());
