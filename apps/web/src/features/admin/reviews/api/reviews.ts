import { type AdminReview, adminReviewsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { getReviewsQueryOptions } from '../../../../shared/api/get-reviews';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

/** GET /admin/reviews: every review, hidden ones too, newest first. */
export const adminReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'reviews'],
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminReviewsEndpoints.listAdminReviews, undefined, { signal })).data,
    staleTime: 0,
  });

export const useAdminReviews = () => useQuery(adminReviewsQueryOptions());

/** Hide with a reason, or show again. */
export type ReviewVisibilityRequest =
  { action: 'hide'; reviewId: string; reason: string } | { action: 'show'; reviewId: string };

/**
 * POST /admin/reviews/:reviewId/hide or /show. The console's list and the shoppers' reviews
 * (/getreviews, cached for the Reviews page) are both read again.
 */
export function useReviewVisibility() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminReview, ReviewVisibilityRequest>({
    mutationFn: async (request) => {
      const { data } =
        request.action === 'hide'
          ? await callEndpoint(adminReviewsEndpoints.hideReview, {
              reviewId: request.reviewId,
              reason: request.reason,
            })
          : await callEndpoint(adminReviewsEndpoints.showReview, { reviewId: request.reviewId });
      return data;
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries(adminReviewsQueryOptions()),
        queryClient.invalidateQueries(getReviewsQueryOptions()),
      ]);
    },
  });
}
