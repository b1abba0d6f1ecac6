import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';

/** An index as listIndexes reports it. */
export interface IndexSpec extends Document {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

export const ID_INDEX_NAME = '_id_';
export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: ID_INDEX_NAME };

/** Index types that can answer equality look-ups; text and geo indexes are recorded but never used. */
export function isEqualityIndex(key: Record<string, unknown>): boolean {
  return Object.values(key).every(
    (direction) => typeof direction === 'number' || direction === 'hashed',
  );
}

/** The default name mongod gives an index: field_direction pairs joined with underscores. */
export function defaultIndexName(key: Record<string, unknown>): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

const ignoredOptions = new Set(['background', 'ns']);

/** Validates a createIndexes entry and normalises it to what listIndexes will return. */
export function normaliseIndexSpec(raw: unknown): IndexSpec {
  if (!isPlainDocument(raw) || !isPlainDocument(raw.key) || Object.keys(raw.key).length === 0) {
    throw commandError('BadValue', 'index specification must have a non-empty "key" document');
  }
  for (const [field, direction] of Object.entries(raw.key)) {
    const valid =
      (typeof direction === 'number' && direction !== 0) ||
      (typeof direction === 'string' && ['text', '2d', '2dsphere', 'hashed'].includes(direction));
    if (!valid || field === '') {
      throw commandError(
        'BadValue',
        `bad index key pattern ${JSON.stringify(raw.key)}: invalid direction for "${field}"`,
      );
    }
  }
  const name = raw.name === undefined ? defaultIndexName(raw.key) : raw.name;
  if (typeof name !== 'string' || name === '')
    throw commandError('BadValue', 'index name must be a non-empty string');
  if (raw.partialFilterExpression !== undefined && !isPlainDocument(raw.partialFilterExpression)) {
    throw commandError('BadValue', 'partialFilterExpression must be a document');
  }
  const spec: IndexSpec = { v: 2, key: { ...raw.key }, name };
  for (const [option, value] of Object.entries(raw)) {
    if (option === 'key' || option === 'name' || option === 'v' || ignoredOptions.has(option))
      continue;
    // mongod drops false/absent booleans from the stored spec; mongoose's syncIndexes compares against that.
    if ((option === 'unique' || option === 'sparse') && value !== true) continue;
    spec[option] = value;
  }
  return spec;
}

/** Same index definition, ignoring the name: used to detect conflicting re-declarations. */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return sameKeyPattern(a, b) && optionsOf(a) === optionsOf(b);
}

/** Key order matters: {a: 1, b: 1} and {b: 1, a: 1} are different indexes. */
export function sameKeyPattern(a: IndexSpec, b: IndexSpec): boolean {
  return JSON.stringify(Object.entries(a.key)) === JSON.stringify(Object.entries(b.key));
}

function optionsOf(spec: IndexSpec): string {
  const options = Object.entries(spec).filter(([option]) => !['name', 'v', 'key'].includes(option));
  options.sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return JSON.stringify(options);
}
