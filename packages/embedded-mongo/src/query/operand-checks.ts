import type { Options } from 'mingo/types';
import { commandError } from '../errors.js';
import { isPlainDocument } from './paths.js';

type QueryOperator = (
  selector: string,
  value: unknown,
  options: Options,
) => (document: object) => boolean;

const isRegex = (value: unknown): boolean =>
  value instanceof RegExp || (value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp';

const logical = (name: string) => (value: unknown) => {
  if (!Array.isArray(value)) return `${name} must be an array`;
  return value.length === 0 ? '$and/$or/$nor must be a nonempty array' : undefined;
};

const needsArray = (name: string) => (value: unknown) =>
  Array.isArray(value) ? undefined : `${name} needs an array`;

/**
 * Operands mongod refuses with BadValue but mingo would match against silently (`$and: []`
 * matched everything, `$size: 1.5` and `$all: 1` nothing, `$not: 'x'` everything), with
 * mongod's messages.
 */
const PROBLEMS: Record<string, (value: unknown) => string | undefined> = {
  $and: logical('$and'),
  $or: logical('$or'),
  $nor: logical('$nor'),
  $all: needsArray('$all'),
  $in: needsArray('$in'),
  $nin: needsArray('$nin'),
  $not: (value) =>
    isPlainDocument(value) || isRegex(value) ? undefined : '$not needs a regex or a document',
  $elemMatch: (value) => (isPlainDocument(value) ? undefined : '$elemMatch needs an Object'),
  $size: (value) => {
    if (typeof value !== 'number') return '$size needs a number';
    if (!Number.isInteger(value)) return '$size must be a whole number';
    return value < 0 ? '$size may not be negative' : undefined;
  },
};

const isDecimal = (value: unknown): boolean =>
  (value as { _bsontype?: string } | null)?._bsontype === 'Decimal128';

/** Decimal128 is stored, not compared by value: mingo would answer a range on it wrongly. */
const decimalRange = (name: string) => (value: unknown) =>
  isDecimal(value)
    ? `embedded-mongo does not compare Decimal128 values with ${name}; store money as integer paise, or use a real MongoDB (MONGODB_URI)`
    : undefined;

const UNSUPPORTED: Record<string, (value: unknown) => string | undefined> = Object.fromEntries(
  ['$gt', '$gte', '$lt', '$lte'].map((name) => [name, decimalRange(name)]),
);

function checked(
  operator: QueryOperator,
  problemOf: (value: unknown) => string | undefined,
  codeName: 'BadValue' | 'InvalidOptions',
): QueryOperator {
  return (selector, value, options) => {
    const problem = problemOf(value);
    if (problem) throw commandError(codeName, problem);
    return operator(selector, value, options);
  };
}

/**
 * The operators, each refusing before it runs the operands mongod refuses (BadValue) and those
 * the engine cannot compare (InvalidOptions).
 */
export function withOperandChecks<T extends object>(operators: T): T {
  const result: Record<string, QueryOperator> = {
    ...(operators as Record<string, QueryOperator>),
  };
  for (const [problems, codeName] of [
    [PROBLEMS, 'BadValue'],
    [UNSUPPORTED, 'InvalidOptions'],
  ] as const) {
    for (const [name, problemOf] of Object.entries(problems)) {
      const operator = result[name];
      if (operator) result[name] = checked(operator, problemOf, codeName);
    }
  }
  return result as T;
}
