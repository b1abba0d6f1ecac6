import type { Document } from 'bson';
import { unique } from 'mingo/util';
import { commandError, describeBson } from '../errors.js';
import type { NumericTypes } from '../store/numeric-types.js';
import { bsonTypeOf } from './bson-type.js';
import { uniqueByValue } from './by-value.js';
import type { Collation } from './collation.js';
import { compileFilter } from './find.js';
import { conditionOnArray, elementMatcher } from './matched-element.js';
import { isPlainDocument } from './paths.js';

/**
 * Updates mongod refuses but mingo would apply silently, half-apply or drop: checked
 * before mingo runs, so a refused update never changes the stored document.
 */

/** Operators that create their field (and its parents) when it is missing. */
const CREATING = new Set([
  '$set',
  '$setOnInsert',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$currentDate',
  '$push',
  '$addToSet',
  '$bit',
]);
const ARITHMETIC: Record<string, string> = { $inc: 'increment', $mul: 'multiply' };
const ARRAY_APPENDING = new Set(['$push', '$addToSet']);
/** Operators that remove from an array: a missing or unreachable field is a no-op. */
const ARRAY_CULLING = new Set(['$pop', '$pull', '$pullAll']);
const NUMERIC_BSON_TYPES = new Set(['Int32', 'Double', 'Long', 'Decimal128']);
const ARRAY_INDEX = /^\d+$/;
/** `$[id]` in an update path. */
const ARRAY_FILTER_IDENTIFIER = /\$\[([^\]]+)\]/g;

const isNumeric = (value: unknown): boolean =>
  typeof value === 'number' ||
  NUMERIC_BSON_TYPES.has((value as { _bsontype?: string } | null)?._bsontype ?? '');

/** A Decimal128 or a Long beyond 2^53: mingo's update operators order these wrongly. */
const isNumberObject = (value: unknown): boolean => isNumeric(value) && typeof value !== 'number';

/**
 * Stored numbers are JS numbers, except a Decimal128 or a Long beyond 2^53, which stay BSON
 * objects that mingo's arithmetic silently leaves unchanged. An integer result beyond 2^53 would
 * lose digits. mongod computes all of these exactly (or refuses a Long overflow), so refuse them.
 */
function inexactArithmetic(operator: string, path: string): Error {
  return commandError(
    'InvalidOptions',
    `embedded-mongo cannot ${ARITHMETIC[operator]} '${path}' exactly: Decimal128 values and integers beyond 2^53 are not computed; use a real MongoDB (MONGODB_URI)`,
  );
}

/** Refusals that do not depend on the document: mongod parses them before matching any. */
export function checkUpdateOperators(
  operators: Record<string, Document>,
  arrayFilters: Document[] | undefined,
): void {
  for (const [operator, verb] of Object.entries(ARITHMETIC)) {
    for (const [path, operand] of Object.entries(operators[operator] ?? {})) {
      if (!isNumeric(operand)) {
        throw commandError(
          'TypeMismatch',
          `Cannot ${verb} with non-numeric argument: {${path}: ${describeBson(operand)}}`,
        );
      }
      if (typeof operand !== 'number') throw inexactArithmetic(operator, path);
    }
  }
  for (const spec of Object.values(operators.$push ?? {}))
    if (isPlainDocument(spec) && '$sort' in spec) checkPushSort(spec.$sort);
  checkConflicts(operators);
  const given = new Set(
    (arrayFilters ?? []).map((filter) => Object.keys(filter)[0]?.split('.')[0]),
  );
  const used = new Set<string | undefined>();
  for (const fields of Object.values(operators)) {
    for (const path of Object.keys(fields)) {
      for (const [, identifier] of path.matchAll(ARRAY_FILTER_IDENTIFIER)) {
        if (!given.has(identifier))
          throw commandError(
            'BadValue',
            `No array filter found for identifier '${identifier}' in path '${path}'`,
          );
        used.add(identifier);
      }
    }
  }
  for (const filter of arrayFilters ?? []) {
    const identifier = Object.keys(filter)[0]?.split('.')[0];
    if (identifier !== undefined && !used.has(identifier)) {
      throw commandError(
        'FailedToParse',
        `The array filter for identifier '${identifier}' was not used in the update ${describeBson(operators)}`,
      );
    }
  }
}

/** `$push`'s `$sort` is 1, -1 or a document of them; mingo ignores a bad one, and all but a first field. */
function checkPushSort(sort: unknown): void {
  const directions = isPlainDocument(sort) ? Object.values(sort) : [sort];
  if (directions.length === 0 || !directions.every((d) => d === 1 || d === -1))
    throw commandError('BadValue', 'The $sort element value must be either 1 or -1');
  if (directions.length > 1) {
    throw commandError(
      'InvalidOptions',
      'embedded-mongo sorts $push by one field only; use a real MongoDB (MONGODB_URI)',
    );
  }
}

