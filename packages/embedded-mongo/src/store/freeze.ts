import { isPlainDocument } from '../query/paths.js';

/**
 * Stored documents are frozen so that no cursor, aggregation stage or update can
 * change them in place: every change builds a new document and swaps it in.
 */
export function deepFreeze<T>(value: T): T {
  if (Array.isArray(value)) {
    for (const element of value) deepFreeze(element);
    Object.freeze(value);
  } else if (isPlainDocument(value)) {
    for (const key in value) deepFreeze(value[key]);
    Object.freeze(value);
  }
  return value;
}
