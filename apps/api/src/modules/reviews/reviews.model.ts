import { AVATARS, type Review, type UserPhoto } from '@gymfuel/contracts';
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
  },
  { collection: 'reviews', timestamps: true },
);
// One review per order line; seeded reviews (no order) are outside the rule.
reviewSchema.index(
  { orderId: 1, productId: 1 },
  { unique: true, partialFilterExpression: { orderId: { $exists: true } } },
);

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
