import { ObjectId, Timestamp, type Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { updateOne } from 'mingo/updater';
import { cloneDeep, setValue } from 'mingo/util';
import { commandError } from '../errors.js';
import { encodeKey } from '../store/key-encoding.js';
import {
  numericTypesOf,
  typesStillValid,
  valueAt,
  withNumericTypes,
} from '../store/numeric-types.js';
import type { Collation } from './collation.js';
import { typesAfterOperatorUpdate } from './update-numeric-types.js';
import { mingoOptions } from './mingo-options.js';
import { isPlainDocument } from './paths.js';
import { checkUpdateApplies, checkUpdateOperators } from './update-refusals.js';

/** An update as the update and findAndModify commands carry it. */
export type UpdateSpec =
  | { kind: 'operators'; operators: Record<string, Document> }
  | { kind: 'replacement'; document: Document }
  | { kind: 'pipeline'; stages: Document[] };

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$setOnInsert',
]);

export function parseUpdateSpec(raw: unknown, arrayFilters?: Document[]): UpdateSpec {
  if (Array.isArray(raw)) {
    if (!raw.every(isPlainDocument))
      throw commandError('FailedToParse', 'an update pipeline must be an array of documents');
    return { kind: 'pipeline', stages: raw };
  }
  if (!isPlainDocument(raw))
    throw commandError('FailedToParse', 'the update must be a document or a pipeline');
  const keys = Object.keys(raw);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length === 0) return { kind: 'replacement', document: raw };
  if (operators.length !== keys.length)
    throw commandError('FailedToParse', 'an update cannot mix operators and plain fields');
  for (const operator of operators) {
    if (!UPDATE_OPERATORS.has(operator))
      throw commandError('FailedToParse', `Unknown modifier: ${operator}`);
    if (!isPlainDocument(raw[operator])) {
      throw commandError(
        'FailedToParse',
        `Modifiers operate on fields but we found a non-document for ${operator}`,
      );
    }
  }
  checkUpdateOperators(raw as Record<string, Document>, arrayFilters);
  return { kind: 'operators', operators: raw as Record<string, Document> };
}

/** The command's `let` variables, and its collation (the positional `$` re-matches the filter). */
export interface UpdateScope {
  variables?: Document;
  collation?: Collation;
}

export interface UpdateOutcome {
  document: Document;
  changed: boolean;
}

/**
 * Computes the new version of a stored document. The stored (frozen) document is never
 * touched: operators run on a deep copy. `filter` feeds the positional `$` operator.
 */
export function updateDocument(
  stored: Document,
  update: UpdateSpec,
  filter: Document,
  arrayFilters: Document[] | undefined,
  inserting = false,
  scope: UpdateScope = {},
): UpdateOutcome {
  const { variables, collation } = scope;
  if (update.kind === 'pipeline') {
    const [result] = new Aggregator(
      update.stages,
      mingoOptions({ cloneInput: true, variables }),
    ).run([stored]) as Document[];
    const document = withOriginalId(stored, result ?? {});
    withNumericTypes(document, typesStillValid(numericTypesOf(stored), document));
    return { document, changed: encodeKey(document) !== encodeKey(stored) };
  }
  if (update.kind === 'replacement') {
    const document = withNumericTypes(
      withOriginalId(stored, update.document),
      numericTypesOf(update.document),
    );
    return { document, changed: changedWithTypes(stored, document) };
  }
  const { $setOnInsert, ...operators } = update.operators;
  if (inserting && $setOnInsert) operators.$set = { ...operators.$set, ...$setOnInsert };
  setTimestamps(operators);
  const copy = cloneDeep(stored) as Document;
  // mingo refuses any $set of _id; mongod accepts one that keeps the _id, and an upsert whose
  // filter names no _id takes the one its update sets. So _id is handled here.
  if (operators.$set && '_id' in operators.$set) {
    const { _id, ...others } = operators.$set;
    if (inserting && stored._id === undefined) copy._id = _id;
    else if (encodeKey(_id) !== encodeKey(stored._id)) throw immutableIdError();
    operators.$set = others;
  }
  const nonEmpty = Object.fromEntries(
    Object.entries(operators).filter(([, fields]) => Object.keys(fields).length > 0),
  );
  if (Object.keys(nonEmpty).length === 0) return { document: copy, changed: false };
  checkUpdateApplies(copy, nonEmpty, numericTypesOf(stored), { filter, arrayFilters, collation });
  const created = createPushTargets(copy, nonEmpty.$push);
  const documents = [copy];
  const result = updateOne(
    documents,
    // The stored document matched already; mingo needs the filter only to resolve `$`.
    inserting || !usesPositional(nonEmpty) ? {} : filter,
    nonEmpty,
    { arrayFilters, cloneMode: 'deep' },
    mingoOptions({ variables, collation, onlyForFilters: [filter, arrayFilters] }),
  );
  const document = documents[0] as Document;
  if (encodeKey(document._id) !== encodeKey(copy._id)) throw immutableIdError();
  if (namesArrayIndex(nonEmpty)) padArrayHoles(document);
  withNumericTypes(
    document,
    typesAfterOperatorUpdate(stored, document, update.operators, inserting),
  );
  return {
    document,
    changed: result.modifiedCount > 0 || created || !sameTypes(stored, document),
  };
}

/**
 * mingo's `$push` onto a missing field stores `$each` as given, skipping `$sort`, `$slice` and
 * `$position`; mongod applies them to the new array. So each missing target (named without
 * positional parts) starts as an empty array. Returns whether any was created.
 */
