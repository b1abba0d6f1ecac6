import type { Document } from 'bson';
import { isPlainDocument } from '../query/paths.js';
import { unwrapDocument, unwrapNumbers } from '../store/numeric-types.js';

/** Commands whose documents are stored, so their numbers' BSON types must be kept. */
export const TYPE_PRESERVING_COMMANDS = new Set([
  'insert',
  'update',
  'findAndModify',
  'findandmodify',
]);

function unwrapUpdate(update: Document): void {
  const operators = Object.keys(update).filter((key) => key.startsWith('$'));
  if (operators.length === 0) {
    unwrapDocument(update);
    return;
  }
  for (const operator of operators)
    if (isPlainDocument(update[operator])) unwrapDocument(update[operator]);
}

/**
 * A write command decoded with promoteValues: false carries Int32/Double/Long objects.
 * The documents and update operands become plain numbers with their types recorded;
 * everything else (filters, options) just becomes plain numbers.
 */
export function unwrapWritePayload(command: Document): Document {
  const name = Object.keys(command)[0];
  if (name === 'insert' && Array.isArray(command.documents)) {
    for (const document of command.documents)
      if (isPlainDocument(document)) unwrapDocument(document);
  }
  if (name === 'update' && Array.isArray(command.updates)) {
    for (const statement of command.updates)
      if (isPlainDocument(statement) && isPlainDocument(statement.u)) unwrapUpdate(statement.u);
  }
  if ((name === 'findAndModify' || name === 'findandmodify') && isPlainDocument(command.update))
    unwrapUpdate(command.update);
  unwrapNumbers(command);
  return command;
}
