import type { Review } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { OrderService } from '../orders/orders.service.js';
import type { UserService } from '../users/users.service.js';
import { toReviewContract, type ReviewModel } from './reviews.model.js';

export const REVIEW_MESSAGES = {
  added: 'Review added successfully!',
  notDelivered: 'You can only review products from your own delivered orders',
  alreadyReviewed: 'You have already reviewed this product for this order',
} as const;

export interface NewReview {
  productId: string;
  review: string;
  /** The Delivered order of the line; without it, the newest such order not yet reviewed. */
  orderId?: string;
}

export interface ReviewServiceDeps {
  Review: ReviewModel;
  orders: Pick<OrderService, 'deliveredOrderIdsWith'>;
  users: Pick<UserService, 'findById'>;
}

export function createReviewService({ Review, orders, users }: ReviewServiceDeps) {
  /** The newest of the orders whose line for this product has no review yet. */
  async function unreviewedOrderId(
    userId: string,
    productId: string,
    orderIds: string[],
  ): Promise<string | undefined> {
    const reviewed = await Review.find(
      { userId, productId, orderId: mongoose.trusted({ $in: orderIds }) },
      { orderId: 1 },
    ).lean();
    const done = new Set(reviewed.map((record) => record.orderId));
    return orderIds.find((orderId) => !done.has(orderId));
  }

  return {
    /**
     * Only for a product of the caller's own Delivered order, once per order line. The name and
     * avatar shown on the Reviews page come from the account, not from the request.
     */
    async addReview(userId: string, { productId, review, orderId }: NewReview): Promise<void> {
      const orderIds = await orders.deliveredOrderIdsWith(userId, productId, orderId);
      if (orderIds.length === 0) throw AppError.forbidden(REVIEW_MESSAGES.notDelivered);
      const lineOrderId = await unreviewedOrderId(userId, productId, orderIds);
      if (lineOrderId === undefined) throw AppError.conflict(REVIEW_MESSAGES.alreadyReviewed);
      const author = await users.findById(userId);
      if (author === null) throw AppError.unauthorized();
      try {
        await Review.create({
          userName: author.userName,
          userPhoto: author.userPhoto,
          review,
          productId,
          userId,
          orderId: lineOrderId,
        });
      } catch (error) {
        // A double submit: the unique (orderId, productId) index let the first one in.
        if (isDuplicateKey(error)) throw AppError.conflict(REVIEW_MESSAGES.alreadyReviewed);
        throw error;
      }
    },

    /**
     * Newest first, so a fresh review shows at the top of the Reviews page. By createdAt:
     * ids made by the server (upserts) and by the driver do not sort by age within a second.
     */
    async listReviews(): Promise<Review[]> {
      const records = await Review.find().sort({ createdAt: -1, _id: -1 }).lean();
      return records.map(toReviewContract);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
