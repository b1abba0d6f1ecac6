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
  createdAt: Date;
}


const reviewSchema = new Schema<ReviewRecord>(
  {
    userName: { type: String, required: true, trim: true },
    review: { type: String, required: true, trim: true },
    userPhoto: { type: String, enum: [...AVATARS, ''], default: '' },
    productId: { type: Schema.Types.ObjectId, ref: 'Product', index: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', index: true },
  },
  { collection: 'reviews', timestamps: true },
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
