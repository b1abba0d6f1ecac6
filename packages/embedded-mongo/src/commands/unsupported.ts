import type { Document } from 'bson';
import { commandError } from '../errors.js';

export function transactionsUnsupported(): Error {
  return commandError(
    'IllegalOperation',
    'Multi-document transactions are not supported by embedded-mongo (it is a standalone server); use a real MongoDB replica set (MONGODB_URI)',
  );
}

/** The driver marks every command of a multi-document transaction this way. */
export function rejectTransaction(command: Document): void {
  if (command.startTransaction === true || command.autocommit === false)
    throw transactionsUnsupported();
}
