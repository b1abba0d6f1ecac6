import type { Binary, ObjectId, Timestamp } from 'bson';
import { compareNumbers } from './numbers.js';

/**
 * MongoDB's comparison order across BSON types:
 * MinKey < null < numbers < strings < objects < arrays < binData < ObjectId < booleans < dates < timestamps < regex < MaxKey.
 */
const enum Rank {
  MinKey = 1,
  Null = 2,
  Number = 3,
  String = 4,
  Object = 5,
  Array = 6,
  Binary = 7,
  ObjectId = 8,
  Boolean = 9,
  Date = 10,
  Timestamp = 11,
  RegExp = 12,
  Other = 13,
  MaxKey = 14,
}

const numericTypes = new Set(['Long', 'Int32', 'Double', 'Decimal128']);

export function bsonTypeRank(value: unknown): number {
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return Rank.Number;
    case 'string':
      return Rank.String;
    case 'boolean':
      return Rank.Boolean;
    case 'undefined':
      return Rank.Null;
  }
  if (value === null) return Rank.Null;
  if (Array.isArray(value)) return Rank.Array;
  if (value instanceof Date) return Rank.Date;
  if (value instanceof RegExp) return Rank.RegExp;
  const bsonType = (value as { _bsontype?: string })._bsontype;
  if (bsonType === undefined) return Rank.Object;
  if (numericTypes.has(bsonType)) return Rank.Number;
  switch (bsonType) {
    case 'ObjectId':
      return Rank.ObjectId;
    case 'Binary':
      return Rank.Binary;
    case 'Timestamp':
      return Rank.Timestamp;
    case 'BSONRegExp':
      return Rank.RegExp;
    case 'BSONSymbol':
      return Rank.String;
    case 'MinKey':
      return Rank.MinKey;
    case 'MaxKey':
      return Rank.MaxKey;
  }
  return Rank.Other;
}

const sign = (difference: number): number => (difference < 0 ? -1 : difference > 0 ? 1 : 0);

/** Total order over BSON values, as MongoDB compares them for sorting and range queries. */
export function compareBson(
  a: unknown,
  b: unknown,
  compareText: (a: string, b: string) => number = compareStrings,
): number {
  const rankA = bsonTypeRank(a);
  const rankB = bsonTypeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  switch (rankA) {
    case Rank.Number:
      return compareNumbers(a, b);
    case Rank.String:
      return compareText(String(a), String(b));
    case Rank.Object:
      return compareObjects(
        a as Record<string, unknown>,
        b as Record<string, unknown>,
        compareText,
      );
    case Rank.Array:
      return compareArrays(a as unknown[], b as unknown[], compareText);
    case Rank.Binary:
      return compareBinary(a as Binary, b as Binary);
    case Rank.ObjectId:
      return compareStrings((a as ObjectId).toHexString(), (b as ObjectId).toHexString());
    case Rank.Boolean:
      return Number(a) - Number(b);
    case Rank.Date:
      return sign((a as Date).getTime() - (b as Date).getTime());
    case Rank.Timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case Rank.RegExp:
      return compareStrings(String(a), String(b));
  }
  return 0;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareObjects(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  compareText: (a: string, b: string) => number,
): number {
  const keysA = presentKeys(a);
  const keysB = presentKeys(b);
  const shared = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < shared; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const byType = bsonTypeRank(a[keyA]) - bsonTypeRank(b[keyB]);
    if (byType !== 0) return byType;
    const byName = compareStrings(keyA, keyB);
    if (byName !== 0) return byName;
    const byValue = compareBson(a[keyA], b[keyB], compareText);
    if (byValue !== 0) return byValue;
  }
  return keysA.length - keysB.length;
}

/** A field holding undefined is one an expression found missing: mongod's document has no such field. */
const presentKeys = (document: Record<string, unknown>): string[] =>
  Object.keys(document).filter((key) => document[key] !== undefined);

function compareArrays(
  a: unknown[],
  b: unknown[],
  compareText: (a: string, b: string) => number,
): number {
  const shared = Math.min(a.length, b.length);
  for (let i = 0; i < shared; i++) {
    const byValue = compareBson(a[i], b[i], compareText);
    if (byValue !== 0) return byValue;
  }
  return a.length - b.length;
}

function compareBinary(a: Binary, b: Binary): number {
  if (a.position !== b.position) return a.position - b.position;
  if (a.sub_type !== b.sub_type) return a.sub_type - b.sub_type;
  return Buffer.compare(a.buffer, b.buffer);
}
