import type { AdminReview, Review } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { OrderService } from '../orders/orders.service.js';
import type { UserService } from '../users/users.service.js';
import { toAdminReview, toReviewContract, type ReviewModel } from './reviews.model.js';

export const REVIEW_MESSAGES = {
  added: 'Review added successfully!',
  notDelivered: 'You can only review products from your own delivered orders',
  alreadyReviewed: 'You have already reviewed this product for this order',
  notFound: 'Review not found',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
} as const;

type Actor = Parameters<AuditLog['record']>[0];

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
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}

export function createReviewService({
  Review,
  orders,
  users,
  audit,
  now = () => new Date(),
}: ReviewServiceDeps) {
  /** 404 for a review that does not exist, else the refusal of a change that does not apply. */
  async function refusalFor(reviewId: string, refusal: string): Promise<AppError> {
    const exists = await Review.exists({ _id: reviewId });
    return exists === null
      ? AppError.notFound(REVIEW_MESSAGES.notFound)
      : AppError.conflict(refusal);
  }

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
      const records = await Review.find({ hidden: mongoose.trusted({ $exists: false }) })
        .sort({ createdAt: -1, _id: -1 })
        .lean();
      return records.map(toReviewContract);
    },

    /** The console's list: every review, hidden ones too, newest first. */
    async listForStaff(): Promise<AdminReview[]> {
      const records = await Review.find().sort({ createdAt: -1, _id: -1 }).lean();
      return records.map(toAdminReview);
    },

    /**
     * Takes a review off /getreviews, keeping it (and the reason) for the console. One update
     * conditioned on it being shown, so a double click hides and audits it once (409 after).
     */
    async hide(actor: Actor, reviewId: string, reason: string): Promise<AdminReview> {
      const hidden = await Review.findOneAndUpdate(
        { _id: reviewId, hidden: mongoose.trusted({ $exists: false }) },
        { $set: { hidden: { reason, by: actor.email, at: now() } } },
        { returnDocument: 'after' },
      ).lean();
      if (hidden === null) throw await refusalFor(reviewId, REVIEW_MESSAGES.alreadyHidden);
      await audit.record(actor, {
        kind: 'review.hidden',
        subject: reviewId,
        summary: `Hidden: ${reason}`,
        before: { hidden: false },
        after: { hidden: true, reason },
      });
      return toAdminReview(hidden);
    },

    /** Puts a hidden review back on /getreviews (a hide by mistake); 409 when it is shown. */
    async show(actor: Actor, reviewId: string): Promise<AdminReview> {
      const before = await Review.findOneAndUpdate(
        { _id: reviewId, hidden: mongoose.trusted({ $exists: true }) },
        { $unset: { hidden: 1 } },
        { returnDocument: 'before' },
      ).lean();
      if (before?.hidden === undefined) throw await refusalFor(reviewId, REVIEW_MESSAGES.notHidden);
      await audit.record(actor, {
        kind: 'review.shown',
        subject: reviewId,
        summary: 'Shown again',
        before: { hidden: true, reason: before.hidden.reason },
        after: { hidden: false },
      });
      return toAdminReview({ ...before, hidden: undefined });
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
