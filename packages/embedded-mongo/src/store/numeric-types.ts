import { Double, Long, type Document } from 'bson';
import { isPlainDocument } from '../query/paths.js';

/**
 * Queries and updates work on plain JS numbers, but a number alone does not say whether
 * it arrived as Int32, Double or Long: bson would send 2.0 back as Int32 and Long(5) as
 * Int32. So each stored document remembers the paths whose number must go back on the
 * wire as a Double or a Long, and is re-wrapped on the way out.
 */
export type NumericType = 'long' | 'double';
export type NumericTypes = ReadonlyMap<string, NumericType>;

const TYPES = Symbol('embedded-mongo.numericTypes');

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

export function numericTypesOf(document: object): NumericTypes | undefined {
  return (document as { [TYPES]?: NumericTypes })[TYPES];
}

/** Attaches the paths (as a hidden property, so it is never stored as a field) and returns the same object. */
export function withNumericTypes<T extends object>(
  document: T,
  types: NumericTypes | undefined,
): T {
  if (types && types.size > 0)
    Object.defineProperty(document, TYPES, { value: types, enumerable: false });
  return document;
}

/** Would a plain number be written back with a different BSON type than it arrived with? */
function lostType(value: unknown): NumericType | undefined {
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  if (bsonType === 'Double') {
    const number = (value as Double).value;
    const fitsInt32 = Number.isInteger(number) && number >= INT32_MIN && number <= INT32_MAX;
    return fitsInt32 || Object.is(number, -0) ? 'double' : undefined;
  }
  if (bsonType === 'Long')
    return Number.isSafeInteger((value as Long).toNumber()) ? 'long' : undefined;
  return undefined;
}

function plainNumber(value: unknown): unknown {
  switch ((value as { _bsontype?: string } | null)?._bsontype) {
    case 'Int32':
    case 'Double':
      return (value as { value: number }).value;
    case 'Long': {
      const asNumber = (value as Long).toNumber();
      // Beyond 2^53 a JS number cannot hold it; keep the Long itself.
      return Number.isSafeInteger(asNumber) ? asNumber : value;
    }
  }
  return value;
}

/**
 * Turns Int32/Double/Long objects (from deserialising with promoteValues: false) into
 * numbers, in place. With `record`, notes each path whose type the number would lose.
 */
export function unwrapNumbers(
  value: unknown,
  record?: Map<string, NumericType>,
  path = '',
): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      value[i] = unwrapNumbers(value[i], record, path ? `${path}.${i}` : String(i));
    return value;
  }
  if (isPlainDocument(value)) {
    for (const key of Object.keys(value))
      value[key] = unwrapNumbers(value[key], record, path ? `${path}.${key}` : key);
    return value;
  }
  const type = lostType(value);
  if (type && record) record.set(path, type);
  return plainNumber(value);
}

/** Unwraps a document that will be stored (or applied as an update), keeping its numeric types. */
export function unwrapDocument(document: Document): Document {
  const types = new Map<string, NumericType>();
  unwrapNumbers(document, types);
  return withNumericTypes(document, types);
}

/** The value at a dotted path (array elements by index), or undefined. */
export function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const segment of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isPlainDocument(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

export function isNumberAt(document: unknown, path: string): boolean {
  return typeof valueAt(document, path) === 'number';
}

/** A copy of the document with Double/Long objects at the recorded paths, ready to serialise. */
export function rewrapNumbers(document: Document): Document {
  const types = numericTypesOf(document);
  if (!types) return document;
  const copies = new Set<unknown>();
  const root: Document = { ...document };
  copies.add(root);
  for (const [path, type] of types) {
    const segments = path.split('.');
    const leaf = segments.pop() as string;
    const parent = copiedParent(root, segments, copies);
    const number = parent?.[leaf];
    if (parent && typeof number === 'number')
      parent[leaf] = type === 'long' ? Long.fromNumber(number) : new Double(number);
  }
  return root;
}

/** Walks down `segments`, copying each container on the way (once), so the stored document stays untouched. */
function copiedParent(
  root: Document,
  segments: string[],
  copies: Set<unknown>,
): Record<string, unknown> | undefined {
  let parent: Record<string, unknown> = root;
  for (const key of segments) {
    const child = parent[key];
    if (!Array.isArray(child) && !isPlainDocument(child)) return undefined;
    let copy = child as Record<string, unknown>;
    if (!copies.has(child)) {
      copy = (Array.isArray(child) ? [...child] : { ...child }) as Record<string, unknown>;
      copies.add(copy);
      parent[key] = copy;
    }
    parent = copy;
  }
  return parent;
}

/** The recorded types that still point at numbers in `document` (after a projection, say). */
export function typesStillValid(
  types: NumericTypes | undefined,
  document: Document,
): Map<string, NumericType> {
  const kept = new Map<string, NumericType>();
  for (const [path, type] of types ?? []) if (isNumberAt(document, path)) kept.set(path, type);
  return kept;
}
