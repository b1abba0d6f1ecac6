import { Schema, type Connection } from 'mongoose';

/**
 * The one lock every role change takes (docs/architecture.md#operator-console): a single
 * document, `_id: 'roles'`, held until `heldUntil` by the change named `holder`.
 */
export interface RoleLockRecord {
  _id: string;
  heldUntil: Date;
  holder: string;
}

const roleLockSchema = new Schema<RoleLockRecord>(
  {
    _id: { type: String, required: true },
    heldUntil: { type: Date, required: true },
    holder: { type: String, required: true },
  },
  { collection: 'role_locks', versionKey: false },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const roleLockModel = (connection: Connection) =>
  connection.model('RoleLock', roleLockSchema);
export type RoleLockModel = ReturnType<typeof roleLockModel>;