/**
 * Two paths of one update conflict when one is the other or lies inside it ('a' and 'a.b'),
 * whatever their operators: mongod refuses that at parse time, naming the later path and the
 * shorter one. A $rename touches both its source and its target. An empty path or field name
 * ('', 'a..b') is refused too; mingo would create a field named ''.
 */
function checkConflicts(operators: Record<string, Document>): void {
  const seen: string[][] = [];
  for (const [operator, fields] of Object.entries(operators)) {
    for (const [path, operand] of Object.entries(fields)) {
      const paths = operator === '$rename' ? [path, String(operand)] : [path];
      for (const dotted of paths) {
        const parts = dotted.split('.');
        if (dotted === '')
          throw commandError('EmptyFieldName', 'An empty update path is not valid.');
        if (parts.includes('')) {
          throw commandError(
            'EmptyFieldName',
            `The update path '${dotted}' contains an empty field name, which is not allowed.`,
          );
        }
        for (const earlier of seen) {
          const shorter = parts.length <= earlier.length ? parts : earlier;
          if (shorter.every((part, index) => parts[index] === earlier[index])) {
            throw commandError(
              'ConflictingUpdateOperators',
              `Updating the path '${dotted}' would create a conflict at '${shorter.join('.')}'`,
            );
          }
        }
        seen.push(parts);
      }
    }
  }
}

/** Refusals that depend on what the document holds along each update path. */
export function checkUpdateApplies(
  document: Document,
  operators: Record<string, Document>,
  types: NumericTypes | undefined,
  scope: PositionalScope,
): void {
  for (const [operator, fields] of Object.entries(operators)) {
    for (const [path, operand] of Object.entries(fields)) {
      if (operator === '$rename') checkRename(document, path, String(operand));
      else if (CREATING.has(operator) || ARRAY_CULLING.has(operator)) {
        for (const concrete of elementPaths(document, path, scope)) {
          if (CREATING.has(operator)) checkLeaf(document, operator, concrete, types, operand);
          else checkCulledArray(document, operator, concrete, types);
        }
      }
    }
  }
}

/** What picks the elements a positional path names: the update's filter and arrayFilters. */
export interface PositionalScope {
  filter: Document;
  arrayFilters: Document[] | undefined;
  collation: Collation | undefined;
}

/**
 * The element paths a positional path names in this document, so each is checked as mongod
 * checks them all before changing any: 'g.$[].k' is 'g.0.k' and 'g.1.k'; 'g.$[e].k' those whose
 * element the array filter for e matches; 'g.$.k' the first element the filter matched. A
 * path without them is itself. Where the element cannot be told (a `$` under a filter with
 * several conditions on the array, or logical operators), none is checked here.
 */
function elementPaths(document: Document, path: string, scope: PositionalScope): string[] {
  if (!path.includes('$')) return [path];
  let partials: Array<{ segments: string[]; value: unknown }> = [{ segments: [], value: document }];
  for (const segment of path.split('.')) {
    partials = partials.flatMap(({ segments, value }) => {
      const positional = segment === '$' || /^\$\[[^\]]*\]$/.test(segment);
      if (!positional) {
        const next =
          value !== null && typeof value === 'object' ? child(value, segment) : undefined;
        return [{ segments: [...segments, segment], value: next }];
      }
      if (!Array.isArray(value)) return [];
      const picks = elementPicker(segment, segments.join('.'), scope);
      return value.flatMap((element, index) =>
        picks?.(element, index, value) === true
          ? [{ segments: [...segments, String(index)], value: element }]
          : [],
      );
    });
  }
  return partials.map(({ segments }) => segments.join('.'));
}

type ElementPicker = (element: unknown, index: number, array: unknown[]) => boolean;

function elementPicker(
  segment: string,
  arrayPath: string,
  { filter, arrayFilters, collation }: PositionalScope,
): ElementPicker | undefined {
  if (segment === '$[]') return () => true;
  if (segment === '$') {
    const condition = conditionOnArray(filter, arrayPath);
    if (condition === undefined) return undefined;
    const matches = elementMatcher(condition, arrayPath, collation);
    return (_element, index, array) => array.findIndex(matches) === index;
  }
  const identifier = segment.slice(2, -1);
  const arrayFilter = arrayFilters?.find(
    (candidate) => Object.keys(candidate)[0]?.split('.')[0] === identifier,
  );
  if (arrayFilter === undefined) return undefined;
  const matches = compileFilter(arrayFilter, undefined, collation);
  return (element) => matches({ [identifier]: element });
}