function createPushTargets(document: Document, push: Document | undefined): boolean {
  let created = false;
  for (const [path, spec] of Object.entries(push ?? {})) {
    if (isPlainDocument(spec) && '$each' in spec && !path.includes('$')) {
      if (valueAt(document, path) === undefined) {
        setValue(document, path, []);
        created = true;
      }
    }
  }
  return created;
}

/**
 * mingo's `$currentDate: {$type: 'timestamp'}` stores milliseconds as a number; mongod stores a
 * BSON Timestamp. Those paths become a `$set` of one (a path `$set` already names stays, so mingo
 * still reports the conflict).
 */
function setTimestamps(operators: Record<string, Document>): void {
  const { $currentDate } = operators;
  if (!$currentDate) return;
  const dates: Document = {};
  const timestamps: Document = {};
  for (const [path, spec] of Object.entries($currentDate)) {
    const isTimestamp = isPlainDocument(spec) && spec.$type === 'timestamp';
    if (isTimestamp && !(path in (operators.$set ?? {}))) timestamps[path] = nextTimestamp();
    else dates[path] = spec;
  }
  operators.$currentDate = dates;
  operators.$set = { ...operators.$set, ...timestamps };
}

let lastTimestamp = { t: 0, i: 0 };

/** The current second, with an increment that keeps timestamps unique and increasing, as mongod's. */
function nextTimestamp(): Timestamp {
  const t = Math.floor(Date.now() / 1000);
  lastTimestamp =
    t > lastTimestamp.t ? { t, i: 1 } : { t: lastTimestamp.t, i: lastTimestamp.i + 1 };
  return new Timestamp(lastTimestamp);
}

/** Whether a path names the array element the filter matched: `items.$` or `items.$.qty`. */
const POSITIONAL_PATH = /\.\$(?:\.|$)/;

function usesPositional(operators: Record<string, Document>): boolean {
  return Object.values(operators).some((fields) =>
    Object.keys(fields).some((path) => POSITIONAL_PATH.test(path)),
  );
}

/** Whether a path names an array element by index: `items.3` or `items.3.qty`. */
const INDEX_PATH = /\.\d+(?:\.|$)/;

function namesArrayIndex(operators: Record<string, Document>): boolean {
  return Object.values(operators).some((fields) =>
    Object.keys(fields).some((path) => INDEX_PATH.test(path)),
  );
}

/** Setting `a.5` on a shorter array leaves holes in mingo; mongod pads the gap with nulls. */
function padArrayHoles(value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === undefined) value[i] = null;
      else padArrayHoles(value[i]);
    }
  } else if (isPlainDocument(value)) for (const inner of Object.values(value)) padArrayHoles(inner);
}

const immutableIdError = () =>
  commandError(
    'ImmutableField',
    "Performing an update on the path '_id' would modify the immutable field '_id'",
  );

/** Setting 2 where Long(2) was is still a change: the stored type differs. */
function sameTypes(a: Document, b: Document): boolean {
  const typesA = numericTypesOf(a);
  const typesB = numericTypesOf(b);
  if ((typesA?.size ?? 0) !== (typesB?.size ?? 0)) return false;
  for (const [path, type] of typesA ?? []) if (typesB?.get(path) !== type) return false;
  return true;
}

function changedWithTypes(stored: Document, document: Document): boolean {
  return encodeKey(document) !== encodeKey(stored) || !sameTypes(stored, document);
}

/** A replacement keeps the _id of the document it replaces, first, as mongod stores it. */
function withOriginalId(stored: Document, replacement: Document): Document {
  if (replacement._id !== undefined && encodeKey(replacement._id) !== encodeKey(stored._id)) {
    throw commandError(
      'ImmutableField',
      "After applying the update, the (immutable) field '_id' was found to have been altered",
    );
  }
  return { _id: stored._id, ...withoutId(replacement) };
}

function withoutId(document: Document): Document {
  const copy = { ...document };
  delete copy._id;
  return copy;
}

/**
 * The document an upsert inserts: the filter's equality fields (including _id), then
 * the update applied with $setOnInsert enabled. It gets a new ObjectId when none is given;
 * a filter on `{_id: null}` gives a null _id, as mongod stores it.
 */
export function buildUpsertDocument(
  filter: Document,
  update: UpdateSpec,
  variables?: Document,
): Document {
  const seed: Document = {};
  collectEqualities(filter, seed);
  if (update.kind === 'replacement') {
    const document = {
      _id:
        '_id' in update.document ? update.document._id : '_id' in seed ? seed._id : new ObjectId(),
      ...withoutId(update.document),
    };
    return withNumericTypes(document, numericTypesOf(update.document));
  }
  // Without an _id in the filter, the update may set one; a new ObjectId otherwise.
  const base: Document = '_id' in seed ? { _id: seed._id } : {};
  for (const [path, value] of Object.entries(seed))
    if (path !== '_id') setValue(base, path, cloneDeep(value));
  const { document } = updateDocument(base, update, {}, undefined, true, { variables });
  // A pipeline's result carries `_id: undefined` over from the _id-less base.
  const _id = document._id !== undefined ? document._id : new ObjectId();
  return withNumericTypes({ _id, ...withoutId(document) }, numericTypesOf(document));
}

function collectEqualities(filter: Document, into: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainDocument(clause)) collectEqualities(clause, into);
      continue;
    }
    if (field.startsWith('$')) continue;
    if (isPlainDocument(condition)) {
      const keys = Object.keys(condition);
      if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) {
        if ('$eq' in condition) into[field] = condition.$eq;
        continue;
      }
    }
    into[field] = condition;
  }
}
