import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { reviewSchema } from '../domain/review.js';
import { objectIdSchema, orderIdSchema } from '../rules/ids.js';
import { reviewTextSchema } from '../rules/limits.js';
import { callerUserId } from './body.js';
import { dataResponse, messageResponse } from './responses.js';

export const getReviews = defineEndpoint({
  method: 'GET',
  path: '/getreviews',
  auth: 'none',
  origin: 'spec',
  response: dataResponse(z.array(reviewSchema)),
});

export const addReviewBodySchema = z.object({
  productId: objectIdSchema,
  review: reviewTextSchema,
  /** The Delivered order the line belongs to; without it the server picks the caller's. */
  orderId: orderIdSchema.optional(),
  userId: callerUserId,
  /** Sent by the spec's client; the server takes them from the account. */
  userName: z.string().optional(),
  userPhoto: z.string().optional(),
});

/** Only for a product in the caller's own Delivered order, once per order line. */
export const addReview = defineEndpoint({
  method: 'POST',
  path: '/addreview',
  auth: 'session',
  origin: 'spec',
  body: addReviewBodySchema,
  response: messageResponse,
});

export const reviewsEndpoints = { getReviews, addReview } as const satisfies Record<
  string,
  EndpointDefinition
>;
