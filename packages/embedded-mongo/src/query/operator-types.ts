import type { Iterator } from 'mingo/lazy';
import type { AnyObject, Options } from 'mingo/types';

/**
 * The shapes of mingo's operators, as the engine wraps them (operand checks, exact numbers,
 * equality by value): mingo's own types name them loosely.
 */

/** A query operator: builds the predicate a filter's `{selector: {$op: value}}` asks for. */
export type QueryOperator = (
  selector: string,
  value: unknown,
  options: Options,
) => (document: AnyObject) => boolean;
export type QueryOperators = Record<string, QueryOperator>;

/** An aggregation expression operator: its value for one document. */
export type ExpressionOperator = (
  document: AnyObject,
  expression: unknown,
  options: Options,
) => unknown;

/** An accumulator: its value over a group's documents. */
export type AccumulatorOperator = (
  collection: AnyObject[],
  expression: unknown,
  options: Options,
) => unknown;

/** A pipeline stage. */
export type PipelineOperator = (
  collection: Iterator,
  expression: AnyObject,
  options: Options,
) => Iterator;
