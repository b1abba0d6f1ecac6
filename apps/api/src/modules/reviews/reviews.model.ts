import { AVATARS, type AdminReview, type Review, type UserPhoto } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

export interface ReviewRecord {
  _id: Types.ObjectId;
  userName: string;
  review: string;
  /** One of the avatar ids, or '' for none. */
  userPhoto: UserPhoto;
  /** The reviewed product; seeded reviews name one too. */
  productId?: Types.ObjectId;
  /** The author; absent for seeded reviews. */
  userId?: Types.ObjectId;
  /** The Delivered order whose line is reviewed; absent for seeded reviews. */
  orderId?: string;
  /** Set when staff took it off /getreviews: why, who (their e-mail then) and when. */
  hidden?: { reason: string; by: string; at: Date };
  createdAt: Date;
}

const reviewSchema = new Schema<ReviewRecord>(
  {
    userName: { type: String, required: true, trim: true },
    review: { type: String, required: true, trim: true },
    userPhoto: { type: String, enum: [...AVATARS, ''], default: '' },
    productId: { type: Schema.Types.ObjectId, ref: 'Product', index: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', index: true },
    orderId: { type: String },
    hidden: {
      type: new Schema(
        {
          reason: { type: String, required: true },
          by: { type: String, required: true },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
    },
  },
  { collection: 'reviews', timestamps: true },
);
// One review per order line; seeded reviews (no order) are outside the rule.
reviewSchema.index(
  { orderId: 1, productId: 1 },
  { unique: true, partialFilterExpression: { orderId: { $exists: true } } },
);

// Newest first, on /getreviews and on the console's 'Reviews' screen.
reviewSchema.index({ createdAt: -1, _id: -1 });

/** The model on this connection (compiled once; later calls return the same one). */
export const reviewModel = (connection: Connection) => connection.model('Review', reviewSchema);
export type ReviewModel = ReturnType<typeof reviewModel>;

export function toReviewContract(record: ReviewRecord): Review {
  return {
    _id: record._id.toHexString(),
    userName: record.userName,
    review: record.review,
    userPhoto: record.userPhoto,
  };
}

/** The console's shape: the review, its date and, once hidden, why, by whom and when. */
export function toAdminReview(record: ReviewRecord): AdminReview {
  return {
    ...toReviewContract(record),
    createdAt: record.createdAt.toISOString(),
    ...(record.hidden === undefined
      ? {}
      : {
          hidden: {
            reason: record.hidden.reason,
            by: record.hidden.by,
            at: record.hidden.at.toISOString(),
          },
        }),
  };
}
