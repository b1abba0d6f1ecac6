import type { Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { cloneDeep } from 'mingo/util';
import { commandError } from '../errors.js';
import type { Collection } from '../store/collection.js';
import type { Collation } from './collation.js';
import type { IndexSpec } from '../store/index-spec.js';
import { compileFilter, heldByHintedIndex } from './find.js';
import { mingoOptions } from './mingo-options.js';
import { isPlainDocument } from './paths.js';
import { candidateDocuments } from './planner.js';
import { excludesNestedField } from './projection.js';

/** Stages that only read their input documents; any other stage gets deep copies. */
const READ_ONLY_STAGES = new Set([
  '$match',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$group',
  '$sortByCount',
]);

/** Stages that write a collection: the aggregate command runs them itself, last. */
export const OUTPUT_STAGES = new Set(['$out', '$merge']);

const REFUSED_STAGES: Record<string, string> = {
  $geoNear: '$geoNear is not supported by embedded-mongo (no geo indexes)',
  $search: '$search is not supported by embedded-mongo',
  $changeStream: 'change streams are not supported by embedded-mongo',
  $currentOp: '$currentOp is not supported by embedded-mongo',
  $listSessions: '$listSessions is not supported by embedded-mongo',
  $indexStats: '$indexStats is not supported by embedded-mongo',
  $collStats: '$collStats is only supported as the first stage of a collection aggregate',
  // mingo runs window functions through $function, which is off (scripts disabled).
  $setWindowFields:
    '$setWindowFields is not supported by embedded-mongo; use $group, or a real MongoDB (MONGODB_URI)',
};

/** Refuses stages the engine cannot run; `$out`/`$merge` only as the last stage of the top pipeline. */
export function validatePipeline(pipeline: Document[], outputAllowed = false): void {
  pipeline.forEach((stage, position) => {
    const names = Object.keys(stage);
    if (names.length !== 1)
      throw commandError(
        'BadValue',
        'A pipeline stage specification object must contain exactly one field.',
      );
    const name = names[0] as string;
    const refusal = REFUSED_STAGES[name];
    if (refusal) throw commandError('InvalidOptions', refusal);
    if (OUTPUT_STAGES.has(name)) {
      if (!outputAllowed)
        throw commandError(
          'Location51047',
          `${name} is not allowed to be used within a $lookup, $facet or $unionWith`,
        );
      if (position !== pipeline.length - 1)
        throw commandError('Location40601', `${name} can only be the final stage in the pipeline`);
    }
    const inner = stage[name];
    if (name === '$project' && isPlainDocument(inner) && hasPositionalPath(inner)) {
      throw commandError(
        'Location31324',
        'Invalid $project :: caused by :: Cannot use positional projection in aggregation projection',
      );
    }
    if (name === '$facet' && isPlainDocument(inner)) {
      for (const subPipeline of Object.values(inner))
        if (Array.isArray(subPipeline)) validatePipeline(subPipeline);
    }
    if (
      (name === '$lookup' || name === '$unionWith') &&
      isPlainDocument(inner) &&
      Array.isArray(inner.pipeline)
    ) {
      validatePipeline(inner.pipeline);
    }
  });
}

/** `'arr.$'` is find's positional projection; mongod refuses it in a pipeline's $project. */
function hasPositionalPath(projection: Document): boolean {
  return Object.entries(projection).some(
    ([path, value]) =>
      path.split('.').includes('$') ||
      (isPlainDocument(value) &&
        !Object.keys(value).some((key) => key.startsWith('$')) &&
        hasPositionalPath(value)),
  );
}

function isReadOnly(pipeline: Document[]): boolean {
  return pipeline.every((stage) => {
    const name = Object.keys(stage)[0] as string;
    const inner = stage[name];
    if (name === '$project') return isPlainDocument(inner) && !excludesNestedField(inner);
    if (READ_ONLY_STAGES.has(name)) return true;
    // $lookup copies each input document before adding its (undotted) output field.
    return (
      name === '$lookup' &&
      isPlainDocument(inner) &&
      typeof inner.as === 'string' &&
      !inner.as.includes('.') &&
      !inner.pipeline
    );
  });
}

/**
 * Runs a pipeline over a collection (or over no input for `aggregate: 1`). A leading
 * $match is answered through the indexes, so countDocuments({email}) does not scan.
 */
export interface PipelineScope {
  variables?: Document;
  collation?: Collation;
  hintedIndex?: IndexSpec;
}

export function runPipeline(
  source: Collection | undefined,
  pipeline: Document[],
  resolveCollection: (name: string) => Document[],
  { variables, collation, hintedIndex }: PipelineScope = {},
): Document[] {
  validatePipeline(pipeline);
  let input: Document[];
  let stages = pipeline;
  const first = pipeline[0];
  const held = heldByHintedIndex(hintedIndex);
  if (source && first && isPlainDocument(first.$match)) {
    const matches = compileFilter(first.$match, variables, collation);
    input = [];
    const candidates = collation ? source.all() : candidateDocuments(source, first.$match);
    for (const document of candidates)
      if ((!held || held(document)) && matches(document)) input.push(document);
    stages = pipeline.slice(1);
  } else {
    input = source ? [...source.all()] : [];
    if (held) input = input.filter(held);
  }
  if (stages.length === 0) return input;
  const cloneInput = !isReadOnly(stages);
  const resolver = cloneInput
    ? (name: string) => resolveCollection(name).map((document) => cloneDeep(document) as Document)
    : resolveCollection;
  const aggregator = new Aggregator(
    stages,
    mingoOptions({ resolveCollection: resolver, cloneInput, variables, collation }),
  );
  return aggregator.run(input) as Document[];
}
