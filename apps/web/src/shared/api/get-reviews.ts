import { type Review, reviewsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './client';

export async function getReviews(signal?: AbortSignal): Promise<Review[]> {
  const { data } = await callEndpoint(reviewsEndpoints.getReviews, undefined, { signal });
  return data;
}

export const getReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => getReviews(signal),
  });

export const useReviews = () => useQuery(getReviewsQueryOptions());