function checkLeaf(
  document: Document,
  operator: string,
  path: string,
  types: NumericTypes | undefined,
  operand: unknown,
): void {
  const segments = path.split('.');
  const parent = viableParent(document, segments);
  const field = segments[segments.length - 1] as string;
  const value = parent === undefined ? undefined : child(parent, field);
  if (value === undefined) return;
  const type = () => bsonTypeOf(value, types?.get(path));
  if (operator in ARITHMETIC && !isNumeric(value)) {
    throw commandError(
      'TypeMismatch',
      `Cannot apply ${operator} to a value of non-numeric type. {${describeId(document)}} has the field '${field}' of non-numeric type ${type()}`,
    );
  }
  if (operator in ARITHMETIC) {
    if (typeof value !== 'number' || typeof operand !== 'number')
      throw inexactArithmetic(operator, path);
    const result = operator === '$inc' ? value + operand : value * operand;
    if (Number.isInteger(value) && Number.isInteger(operand) && !Number.isSafeInteger(result))
      throw inexactArithmetic(operator, path);
  }
  if (
    (operator === '$min' || operator === '$max') &&
    (isNumberObject(value) || isNumberObject(operand))
  )
    throw commandError(
      'InvalidOptions',
      `embedded-mongo cannot apply ${operator} to '${path}' exactly: Decimal128 values and integers beyond 2^53 are not compared by update operators; use a real MongoDB (MONGODB_URI)`,
    );
  if (ARRAY_APPENDING.has(operator) && !Array.isArray(value)) {
    throw commandError(
      'BadValue',
      `The field '${field}' must be an array but is of type ${type()} in document {${describeId(document)}}`,
    );
  }
  if (operator === '$addToSet') checkAddedToSet(value as unknown[], operand, path);
}

/**
 * mingo's $addToSet tells values apart by JS identity, so it would add 5 beside a
 * Decimal128('5'), which mongod counts as present: refused where the two would differ.
 */
function checkAddedToSet(array: unknown[], operand: unknown, path: string): void {
  const added =
    isPlainDocument(operand) && Array.isArray(operand.$each) ? operand.$each : [operand];
  const all = [...array, ...added];
  if (uniqueByValue(all).length !== unique(all).length)
    throw commandError(
      'InvalidOptions',
      `embedded-mongo cannot apply $addToSet to '${path}' exactly: it would add a number equal to one of another BSON type (Decimal128, or an integer beyond 2^53) already in the set; use a real MongoDB (MONGODB_URI)`,
    );
}

/** mingo pops and pulls nothing from a field that is not an array; mongod refuses it. */
function checkCulledArray(
  document: Document,
  operator: string,
  path: string,
  types: NumericTypes | undefined,
): void {
  let value: unknown = document;
  for (const segment of path.split('.')) {
    value = value !== null && typeof value === 'object' ? child(value, segment) : undefined;
    if (value === undefined) return;
  }
  if (Array.isArray(value)) return;
  if (operator === '$pop') {
    throw commandError(
      'TypeMismatch',
      `Path '${path}' contains an element of non-array type '${bsonTypeOf(value, types?.get(path))}'`,
    );
  }
  throw commandError('BadValue', 'Cannot apply $pull to a non-array value');
}

/**
 * The document or array holding the path's last field; undefined when a parent is missing
 * (the update creates it). A parent that cannot hold the next field is mongod's PathNotViable.
 */
function viableParent(document: Document, segments: string[]): object | undefined {
  let current: object = document;
  for (let depth = 0; depth < segments.length - 1; depth++) {
    const name = segments[depth] as string;
    const next = child(current, name);
    if (next === undefined) return undefined;
    const nextField = segments[depth + 1] as string;
    const viable = Array.isArray(next) ? ARRAY_INDEX.test(nextField) : isPlainDocument(next);
    if (!viable) {
      throw commandError(
        'PathNotViable',
        `Cannot create field '${nextField}' in element {${name}: ${describeBson(next)}}`,
      );
    }
    current = next as object;
  }
  return current;
}

function child(container: object, field: string): unknown {
  if (Array.isArray(container))
    return ARRAY_INDEX.test(field) ? container[Number(field)] : undefined;
  return isPlainDocument(container) ? container[field] : undefined;
}

/** mongod refuses a $rename from or to a field inside an array; mingo drops the source. */
function checkRename(document: Document, from: string, to: string): void {
  const source = from.split('.');
  let value: unknown = document;
  let arrayField: string | undefined;
  for (const [depth, segment] of source.entries()) {
    if (Array.isArray(value)) arrayField ??= source[depth - 1];
    value = value !== null && typeof value === 'object' ? child(value, segment) : undefined;
  }
  // Renaming a missing field is a no-op, whatever the destination.
  if (value === undefined) return;
  if (arrayField !== undefined) throw renameError('source', from, document, arrayField);
  const destination = to.split('.');
  let parent: unknown = document;
  for (const segment of destination.slice(0, -1)) {
    parent = child(parent as object, segment);
    if (Array.isArray(parent)) throw renameError('destination', to, document, segment);
    if (!isPlainDocument(parent)) break;
  }
  viableParent(document, destination);
}

const renameError = (end: string, path: string, document: Document, arrayField: string) =>
  commandError(
    'BadValue',
    `The ${end} field cannot be an array element, '${path}' in doc with ${describeId(document)} has an array field called '${arrayField}'`,
  );

const describeId = (document: Document): string =>
  document._id === undefined ? '' : `_id: ${describeBson(document._id)}`;
