import { Schema, type Connection, type Types } from 'mongoose';

/**
 * A user's saved addresses. The spec keeps them as one JSON-encoded list in a string; we store
 * the normalised JSON the contract produced, so /getadd hands it back unchanged.
 */
export interface SavedAddressesRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  addresses: string;
}

const savedAddressesSchema = new Schema<SavedAddressesRecord>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
    addresses: { type: String, required: true },
  },
  { collection: 'savedaddresses', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const savedAddressesModel = (connection: Connection) =>
  connection.model('SavedAddresses', savedAddressesSchema);
export type SavedAddressesModel = ReturnType<typeof savedAddressesModel>;
