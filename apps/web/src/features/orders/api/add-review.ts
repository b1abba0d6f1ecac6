import { reviewsEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { getReviewsQueryOptions } from '../../../shared/api/get-reviews';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type NewReview = EndpointInput<typeof reviewsEndpoints.addReview>;

/**
 * POST /addreview: accepted only for a line of the caller's own Delivered order, once. The
 * server takes the name and avatar from the account; the spec's client sends them anyway.
 */
export const addReview = (review: NewReview) => callEndpoint(reviewsEndpoints.addReview, review);

/**
 * A new review shows on the Reviews page, so its list is re-read. One request per press: the
 * second of a double click would be refused (the line is reviewed by then) and its
 * 'Failed to add review!' would replace the success.
 */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<Awaited<ReturnType<typeof addReview>>, NewReview>({
    mutationFn: addReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions().queryKey }),
  });
}
