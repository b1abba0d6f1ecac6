import { adminReviewsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminReviewsController } from './admin-reviews.controller.js';
import type { ReviewService } from './reviews.service.js';

/** The 'Reviews' screen's endpoints (staff): every review, hiding one and showing it again. */
export function adminReviewRoutes(reviews: ReviewService) {
  return implement(adminReviewsEndpoints, createAdminReviewsController(reviews));
}
