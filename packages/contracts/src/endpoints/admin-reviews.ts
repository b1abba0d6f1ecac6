import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { reviewSchema } from '../domain/review.js';
import { objectIdSchema } from '../rules/ids.js';
import { requiredText } from '../rules/text.js';
import { dataResponse } from './responses.js';

export const REVIEW_HIDE_REASON_MAX_LENGTH = 200;

/** A review as operators see it: with its date and, once hidden, why, by whom and when. */
export const adminReviewSchema = reviewSchema.extend({
  createdAt: z.iso.datetime({ offset: true }),
  hidden: z
    .object({
      reason: z.string(),
      /** The e-mail of the operator who hid it. */
      by: z.string(),
      at: z.iso.datetime({ offset: true }),
    })
    .optional(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/** Addition beyond the spec: every review, hidden ones too, newest first (staff). */
export const listAdminReviews = defineEndpoint({
  method: 'GET',
  path: '/admin/reviews',
  auth: 'staff',
  origin: 'addition',
  response: dataResponse(z.array(adminReviewSchema)),
});

export const reviewPathParamsSchema = z.object({ reviewId: objectIdSchema });
export const hideReviewBodySchema = z.object({
  reason: requiredText(REVIEW_HIDE_REASON_MAX_LENGTH),
});

/**
 * Addition beyond the spec: takes a review off /getreviews, with the reason (staff). 404 if
 * unknown, 409 if already hidden.
 */
export const hideReview = defineEndpoint({
  method: 'POST',
  path: '/admin/reviews/:reviewId/hide',
  auth: 'staff',
  origin: 'addition',
  params: reviewPathParamsSchema,
  body: hideReviewBodySchema,
  response: dataResponse(adminReviewSchema),
});

/** Addition beyond the spec: puts a hidden review back on /getreviews (staff). 409 if shown. */
export const showReview = defineEndpoint({
  method: 'POST',
  path: '/admin/reviews/:reviewId/show',
  auth: 'staff',
  origin: 'addition',
  params: reviewPathParamsSchema,
  // Nothing to send; loose so that clients may put the path's reviewId beside it.
  body: z.looseObject({}),
  response: dataResponse(adminReviewSchema),
});

export const adminReviewsEndpoints = {
  listAdminReviews,
  hideReview,
  showReview,
} as const satisfies Record<string, EndpointDefinition>;
