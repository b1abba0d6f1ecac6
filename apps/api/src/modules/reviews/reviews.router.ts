import { reviewsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createReviewController } from './reviews.controller.js';
import type { ReviewService } from './reviews.service.js';

export function reviewRoutes(reviews: ReviewService) {
  return implement(reviewsEndpoints, createReviewController(reviews));
}
