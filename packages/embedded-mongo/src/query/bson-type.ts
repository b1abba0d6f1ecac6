/** The type names mongod uses for BSON values ($type, $jsonSchema's bsonType, error messages). */

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

const ALIASES_BY_TAG: Record<string, string> = {
  ObjectId: 'objectId',
  Binary: 'binData',
  Decimal128: 'decimal',
  Long: 'long',
  Int32: 'int',
  Double: 'double',
  Timestamp: 'timestamp',
  BSONRegExp: 'regex',
  BSONSymbol: 'symbol',
  Code: 'javascript',
  MinKey: 'minKey',
  MaxKey: 'maxKey',
};

function typeOfNumber(value: number, recorded: string | undefined): string {
  if (recorded === 'long' || recorded === 'double') return recorded;
  return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX ? 'int' : 'double';
}

/**
 * The BSON type alias of a stored value. A stored number is a plain JS number, so `recorded`
 * (the type its document remembers, store/numeric-types.ts) tells a long or double from an int.
 */
export function bsonTypeOf(value: unknown, recorded: string | undefined): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return typeOfNumber(value, recorded);
  if (typeof value === 'bigint') return 'long';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  const tag = (value as { _bsontype?: string })._bsontype;
  if (tag) return ALIASES_BY_TAG[tag] ?? tag;
  return 'object';
}

const NUMBER_TYPES = new Set(['int', 'long', 'double', 'decimal']);

/** Whether a value has one of the BSON type aliases (`number` meaning any numeric type). */
export function matchesBsonType(
  wanted: unknown,
  value: unknown,
  recorded: string | undefined,
): boolean {
  const actual = bsonTypeOf(value, recorded);
  const aliases = Array.isArray(wanted) ? wanted : [wanted];
  return aliases.some(
    (alias) => alias === actual || (alias === 'number' && NUMBER_TYPES.has(actual)),
  );
}
