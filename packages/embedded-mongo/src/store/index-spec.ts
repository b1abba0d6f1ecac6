import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { parseCollation } from '../query/collation.js';
import { isBsonNumber, isNaNNumber, toNumber } from '../query/numbers.js';
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

// mongod itself ignores these (index builds no longer block; the namespace is the command's).
const ignoredOptions = new Set(['background', 'ns']);

/** Options stored as given: TTL, hiding, and the settings of text and geo indexes (recorded, unused). */
const storedOptions = new Set([
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'hidden',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'bits',
  'min',
  'max',
  'collation',
]);

/** Options mongod knows that would change behaviour here if silently kept. */
const refusedOptions = new Set([
  'wildcardProjection',
  'storageEngine',
  'prepareUnique',
  'clustered',
  'bucketSize',
]);

/** What mongod 7 allows in a partial index filter; anything else (`$exists: false`, `$ne`, `$not`…) fails there. */
const PARTIAL_FILTER_OPERATORS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte', '$type', '$in']);

function checkPartialFilter(filter: Document, spec: unknown, depth = 0): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || field === '$or') {
      if (!Array.isArray(condition) || (field === '$or' && depth > 0))
        throw partialFilterRefusal(field, spec);
      for (const clause of condition)
        if (isPlainDocument(clause)) checkPartialFilter(clause, spec, depth + 1);
      continue;
    }
    if (field.startsWith('$')) throw partialFilterRefusal(field, spec);
    if (!isPlainDocument(condition) || !Object.keys(condition).some((k) => k.startsWith('$')))
      continue;
    for (const [operator, operand] of Object.entries(condition)) {
      if (operator === '$exists' && operand === true) continue;
      if (!PARTIAL_FILTER_OPERATORS.has(operator))
        throw partialFilterRefusal(`${field}: {${operator}: ${JSON.stringify(operand)}}`, spec);
    }
  }
}

/** mongod keeps a TTL index's delay as a 32-bit int (listIndexes and collMod read it as one). */
const MAX_EXPIRE_AFTER_SECONDS = 2_147_483_647;

/**
 * Refuses a TTL option mongod 7 refuses (createIndexes' validateIndexSpecTTL): a delay that is
 * not a number, NaN, negative or beyond an int32, and a TTL on a compound key. Kept, any of
 * them would be ignored by the sweep (or, when negative, delete documents before their date).
 */
function checkTtl(raw: Document): void {
  const seconds: unknown = raw.expireAfterSeconds;
  if (seconds === undefined) return;
  const refuse = (reason: string) =>
    commandError('CannotCreateIndex', `${reason}. Index spec: ${JSON.stringify(raw)}`);
  if (!isBsonNumber(seconds))
    throw refuse(
      `TTL index 'expireAfterSeconds' option must be numeric, but received a type of '${seconds === null ? 'null' : typeof seconds}'`,
    );
  if (isNaNNumber(seconds)) throw refuse("TTL index 'expireAfterSeconds' option must not be NaN");
  if (toNumber(seconds) < 0)
    throw refuse("TTL index 'expireAfterSeconds' option cannot be less than 0");
  if (toNumber(seconds) > MAX_EXPIRE_AFTER_SECONDS)
    throw refuse(
      "TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number",
    );
  if (Object.keys(raw.key as Document).length !== 1)
    throw refuse('TTL indexes are single-field indexes, compound indexes do not support TTL');
}

function partialFilterRefusal(expression: string, spec: unknown): Error {
  return commandError(
    'CannotCreateIndex',
    `Error in specification ${JSON.stringify(spec)} :: caused by :: Expression not supported in partial index: ${expression}`,
  );
}

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
  if (raw.partialFilterExpression) checkPartialFilter(raw.partialFilterExpression, raw);
  // mongod refuses the pair rather than pick which one decides what the index holds.
  if (raw.partialFilterExpression && raw.sparse === true)
    throw commandError(
      'CannotCreateIndex',
      'cannot mix "partialFilterExpression" and "sparse" options',
    );
  checkTtl(raw);
  // Validates it now (unsupported options are refused); the simple collation is not stored.
  const collation = parseCollation(raw.collation);
  const spec: IndexSpec = { v: 2, key: { ...raw.key }, name };
  for (const [option, value] of Object.entries(raw)) {
    if (option === 'key' || option === 'name' || option === 'v' || ignoredOptions.has(option))
      continue;
    if (refusedOptions.has(option)) {
      throw commandError(
        'InvalidOptions',
        `embedded-mongo does not support the '${option}' index option; use a real MongoDB (MONGODB_URI)`,
      );
    }
    if (!storedOptions.has(option)) {
      throw commandError(
        'InvalidIndexSpecificationOption',
        `The field '${option}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
    }
    // mongod drops false/absent booleans from the stored spec; mongoose's syncIndexes compares against that.
    if ((option === 'unique' || option === 'sparse') && value !== true) continue;
    if (option === 'collation' && !collation) continue;
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
