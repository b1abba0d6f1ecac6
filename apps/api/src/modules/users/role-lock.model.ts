import type { Connection } from 'mongoose';
import { leaseLockSchema } from '../../concurrency/lease-lock.model.js';

/**
 * The one lock every role change takes (docs/architecture.md#operator-console): a single
 * document, `_id: 'roles'`.
 */
const roleLockSchema = leaseLockSchema('role_locks');

/** The model on this connection (compiled once; later calls return the same one). */
export const roleLockModel = (connection: Connection) =>
  connection.model('RoleLock', roleLockSchema);
export type RoleLockModel = ReturnType<typeof roleLockModel>;
