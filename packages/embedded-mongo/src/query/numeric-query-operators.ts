import type { AnyObject, Options } from 'mingo/types';
import { compareNumbers, isBsonNumber, isNaNNumber } from './numbers.js';
import { collectSegmentValues } from './paths.js';

type Predicate = (document: AnyObject) => boolean;
type QueryOperator = (selector: string, value: unknown, options: Options) => Predicate;
type QueryOperators = Record<string, QueryOperator>;

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

/**
 * mingo compares numbers only with numbers of the same JS type, so a Decimal128 or a big Long
 * never matched a plain number (nor 5 a Decimal128('5.0')). These operators compare a numeric
 * operand with every numeric BSON type by exact value, and leave other operands to `operators`.
 */
export function withNumericComparisons(operators: QueryOperators): QueryOperators {
  const result: QueryOperators = { ...operators };
  for (const [name, order] of Object.entries(RANGES)) {
    const other = operators[name] as QueryOperator;
    result[name] = (selector, value, options) =>
      isBsonNumber(value)
        ? numericPredicate(selector, value, order)
        : other(selector, value, options);
  }
  const $eq = operators.$eq as QueryOperator;
  const equal: QueryOperator = (selector, value, options) =>
    isBsonNumber(value) ? numericPredicate(selector, value, EQUAL) : $eq(selector, value, options);
  const $in = operators.$in as QueryOperator;
  // $in is an $or of equalities: its numbers are compared here, its other values by mingo.
  const within: QueryOperator = (selector, value, options) => {
    if (!Array.isArray(value) || !value.some(isBsonNumber)) return $in(selector, value, options);
    const numbers = value.filter(isBsonNumber);
    const others = value.filter((element) => !isBsonNumber(element));
    const predicates = numbers.map((number) => numericPredicate(selector, number, EQUAL));
    if (others.length > 0) predicates.push($in(selector, others, options));
    return (document) => predicates.some((predicate) => predicate(document));
  };
  const not =
    (operator: QueryOperator): QueryOperator =>
    (selector, value, options) => {
      const predicate = operator(selector, value, options);
      return (document) => !predicate(document);
    };
  return { ...result, $eq: equal, $ne: not(equal), $in: within, $nin: not(within) };
}
