import type { AnyObject } from 'mingo/types';
import { compareBson } from './bson-order.js';
import { compareNumbers, isBsonNumber, isNaNNumber } from './numbers.js';
import { collectSegmentValues, isPlainDocument } from './paths.js';
import type { QueryOperator, QueryOperators } from './operator-types.js';

type Predicate = (document: AnyObject) => boolean;

/**
 * Whether a stored number stands in `order` to the operand. NaN equals only NaN and is neither
 * above nor below anything, as in mongod's query matching (unlike its sorts).
 */
type Order = (comparison: number) => boolean;

const RANGES: Record<string, Order> = {
  $gt: (comparison) => comparison > 0,
  $gte: (comparison) => comparison >= 0,
  $lt: (comparison) => comparison < 0,
  $lte: (comparison) => comparison <= 0,
};
const EQUAL: Order = (comparison) => comparison === 0;

function holds(value: unknown, operand: unknown, order: Order): boolean {
  if (!isBsonNumber(value)) return false;
  const nanValue = isNaNNumber(value);
  const nanOperand = isNaNNumber(operand);
  if (nanValue || nanOperand) return nanValue && nanOperand && order(0);
  return order(compareNumbers(value, operand));
}

/** Any value the path reaches (array elements included) against a numeric operand. */
function numericPredicate(selector: string, operand: unknown, order: Order): Predicate {
  const segments = selector.split('.');
  return (document) =>
    collectSegmentValues(document, segments).some((value) => holds(value, operand, order));
}

const isStructured = (value: unknown): boolean => Array.isArray(value) || isPlainDocument(value);

/**
 * A whole document or array operand: mongod compares it field by field in order (element by
 * element), numbers by value, and an array the path reaches matches as a whole or by an element.
 */
function structuralPredicate(
  selector: string,
  operand: unknown,
  compareText: ((a: string, b: string) => number) | undefined,
): Predicate {
  const segments = selector.split('.');
  return (document) =>
    collectSegmentValues(document, segments, true).some(
      (value) => compareBson(value, operand, compareText) === 0,
    );
}

/**
 * mingo compares numbers only with numbers of the same JS type, so a Decimal128 or a big Long
 * never matched a plain number (nor 5 a Decimal128('5.0')), not even inside a document or an
 * array operand. These operators compare a numeric, document or array operand by exact value
 * (strings in it by `compareText`, a collation's order), and leave other operands to `operators`.
 */
export function withNumericComparisons(
  operators: QueryOperators,
  compareText?: (a: string, b: string) => number,
): QueryOperators {
  const result: QueryOperators = { ...operators };
  for (const [name, order] of Object.entries(RANGES)) {
    const other = operators[name] as QueryOperator;
    result[name] = (selector, value, options) =>
      isBsonNumber(value)
        ? numericPredicate(selector, value, order)
        : other(selector, value, options);
  }
  const $eq = operators.$eq as QueryOperator;
  const ours = (value: unknown): boolean => isBsonNumber(value) || isStructured(value);
  const equalHere = (selector: string, value: unknown): Predicate =>
    isBsonNumber(value)
      ? numericPredicate(selector, value, EQUAL)
      : structuralPredicate(selector, value, compareText);
  const equal: QueryOperator = (selector, value, options) =>
    ours(value) ? equalHere(selector, value) : $eq(selector, value, options);
  /**
   * $in is an $or of equalities and $all an $and (its `{$elemMatch}` documents aside): the
   * numbers, documents and arrays among its values are compared here, the rest by mingo.
   */
  const ofEqualities =
    (operator: QueryOperator, combine: 'some' | 'every'): QueryOperator =>
    (selector, value, options) => {
      const mine = (element: unknown): boolean =>
        ours(element) && !(isPlainDocument(element) && '$elemMatch' in element);
      if (!Array.isArray(value) || !value.some(mine)) return operator(selector, value, options);
      const others = value.filter((element) => !mine(element));
      const predicates = value.filter(mine).map((element) => equalHere(selector, element));
      if (others.length > 0) predicates.push(operator(selector, others, options));
      return (document) => predicates[combine]((predicate) => predicate(document));
    };
  const within = ofEqualities(operators.$in as QueryOperator, 'some');
  const not =
    (operator: QueryOperator): QueryOperator =>
    (selector, value, options) => {
      const predicate = operator(selector, value, options);
      return (document) => !predicate(document);
    };
  return {
    ...result,
    $eq: equal,
    $ne: not(equal),
    $in: within,
    $nin: not(within),
    $all: ofEqualities(operators.$all as QueryOperator, 'every'),
  };
}
