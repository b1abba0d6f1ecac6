import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';

/** Collation changes which documents match; ignoring it silently would give wrong answers. */
export function rejectCollation(command: Document): void {
  const collation = command.collation;
  if (collation === undefined || collation === null) return;
  if (isPlainDocument(collation) && collation.locale === 'simple') return;
  throw commandError(
    'InvalidOptions',
    'embedded-mongo does not support collation; use a real MongoDB (MONGODB_URI)',
  );
}

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
