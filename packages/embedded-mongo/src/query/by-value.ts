import { evalExpr } from 'mingo/core';
import { Lazy } from 'mingo/lazy';
import { $push } from 'mingo/operators/accumulator';
import { $group, $lookup as mingoLookup } from 'mingo/operators/pipeline';
import { HashMap, resolve } from 'mingo/util';
import type { AnyObject } from 'mingo/types';
import { compareNumbers, isBsonNumber, numberKey, toNumber } from './numbers.js';
import { isPlainDocument } from './paths.js';
import type {
  AccumulatorOperator,
  ExpressionOperator,
  PipelineOperator,
} from './operator-types.js';

/**
 * mongod groups, dedupes, joins and finds values by BSON comparison: 5, Long(5) and
 * Decimal128('5.0') are one value. mingo hashes and compares by JS identity, so a Decimal128
 * or a Long beyond 2^53 (stored numbers are plain JS numbers otherwise) was a value of its own.
 * Here such values meet mingo as their key: the double when one holds the number exactly,
 * else an ExactNumber.
 */

/** A number no double holds exactly; mingo compares objects with their own toString by that string. */
class ExactNumber {
  constructor(private readonly key: string) {}
  toString(): string {
    return this.key;
  }
}

/** The value with each number object replaced by its key; the value itself when it holds none. */
export function valueKey(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const keys = value.map(valueKey);
    return keys.some((key, i) => key !== value[i]) ? keys : value;
  }
  if (isBsonNumber(value)) {
    const nearest = toNumber(value);
    return compareNumbers(nearest, value) === 0 ? nearest : new ExactNumber(numberKey(value));
  }
  if (!isPlainDocument(value)) return value;
  const entries = Object.entries(value).map(([field, inner]) => [field, valueKey(inner)] as const);
  return entries.some(([field, key]) => key !== value[field]) ? Object.fromEntries(entries) : value;
}

/** The values without repeats by value, each the first seen. */
export function uniqueByValue(values: unknown[]): unknown[] {
  const firsts = HashMap.init() as Map<unknown, unknown>;
  for (const value of values) {
    const key = valueKey(value);
    if (!firsts.has(key)) firsts.set(key, value);
  }
  return [...firsts.values()];
}

const group = $group as PipelineOperator;

const literal = (value: unknown) => ({ $literal: value });

/**
 * An expression over arrays ($in, $indexOfArray, the set operators) run on the keys of its
 * arguments; the array elements it answers are mapped back to the first original of each key.
 */
function onKeys(operator: ExpressionOperator): ExpressionOperator {
  return (document, expression, options) => {
    const values: unknown = evalExpr(document, expression, options);
    const keys = valueKey(values);
    const asLiterals = (args: unknown) =>
      Array.isArray(expression) && Array.isArray(args) ? args.map(literal) : literal(args);
    if (keys === values) return operator(document, asLiterals(values), options);
    const answer = operator(document, asLiterals(keys), options);
    if (!Array.isArray(answer)) return answer;
    const originals = HashMap.init() as Map<unknown, unknown>;
    const lists = Array.isArray(expression) ? values : [values];
    for (const list of Array.isArray(lists) ? lists : [])
      for (const element of Array.isArray(list) ? list : [])
        if (!originals.has(valueKey(element))) originals.set(valueKey(element), element);
    return answer.map((key) => (originals.has(key) ? originals.get(key) : key));
  };
}

export function withValueEquality<T extends object>(namespace: T): T {
  const operators = namespace as Record<string, ExpressionOperator>;
  const result = { ...operators };
  for (const name of [
    '$in',
    '$indexOfArray',
    '$setDifference',
    '$setEquals',
    '$setIntersection',
    '$setIsSubset',
    '$setUnion',
  ])
    result[name] = onKeys(operators[name] as ExpressionOperator);
  return result as T;
}

export const $addToSetByValue: AccumulatorOperator = (collection, expression, options) =>
  uniqueByValue($push(collection, expression, options) as unknown[]);

/** $group with its documents partitioned by the key of their _id; mingo's $group computes each partition. */
export const $groupByValue: PipelineOperator = (collection, expression, options) => {
  // Without an _id, mingo's $group gives its own error.
  if (!('_id' in expression)) return group(collection, expression, options);
  return collection.transform((documents) => {
    const partitions = HashMap.init() as Map<unknown, { id: unknown; members: AnyObject[] }>;
    for (const document of documents as AnyObject[]) {
      const id: unknown = evalExpr(document, expression._id, options) ?? null;
      const key = valueKey(id);
      const partition = partitions.get(key);
      if (partition) partition.members.push(document);
      else partitions.set(key, { id, members: [document] });
    }
    return Lazy(
      [...partitions.values()].map(
        ({ id, members }) =>
          group(Lazy(members), { ...expression, _id: literal(id) }, options).next().value,
      ),
    );
  });
};

/** BSON field names cannot hold a NUL, so no stored document has a field of this name. */
const JOIN_KEY = '\u0000joinKey';

const withJoinKey =
  (field: string) =>
  (document: AnyObject): AnyObject => ({
    ...document,
    [JOIN_KEY]: valueKey(resolve(document, field)),
  });

function withoutJoinKey(document: AnyObject): AnyObject {
  const rest = { ...document };
  delete rest[JOIN_KEY];
  return rest;
}

const $lookup = mingoLookup as unknown as PipelineOperator;

/**
 * $lookup on localField/foreignField: mingo joins on each side's key of the field, held in a
 * field of its own that the joined documents and the output lose again.
 */
export const $lookupByValue: PipelineOperator = (collection, expression, options) => {
  const { from, localField, foreignField } = expression;
  const resolveCollection = options.collectionResolver;
  if (
    typeof localField !== 'string' ||
    typeof foreignField !== 'string' ||
    typeof from !== 'string' ||
    !resolveCollection
  )
    return $lookup(collection, expression, options);
  const joined = $lookup(
    collection.map(withJoinKey(localField)),
    {
      ...expression,
      from: resolveCollection(from).map(withJoinKey(foreignField)),
      localField: JOIN_KEY,
      foreignField: JOIN_KEY,
      pipeline: [{ $unset: JOIN_KEY }, ...((expression.pipeline as AnyObject[] | undefined) ?? [])],
    },
    options,
  );
  return joined.map((document) => withoutJoinKey(document as AnyObject));
};
