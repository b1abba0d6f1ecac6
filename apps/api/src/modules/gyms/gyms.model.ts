import { Schema, type Connection, type Types } from 'mongoose';

/** A gym we deliver to. Addresses refer to it by `name`, so names are unique. */
export interface GymRecord {
  _id: Types.ObjectId;
  name: string;
  city: string;
}

const gymSchema = new Schema<GymRecord>(
  {
    name: { type: String, required: true, trim: true, unique: true },
    city: { type: String, required: true, trim: true },
  },
  { collection: 'gyms', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const gymModel = (connection: Connection) => connection.model('Gym', gymSchema);
export type GymModel = ReturnType<typeof gymModel>;
