import { reviewsEndpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { getReviewsQueryOptions } from '../../../shared/api/get-reviews';

export type NewReview = EndpointInput<typeof reviewsEndpoints.addReview>;

/**
 * POST /addreview: accepted only for a line of the caller's own Delivered order, once. The
 * server takes the name and avatar from the account; the spec's client sends them anyway.
 */
export const addReview = (review: NewReview) => callEndpoint(reviewsEndpoints.addReview, review);

/** A new review shows on the Reviews page, so its list is re-read. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions().queryKey }),
  });
}
