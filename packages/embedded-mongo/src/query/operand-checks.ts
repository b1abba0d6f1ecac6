import { commandError } from '../errors.js';
import { isPlainDocument } from './paths.js';
import type { QueryOperator } from './operator-types.js';

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

function checked(
  operator: QueryOperator,
  problemOf: (value: unknown) => string | undefined,
): QueryOperator {
  return (selector, value, options) => {
    const problem = problemOf(value);
    if (problem) throw commandError('BadValue', problem);
    return operator(selector, value, options);
  };
}

/** The operators, each refusing before it runs the operands mongod refuses (BadValue). */
export function withOperandChecks<T extends object>(operators: T): T {
  const result: Record<string, QueryOperator> = {
    ...(operators as Record<string, QueryOperator>),
  };
  for (const [name, problemOf] of Object.entries(PROBLEMS)) {
    const operator = result[name];
    if (operator) result[name] = checked(operator, problemOf);
  }
  return result as T;
}
