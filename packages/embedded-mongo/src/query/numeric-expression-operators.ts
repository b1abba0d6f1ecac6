import { evalExpr } from 'mingo/core';
import { $push } from 'mingo/operators/accumulator';
import type { AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { commandError } from '../errors.js';
import { bsonTypeRank, compareBson } from './bson-order.js';
import { compareNumbers, isBsonNumber } from './numbers.js';
import { isPlainDocument } from './paths.js';
import type {
  AccumulatorOperator,
  ExpressionOperator,
  PipelineOperator,
} from './operator-types.js';

type Operators<T> = Record<string, T>;
/** A collation's string order; undefined for the simple collation. */
type CompareText = ((a: string, b: string) => number) | undefined;

/** A Decimal128 or a Long beyond 2^53 (stored numbers are plain JS numbers otherwise): never computed here. */
const isNumberObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && isBsonNumber(value);

function refuseNumberObjects(operator: string, values: unknown[]): void {
  if (values.some(isNumberObject))
    throw commandError(
      'InvalidOptions',
      `embedded-mongo cannot compute ${operator} exactly: Decimal128 values and integers beyond 2^53 are not computed; use a real MongoDB (MONGODB_URI)`,
    );
}

/** Whether a value holds a Decimal128 or a big Long anywhere (documents compare field by field). */
function holdsNumberObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsNumberObject);
  if (isBsonNumber(value)) return true;
  return isPlainDocument(value) && Object.values(value).some(holdsNumberObject);
}

/** mingo orders a Decimal128 or a big Long after every other value: operators that order refuse them. */
function refuseToOrder(operator: string, values: unknown): void {
  if (holdsNumberObject(values))
    throw commandError(
      'InvalidOptions',
      `embedded-mongo cannot order ${operator} exactly: Decimal128 values and integers beyond 2^53 are not ordered by it; use a real MongoDB (MONGODB_URI)`,
    );
}

/** The values an ordering operator's `input` gives, over one document or (as an accumulator) many. */
const inputsOf = (documents: AnyObject | AnyObject[], expression: unknown, options: Options) => {
  const input = (expression as { input?: unknown } | null)?.input;
  return Array.isArray(documents)
    ? $push(documents, input, options)
    : evalExpr(documents, input, options);
};

/** The values $top, $topN, $bottom and $bottomN sort their documents by. */
const sortKeysOf = (documents: AnyObject[], expression: unknown): unknown[] => {
  const fields = Object.keys((expression as { sortBy?: object } | null)?.sortBy ?? {});
  return documents.flatMap((document) => fields.map((field) => resolve(document, field)));
};

/** A Long holds an integer sum exactly where a double rounds it: mongod answers such a sum as an exact long. */
function refuseInexactInteger(operator: string, operands: unknown[], result: unknown): void {
  if (
    typeof result === 'number' &&
    Number.isInteger(result) &&
    !Number.isSafeInteger(result) &&
    operands.every((operand) => typeof operand !== 'number' || Number.isSafeInteger(operand))
  )
    throw commandError(
      'InvalidOptions',
      `embedded-mongo cannot compute ${operator} exactly: an integer result beyond 2^53 would lose digits; use a real MongoDB (MONGODB_URI)`,
    );
}

/** mongod's expressions tell a missing field from null: it sorts between MinKey and null. */
const MISSING_RANK = 1.5;
const rankOf = (value: unknown): number =>
  value === undefined ? MISSING_RANK : bsonTypeRank(value);

function compareValues(a: unknown, b: unknown, compareText: CompareText): number {
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  const byRank = rankOf(a) - rankOf(b);
  if (byRank !== 0) return Math.sign(byRank);
  return Math.sign(compareBson(a, b, compareText));
}

const COMPARISONS: Record<string, (comparison: number) => boolean | number> = {
  $eq: (comparison) => comparison === 0,
  $ne: (comparison) => comparison !== 0,
  $gt: (comparison) => comparison > 0,
  $gte: (comparison) => comparison >= 0,
  $lt: (comparison) => comparison < 0,
  $lte: (comparison) => comparison <= 0,
  $cmp: (comparison) => comparison,
};

/** Arithmetic whose integer results mingo rounds to a double where mongod keeps an exact long. */
const INTEGER_ARITHMETIC = new Set(['$add', '$subtract', '$multiply']);

const argumentsOf = (document: AnyObject, expression: unknown, options: Options): unknown[] => {
  const values: unknown = evalExpr(document, expression, options);
  return Array.isArray(values) ? values : [values];
};

/**
 * mingo compares and computes numbers only as JS numbers: a Decimal128 or a big Long was an
 * object to it, ordered after every number and skipped by $sum. Comparisons here follow BSON
 * order with numbers by exact value (strings by the collation); arithmetic on such a number,
 * which this engine cannot do exactly, is refused instead of answered wrongly.
 */
