import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import { REVIEW_MESSAGES, type ReviewService } from './review.service.js';

type AddReview = Endpoints['addReview'];

export function createReviewController(reviews: ReviewService) {
  return {
    async getReviews(): Promise<EndpointResponseInput<Endpoints['getReviews']>> {
      return { success: true, data: await reviews.listReviews() };
    },

    /** userName and userPhoto in the body are ignored: the account's own are shown. */
    async addReview(
      { body }: EndpointInput<AddReview>,
      req: Request,
    ): Promise<EndpointResponseInput<AddReview>> {
      await reviews.addReview(callerOf(req, body.userId).userId, body);
      return { success: true, message: REVIEW_MESSAGES.added };
    },
  };
}
