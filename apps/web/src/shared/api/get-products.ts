import type { Product } from '@gymfuel/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_PATH } from './catalogue-path';
import { callEndpoint, rereadTrusted } from './client';

/**
 * A failed product fetch is logged and fails the query, so the home page and the product list
 * can say so and offer 'Try again' instead of showing an empty shop (docs/product.md#home).
 */
export async function getProducts(signal?: AbortSignal, shown?: Product[]): Promise<Product[]> {
  const loadEndpoint = async () =>
    (await import('./first-screen-endpoints')).productsEndpoints.getProducts;
  try {
    // A page already showing a catalogue (a prerendered page's, or one read before) only needs
    // to know whether it changed; the schemas come into play when it did.
    if (shown) return await rereadTrusted(CATALOGUE_PATH, shown, loadEndpoint, { signal });
    return await callEndpoint(await loadEndpoint(), undefined, { signal });
  } catch (error) {
    if (!signal?.aborted) console.error('Could not load the products', error);
    throw error;
  }
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal, client, queryKey }) =>
      getProducts(signal, client.getQueryData<Product[]>(queryKey)),
  });

export const useProducts = () => useQuery(getProductsQueryOptions());

/**
 * Reads the catalogue again: a newer one exists (the service worker's revalidation found it,
 * app/service-worker/catalogue-updates.ts). A read still in flight is cancelled first, as it may
 * bring the older copy, and invalidation alone does not restart a first read (one with no data
 * yet): a product page opened as the news came kept showing the older catalogue.
 */
export async function rereadCatalogue(queryClient: QueryClient): Promise<void> {
  const { queryKey } = getProductsQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