export function withNumericExpressions<T extends object>(
  namespace: T,
  compareText: CompareText,
): T {
  const operators = namespace as Operators<ExpressionOperator>;
  const result = { ...operators };
  for (const [name, answer] of Object.entries(COMPARISONS)) {
    const other = operators[name] as ExpressionOperator;
    result[name] = (document, expression, options) => {
      // A malformed call gets mingo's own error.
      if (!Array.isArray(expression) || expression.length !== 2)
        return other(document, expression, options);
      const [a, b] = evalExpr(document, expression, options) as [unknown, unknown];
      return answer(compareValues(a, b, compareText));
    };
  }
  for (const name of [
    '$abs',
    '$add',
    '$ceil',
    '$divide',
    '$exp',
    '$floor',
    '$ln',
    '$log',
    '$log10',
    '$mod',
    '$multiply',
    '$pow',
    '$round',
    '$sigmoid',
    '$sqrt',
    '$subtract',
    '$trunc',
  ]) {
    const other = operators[name] as ExpressionOperator;
    const integer = INTEGER_ARITHMETIC.has(name);
    result[name] = (document, expression, options) => {
      let value: unknown;
      try {
        value = other(document, expression, options);
      } catch (error) {
        // mingo refuses any operand that is not a JS number; say why when it is a number to mongod.
        refuseNumberObjects(name, argumentsOf(document, expression, options));
        throw error;
      }
      // Checked only when the result is beyond 2^53: the operands are evaluated again then.
      if (integer && typeof value === 'number' && !Number.isSafeInteger(value))
        refuseInexactInteger(name, argumentsOf(document, expression, options), value);
      return value;
    };
  }
  for (const name of ['$maxN', '$minN', '$sortArray', '$median', '$percentile']) {
    const other = operators[name] as ExpressionOperator;
    result[name] = (document, expression, options) => {
      refuseToOrder(name, inputsOf(document, expression, options));
      return other(document, expression, options);
    };
  }
  return result as T;
}

/** Accumulators (also the expressions of the same name) over the values their expression gives. */
export function withNumericAccumulators<T extends object>(
  namespace: T,
  compareText: CompareText,
): T {
  const operators = namespace as Operators<AccumulatorOperator>;
  const result = { ...operators };
  // mongod's $max and $min skip null and missing values, and answer null when nothing is left.
  const extreme =
    (direction: number): AccumulatorOperator =>
    (collection, expression, options) => {
      let found: unknown = null;
      for (const value of $push(collection, expression, options) as unknown[]) {
        if (value === null || value === undefined) continue;
        if (found === null || direction * compareValues(value, found, compareText) > 0)
          found = value;
      }
      return found;
    };
  result.$max = extreme(1);
  result.$min = extreme(-1);
  for (const name of ['$sum', '$avg', '$stdDevPop', '$stdDevSamp']) {
    const other = operators[name] as AccumulatorOperator;
    result[name] = (collection, expression, options) => {
      // `$sum: 1` counts without evaluating anything per document.
      if (typeof expression === 'number') return other(collection, expression, options);
      const values = $push(collection, expression, options) as unknown[];
      refuseNumberObjects(name, values);
      // Given no expression, mingo's accumulators take the values as they are.
      const value = other(values as AnyObject[], null, options);
      if (name === '$sum') refuseInexactInteger(name, values, value);
      return value;
    };
  }
  for (const name of ['$maxN', '$minN', '$median', '$percentile']) {
    const other = operators[name] as AccumulatorOperator;
    result[name] = (collection, expression, options) => {
      refuseToOrder(name, inputsOf(collection, expression, options));
      return other(collection, expression, options);
    };
  }
  for (const name of ['$top', '$topN', '$bottom', '$bottomN']) {
    const other = operators[name] as AccumulatorOperator;
    result[name] = (collection, expression, options) => {
      refuseToOrder(name, sortKeysOf(collection, expression));
      return other(collection, expression, options);
    };
  }
  return result as T;
}

/** $bucket and $bucketAuto, refusing a Decimal128 or a big Long among their boundaries or values. */
export function withNumericBuckets<T extends object>(namespace: T): T {
  const operators = namespace as Operators<PipelineOperator>;
  const result = { ...operators };
  for (const name of ['$bucket', '$bucketAuto']) {
    const other = operators[name] as PipelineOperator;
    result[name] = (collection, expression, options) => {
      refuseToOrder(name, [expression.boundaries, expression.default]);
      const checked = collection.map((document) => {
        refuseToOrder(name, evalExpr(document as AnyObject, expression.groupBy, options));
        return document;
      });
      return other(checked, expression, options);
    };
  }
  return result as T;
}
