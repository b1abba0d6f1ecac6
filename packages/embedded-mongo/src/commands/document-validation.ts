import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { compileFilter } from '../query/find.js';
import { isPlainDocument } from '../query/paths.js';
import type { Collection } from '../store/collection.js';

const LEVELS = ['strict', 'moderate', 'off'];
const ACTIONS = ['error', 'warn'];

/** Checks create/collMod validation options, compiling the validator so a bad one fails now, not on first write. */
export function checkValidationOptions(options: Document): void {
  const { validator, validationLevel, validationAction } = options;
  if (validator !== undefined) {
    if (!isPlainDocument(validator))
      throw commandError(
        'TypeMismatch',
        "BSON field 'validator' is the wrong type, expected object",
      );
    compileFilter(validator);
  }
  if (validationLevel !== undefined && !LEVELS.includes(validationLevel as string))
    throw commandError(
      'BadValue',
      `Enumeration value '${String(validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (validationAction !== undefined && !ACTIONS.includes(validationAction as string))
    throw commandError(
      'BadValue',
      `Enumeration value '${String(validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}

const compiled = new WeakMap<object, (document: Document) => boolean>();

function validatorOf(collection: Collection): ((document: Document) => boolean) | undefined {
  const validator = collection.options.validator;
  if (!isPlainDocument(validator) || Object.keys(validator).length === 0) return undefined;
  let matches = compiled.get(validator);
  if (!matches) compiled.set(validator, (matches = compileFilter(validator)));
  return matches;
}

/**
 * Enforces the collection's validator on a document about to be stored, as mongod does:
 * `validationLevel: 'moderate'` lets an update through when the old version already failed,
 * `validationAction: 'warn'` never refuses, and `bypassDocumentValidation` skips the check.
 */
export function checkDocumentValidation(
  collection: Collection,
  next: Document,
  previous: Document | undefined,
  bypass: boolean,
): void {
  if (bypass) return;
  const { validationLevel = 'strict', validationAction = 'error' } = collection.options;
  if (validationLevel === 'off' || validationAction !== 'error') return;
  const matches = validatorOf(collection);
  if (!matches || matches(next)) return;
  if (validationLevel === 'moderate' && previous && !matches(previous)) return;
  throw commandError('DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: next._id, details: { operatorName: validatorName(collection) } },
  });
}

function validatorName(collection: Collection): string {
  const keys = Object.keys(collection.options.validator as Document);
  return keys.length === 1 && keys[0]?.startsWith('$') ? (keys[0] as string) : '$and';
}
