import { Schema, type Connection, type Types } from 'mongoose';

/** A message from the Contact page, kept for the team to answer. */
export interface ContactRecord {
  _id: Types.ObjectId;
  email: string;
  message: string;
  createdAt: Date;
}

const contactSchema = new Schema<ContactRecord>(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    message: { type: String, required: true },
  },
  { collection: 'contacts', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const contactModel = (connection: Connection) => connection.model('Contact', contactSchema);
export type ContactModel = ReturnType<typeof contactModel>;
