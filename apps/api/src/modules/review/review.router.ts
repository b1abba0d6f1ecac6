import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createReviewController } from './review.controller.js';
import type { ReviewService } from './review.service.js';

export function reviewRoutes(reviews: ReviewService): Route[] {
  const controller = createReviewController(reviews);
  return [
    route(endpoints.getReviews, controller.getReviews),
    route(endpoints.addReview, controller.addReview),
  ];
}
