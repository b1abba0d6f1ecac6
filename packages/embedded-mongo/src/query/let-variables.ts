import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { commandError } from '../errors.js';
import { mingoOptions } from './mingo-options.js';
import { isPlainDocument } from './paths.js';

/**
 * A command's `let`: each value is an expression evaluated once, before the command runs,
 * and then readable as `$$name` in `$expr`, pipelines and update pipelines.
 */
export function letVariables(raw: unknown): Document | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainDocument(raw))
    throw commandError('TypeMismatch', "BSON field 'let' is the wrong type, expected object");
  for (const name of Object.keys(raw)) {
    // mongod's rule: a user variable starts with a lower-case letter or a non-ASCII character.
    if (!/^[a-z]/.test(name) && !(name.charCodeAt(0) > 127))
      throw commandError(
        'FailedToParse',
        `'${name}' starts with an invalid character for a user variable name`,
      );
  }
  const [evaluated] = new Aggregator([{ $replaceWith: raw }], mingoOptions()).run([
    {},
  ]) as Document[];
  return evaluated ?? {};
}
