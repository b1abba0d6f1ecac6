import type { Document } from 'bson';
import { Context, ProcessingMode } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import type { AnyObject, Options } from 'mingo/types';
import { commandError } from '../errors.js';
import { $addToSetByValue, $groupByValue, $lookupByValue, withValueEquality } from './by-value.js';
import { collatedView, type Collation } from './collation.js';
import { $elemMatchProjection } from './elem-match-projection.js';
import { jsonSchemaPredicate } from './json-schema.js';
import {
  withNumericAccumulators,
  withNumericBuckets,
  withNumericExpressions,
} from './numeric-expression-operators.js';
import { withNumericComparisons } from './numeric-query-operators.js';
import { withOperandChecks } from './operand-checks.js';
import { isPlainDocument } from './paths.js';
import { $projectInDocumentOrder } from './project-stage.js';
import { parseSortSpec, sortDocuments } from './sort.js';
import { $type } from './type-operator.js';
import type { QueryOperator, QueryOperators } from './operator-types.js';

/** mingo's $sort orders ObjectIds after dates; this one follows BSON type order like the find command. */
function sortStage(collation: Collation | undefined) {
  return (collection: Iterator, expression: AnyObject, _options: Options): Iterator => {
    const spec = parseSortSpec(expression);
    if (!spec) throw new Error('$sort specification is invalid');
    return collection.transform((documents) =>
      Lazy(sortDocuments(documents as Document[], spec, collation)),
    );
  };
}

/**
 * Under a collation, equality operators compare collation keys (a memoised copy of each
 * document with every string folded); string ranges are refused rather than misordered.
 */
function collatedQueryOperators(collation: Collation): QueryOperators {
  const memo = new WeakMap<object, unknown>();
  const operators = queryOperators as unknown as QueryOperators;
  const collated =
    (operator: QueryOperator): QueryOperator =>
    (selector, value, options) => {
      const predicate = operator(selector, collatedView(value, collation), options);
      return (document) => predicate(collatedView(document, collation, memo) as AnyObject);
    };
  const noStrings =
    (name: string, operator: QueryOperator): QueryOperator =>
    (selector, value, options) => {
      if (typeof value === 'string')
        throw commandError(
          'InvalidOptions',
          `embedded-mongo does not support ${name} on strings under a collation; use a real MongoDB (MONGODB_URI)`,
        );
      return operator(selector, value, options);
    };
  const result: QueryOperators = {};
  for (const name of ['$eq', '$ne', '$in', '$nin'])
    result[name] = collated(operators[name] as QueryOperator);
  for (const name of ['$gt', '$gte', '$lt', '$lte'])
    result[name] = noStrings(name, operators[name] as QueryOperator);
  return result;
}

/** Which operators a context holds: none, the query operators alone, or every one. */
type OperatorSet = 'none' | 'queries' | 'all';

function buildContext(collation: Collation | undefined, operators: OperatorSet): Context {
  if (operators === 'none') return Context.init();
  const query = withOperandChecks(
    withNumericComparisons(
      {
        ...(queryOperators as unknown as QueryOperators),
        $type,
        ...(collation ? collatedQueryOperators(collation) : {}),
      },
      collation?.compare,
    ),
  ) as unknown as typeof queryOperators;
  if (operators === 'queries') return Context.init({ query });
  const compareText = collation?.compare;
  return Context.init({
    accumulator: {
      ...withNumericAccumulators(accumulatorOperators, compareText),
      $addToSet: $addToSetByValue,
    },
    expression: withValueEquality(withNumericExpressions(expressionOperators, compareText)),
    pipeline: {
      ...withNumericBuckets(pipelineOperators),
      $group: $groupByValue,
      $lookup: $lookupByValue,
      $project: $projectInDocumentOrder,
      $sort: sortStage(collation),
    },
    projection: { ...projectionOperators, $elemMatch: $elemMatchProjection },
    query,
    window: windowOperators,
  });
}

const contexts = new Map<string, Context>();

function contextFor(collation: Collation | undefined, operators: OperatorSet): Context {
  const key = `${collation?.id ?? 'simple'} ${operators}`;
  let context = contexts.get(key);
  if (!context) contexts.set(key, (context = buildContext(collation, operators)));
  return context;
}

/** Whether a filter evaluates aggregation expressions ($expr), which need every operator. */
function mentionsExpressions(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(mentionsExpressions);
  if (!isPlainDocument(value)) return false;
  return Object.entries(value).some(
    ([key, inner]) => key === '$expr' || mentionsExpressions(inner),
  );
}

/** Whether a projection only includes or excludes fields (1, 0, true, false, nested): no operator. */
function onlyIncludesOrExcludes(projection: unknown): boolean {
  return (
    isPlainDocument(projection) &&
    Object.entries(projection).every(
      ([key, value]) =>
        !key.startsWith('$') &&
        (typeof value === 'number' || typeof value === 'boolean' || onlyIncludesOrExcludes(value)),
    )
  );
}

function operatorsNeeded(input: MingoOptionsInput): OperatorSet {
  if (input.onlyForProjection !== undefined && onlyIncludesOrExcludes(input.onlyForProjection))
    return 'none';
  if (input.onlyForFilters !== undefined && !mentionsExpressions(input.onlyForFilters))
    return 'queries';
  return 'all';
}

export interface MingoOptionsInput {
  /** Lets $lookup and friends read sibling collections. */
  resolveCollection?: (name: string) => Document[];
  /** Stages that write into their input need copies, since stored documents are frozen. */
  cloneInput?: boolean;
  /** A command's `let` variables, read as `$$name`. */
  variables?: Document;
  /** A command's collation (undefined for the simple one). */
  collation?: Collation;
  /**
   * The filters these options only serve to test (a find's, an update's and its arrayFilters).
   * Without $expr among them, the context holds the query operators alone: mingo copies its
   * context on every query and update, and copying every operator cost an update about 150 µs.
   */
  onlyForFilters?: unknown[];
  /**
   * The find projection these options only serve to apply. One that only includes or excludes
   * fields gets a context without operators, which mingo's Query copies for next to nothing.
   */
  onlyForProjection?: unknown;
}

export function mingoOptions(input: MingoOptionsInput = {}): Options {
  return {
    idKey: '_id',
    useStrictMode: true,
    scriptEnabled: false,
    failOnError: true,
    context: contextFor(input.collation, operatorsNeeded(input)),
    jsonSchemaValidator: jsonSchemaPredicate,
    processingMode: input.cloneInput ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
    ...(input.resolveCollection ? { collectionResolver: input.resolveCollection } : {}),
    ...(input.variables ? { variables: input.variables } : {}),
  } as Options;
}
