import { type Document } from 'bson';
import { commandError, DuplicateKeyError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { isPlainDocument } from '../query/paths.js';
import { parseUpdateSpec, updateDocument } from '../query/update.js';
import type { Collection } from '../store/collection.js';
import type { IndexSpec } from '../store/index-spec.js';
import type { CommandContext } from './context.js';
import { checkDocumentValidation } from './document-validation.js';
import { withId } from './writes.js';

interface OutputOptions {
  bypassValidation: boolean;
  variables: Document | undefined;
}

/** `'name'` or `{db, coll}`, as both $out and $merge's `into` accept. */
function targetOf(raw: unknown, context: CommandContext, stage: string): Collection {
  if (typeof raw === 'string' && raw !== '') return context.catalog.ensure(context.database, raw);
  if (isPlainDocument(raw) && typeof raw.coll === 'string') {
    const database = typeof raw.db === 'string' ? raw.db : context.database;
    return context.catalog.ensure(database, raw.coll);
  }
  throw commandError('FailedToParse', `${stage} needs a collection name or {db, coll}`);
}

/**
 * $out: the target's documents are swapped for the results, all or nothing; its indexes
 * and options stay. A unique-index violation leaves the old documents in place.
 */
function writeOut(
  spec: unknown,
  results: Document[],
  context: CommandContext,
  options: OutputOptions,
): void {
  const target = targetOf(spec, context, '$out');
  const previous = [...target.all()];
  for (const document of previous) target.remove(document);
  const inserted: Document[] = [];
  try {
    for (const result of results) {
      const document = withId(result);
      checkDocumentValidation(target, document, undefined, options.bypassValidation);
      inserted.push(target.insert(document));
    }
  } catch (error) {
    for (const document of inserted) target.remove(document);
    for (const document of previous) target.insert(document);
    throw error;
  }
}

/** $merge's `on` fields must be backed by a unique index (except _id), as mongod requires. */
interface MergeKey {
  fields: string[];
  index: IndexSpec;
}

function mergeKeys(raw: unknown, target: Collection): MergeKey {
  const fields = raw === undefined ? ['_id'] : typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(fields) || fields.length === 0 || !fields.every((f) => typeof f === 'string'))
    throw commandError('FailedToParse', "$merge 'on' must be a field name or an array of them");
  const wanted = [...fields].sort().join('\0');
  const unique = (spec: Document): boolean =>
    spec.name === '_id_' || (spec.unique === true && spec.partialFilterExpression === undefined);
  const index = target
    .indexSpecs()
    .find((spec) => unique(spec) && Object.keys(spec.key).sort().join('\0') === wanted);
  if (!index)
    throw commandError(
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
    );
  return { fields, index };
}

function mergeOne(
  target: Collection,
  result: Document,
  key: MergeKey,
  spec: Document,
  options: OutputOptions,
): void {
  const filter: Document = {};
  for (const field of key.fields) {
    if (result[field] === undefined && field !== '_id')
      throw commandError(
        'Location51183',
        `$merge write error: 'on' field '${field}' cannot be missing`,
      );
    filter[field] = result[field];
  }
  const [existing] = findDocuments(target, { filter, limit: 1 });
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (!existing) {
    if (whenNotMatched === 'discard') return;
    if (whenNotMatched === 'fail')
      throw commandError(
        'MergeStageNoMatchingDocument',
        '$merge could not find a matching document in the target collection for at least one document in the source collection',
      );
    const document = withId(result);
    checkDocumentValidation(target, document, undefined, options.bypassValidation);
    target.insert(document);
    return;
  }
  if (whenMatched === 'keepExisting') return;
  // As mongod reports it: the insert that met the matching document's key.
  if (whenMatched === 'fail')
    throw new DuplicateKeyError(target.namespace, key.index.name, key.index.key, filter);
  let next: Document;
  if (whenMatched === 'replace') next = { ...result, _id: existing._id };
  else if (whenMatched === 'merge') next = { ...existing, ...result, _id: existing._id };
  else if (Array.isArray(whenMatched)) {
    const variables = { ...options.variables, ...(spec.let as Document | undefined), new: result };
    next = updateDocument(existing, parseUpdateSpec(whenMatched), {}, undefined, false, {
      variables,
    }).document;
  } else
    throw commandError(
      'BadValue',
      `$merge: unknown whenMatched mode ${JSON.stringify(whenMatched)}`,
    );
  checkDocumentValidation(target, next, existing, options.bypassValidation);
  target.replace(existing, next);
}

function writeMerge(
  raw: unknown,
  results: Document[],
  context: CommandContext,
  options: OutputOptions,
): void {
  const spec: Document = typeof raw === 'string' ? { into: raw } : isPlainDocument(raw) ? raw : {};
  const target = targetOf(spec.into, context, '$merge');
  const key = mergeKeys(spec.on, target);
  for (const result of results) mergeOne(target, result, key, spec, options);
}

/** Runs a pipeline's final $out or $merge stage over the results of the stages before it. */
export function writeAggregateOutput(
  stage: Document,
  results: Document[],
  context: CommandContext,
  options: OutputOptions,
): void {
  if ('$out' in stage) writeOut(stage.$out, results, context, options);
  else writeMerge(stage.$merge, results, context, options);
}
