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
import { jsonSchemaPredicate } from './json-schema.js';
import { parseSortSpec, sortDocuments } from './sort.js';

/** mingo's $sort orders ObjectIds after dates; this one follows BSON type order like the find command. */
function $sort(collection: Iterator, expression: AnyObject, _options: Options): Iterator {
  const spec = parseSortSpec(expression);
  if (!spec) throw new Error('$sort specification is invalid');
  return collection.transform((documents) => Lazy(sortDocuments(documents as Document[], spec)));
}

const context = Context.init({
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: { ...pipelineOperators, $sort },
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
});

export interface MingoOptionsInput {
  /** Lets $lookup and friends read sibling collections. */
  resolveCollection?: (name: string) => Document[];
  /** Stages that write into their input need copies, since stored documents are frozen. */
  cloneInput?: boolean;
  /** A command's `let` variables, read as `$$name`. */
  variables?: Document;
}

export function mingoOptions(input: MingoOptionsInput = {}): Options {
  return {
    idKey: '_id',
    useStrictMode: true,
    scriptEnabled: false,
    failOnError: true,
    context,
    jsonSchemaValidator: jsonSchemaPredicate,
    processingMode: input.cloneInput ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
    ...(input.resolveCollection ? { collectionResolver: input.resolveCollection } : {}),
    ...(input.variables ? { variables: input.variables } : {}),
  } as Options;
}
