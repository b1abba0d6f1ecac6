import type { Order } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import type { ReviewModel } from './reviews.model.js';

/** Sets each line's `reviewed` flag, so the orders view offers the form only while it can succeed. */
export type ReviewedLineMarker = (orders: Order[]) => Promise<Order[]>;

const lineKey = (orderId: string, productId: string) => `${orderId}/${productId}`;

/** One query for all the orders, however many lines they hold. */
export function createReviewedLineMarker(Review: ReviewModel): ReviewedLineMarker {
  return async (orders) => {
    if (orders.length === 0) return orders;
    const reviews = await Review.find(
      { orderId: mongoose.trusted({ $in: orders.map((order) => order.orderId) }) },
      { orderId: 1, productId: 1 },
    ).lean();
    // The unique (orderId, productId) index allows one review per line, whoever wrote it.
    const reviewed = new Set(
      reviews.map((review) => lineKey(review.orderId ?? '', review.productId?.toHexString() ?? '')),
    );
    return orders.map((order) => ({
      ...order,
      order: order.order.map((line) => ({
        ...line,
        reviewed: reviewed.has(lineKey(order.orderId, line.productId)),
      })),
    }));
  };
}
