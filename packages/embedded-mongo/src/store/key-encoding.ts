import type { Binary, ObjectId } from 'bson';
import { numberKey } from '../query/numbers.js';

/**
 * A string that is equal for two values exactly when MongoDB considers them equal
 * (so 5, 5.0, Long(5) and Decimal128('5.0') share one key). Indexes and the _id map are keyed by it.
 */
export function encodeKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return 's' + value;
    case 'number':
      return 'n' + String(value);
    case 'boolean':
      return value ? 'T' : 'F';
    case 'undefined':
      return 'z';
    case 'bigint':
      return 'n' + numberKey(value);
  }
  if (value === null) return 'z';
  if (value instanceof Date) return 'd' + value.getTime();
  if (Array.isArray(value)) return 'A' + JSON.stringify(value.map(encodeKey));
  if (value instanceof RegExp) return 'r' + JSON.stringify([value.source, value.flags]);
  const bsonType = (value as { _bsontype?: string })._bsontype;
  switch (bsonType) {
    case undefined:
      return (
        'O' + JSON.stringify(Object.entries(value as object).flatMap(([k, v]) => [k, encodeKey(v)]))
      );
    case 'ObjectId':
      return 'o' + (value as ObjectId).toHexString();
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 'n' + numberKey(value);
    case 'Binary': {
      const binary = value as Binary;
      return 'x' + binary.sub_type + ':' + Buffer.from(binary.buffer).toString('base64');
    }
  }
  return 'u' + bsonType + ':' + String(value);
}

/** Whether an equality on this value can be answered from an index (no null, array, document or regex semantics). */
export function isIndexableScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
  }
  if (value instanceof Date) return true;
  const bsonType = (value as { _bsontype?: string } | null)?._bsontype;
  return (
    bsonType === 'ObjectId' ||
    bsonType === 'Long' ||
    bsonType === 'Int32' ||
    bsonType === 'Double' ||
    bsonType === 'Decimal128'
  );
}
