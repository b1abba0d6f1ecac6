import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * Invalidating after a write must read what the write left. TanStack answers an invalidation of
 * a query still on its first fetch (no data yet) with that same fetch, which may have left before
 * the write: the cart's first read after signing in, racing the Add to Cart it was for, showed an
 * empty cart. Such a fetch is cancelled first, so the refetch starts after the write. A query
 * that has data is already cancelled and fetched again by TanStack itself.
 */
class ReadAfterWriteQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new ReadAfterWriteQueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes rarely and the API answers with an ETag, so a minute is safe.
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
