import type { Document } from 'bson';
import { Lazy } from 'mingo/lazy';
import { cloneDeep } from 'mingo/util';
import { commandError } from '../errors.js';
import {
  numericTypesOf,
  typesStillValid,
  withNumericTypes,
  type NumericType,
  type NumericTypes,
} from '../store/numeric-types.js';
import type { Collation } from './collation.js';
import { conditionOnArray, elementMatcher } from './matched-element.js';
import { isPlainDocument } from './paths.js';
import { mingoOptions } from './mingo-options.js';
import { $projectInDocumentOrder } from './project-stage.js';

/** The find (or findAndModify) whose documents are projected: the positional `$` re-reads it. */
export interface ProjectedQuery {
  filter: Document;
  collation?: Collation;
}

/** Applies a find projection. Returns new objects; the stored documents are untouched. */
export function projectDocuments(
  documents: Document[],
  projection: unknown,
  query: ProjectedQuery = { filter: {} },
): Document[] {
  if (projection === undefined || projection === null) return documents;
  if (!isPlainDocument(projection)) throw commandError('BadValue', 'projection must be a document');
  if (Object.keys(projection).length === 0 || documents.length === 0) return documents;
  const positional = Object.keys(projection).find((path) => path.endsWith('.$'));
  if (positional !== undefined) {
    // The array narrowed to its matching element, then an ordinary inclusion of the array.
    const field = positional.slice(0, -2);
    const narrow = matchedElementOnly(field, projection[positional], query);
    const inclusion = Object.fromEntries(
      Object.entries(projection).map(([path, value]) => [
        path === positional ? field : path,
        value,
      ]),
    );
    return projectDocuments(documents.map(narrow), inclusion);
  }
  const sliced = slicesWithoutInclusion(projection);
  if (sliced) {
    const { others, slices } = sliced;
    const kept = Object.keys(others).length > 0 ? projectDocuments(documents, others) : documents;
    return kept.map((document) => {
      let result = document;
      for (const [path, spec] of slices)
        result = sliceAt(result, path.split('.'), spec) as Document;
      return withNumericTypes(result, typesStillValid(numericTypesOf(document), result));
    });
  }
  // mingo's $project stage itself: a Query and its cursor would only add an empty filter.
  const input = excludesNestedField(projection) ? documents.map((d) => cloneDeep(d)) : documents;
  const projected = $projectInDocumentOrder(
    Lazy(input),
    projection,
    mingoOptions({ onlyForProjection: projection }),
  ).collect() as Document[];
  // mingo builds new objects; carry over the numeric types of the fields that survived.
  return projected.map((document, position) => {
    const source = documents[position] as Document;
    return withNumericTypes(document, typesStillValid(numericTypesOf(source), document));
  });
}

const isSliceOnly = (value: unknown): value is { $slice: unknown } =>
  isPlainDocument(value) && Object.keys(value).length === 1 && '$slice' in value;

/**
 * mongod counts `{arr: {$slice: n}}` as neither inclusion nor exclusion: unless another field is
 * included, every other field stays. mingo counts it as an inclusion and drops them. So such a
 * projection is split: its exclusions (if any) go to mingo, its slices are applied here.
 */
function slicesWithoutInclusion(
  projection: Document,
): { others: Document; slices: Array<[string, unknown]> } | undefined {
  const entries = Object.entries(projection);
  const slices = entries
    .filter(([, value]) => isSliceOnly(value))
    .map(([path, value]) => [path, (value as { $slice: unknown }).$slice] as [string, unknown]);
  if (slices.length === 0) return undefined;
  const others = entries.filter(([, value]) => !isSliceOnly(value));
  const includes = others.some(([path, value]) => path !== '_id' && value !== 0 && value !== false);
  return includes ? undefined : { others: Object.fromEntries(others), slices };
}

function sliceArray(array: unknown[], spec: unknown): unknown[] {
  if (typeof spec === 'number')
    return spec >= 0 ? array.slice(0, spec) : array.slice(Math.max(array.length + spec, 0));
  const [skip, limit] = Array.isArray(spec) ? spec : [];
  if (spec === undefined || !Array.isArray(spec) || spec.length !== 2 || typeof skip !== 'number')
    throw commandError('BadValue', '$slice only supports numbers and [skip, limit] arrays');
  if (typeof limit !== 'number' || limit <= 0)
    throw commandError('BadValue', '$slice limit must be positive');
  const start = skip < 0 ? Math.max(array.length + skip, 0) : skip;
  return array.slice(start, start + limit);
}

/** A copy of `value` with the array at the path sliced (in each element of arrays on the way). */
function sliceAt(value: unknown, segments: string[], spec: unknown): unknown {
  if (segments.length === 0) return Array.isArray(value) ? sliceArray(value, spec) : value;
  if (Array.isArray(value))
    return value.map((element) =>
      isPlainDocument(element) ? sliceAt(element, segments, spec) : element,
    );
  const [head, ...rest] = segments as [string, ...string[]];
  if (!isPlainDocument(value) || !(head in value)) return value;
  return { ...value, [head]: sliceAt(value[head], rest, spec) };
}

/**
 * Whether a projection removes a field below the top level (`'card.token': 0` or
 * `{card: {token: 0}}`). mingo deletes such a field from the nested object it was given rather
 * than from a copy, which on a frozen stored document silently does nothing: these need copies.
 */
export function excludesNestedField(projection: Document, nested = false): boolean {
  return Object.entries(projection).some(([path, value]) => {
    if (isPlainDocument(value))
      return (
        !Object.keys(value).some((key) => key.startsWith('$')) && excludesNestedField(value, true)
      );
    return (nested || path.includes('.')) && (value === 0 || value === false);
  });
}

const unsupportedPositional = (field: string) =>
  commandError(
    'InvalidOptions',
    `embedded-mongo supports the positional projection '${field}.$' only on an array of the document's top-level fields or subdocuments, with exactly one condition on '${field}' in the filter and no $and, $or or $nor; use a real MongoDB (MONGODB_URI)`,
  );

/**
 * For `field.$`: a copy of each document whose array holds only its first element matching the
 * filter's condition on that array, as mongod projects it. Filters where mongod's choice of
 * element is subtle (several conditions on the array, logical operators) are refused instead.
 */
function matchedElementOnly(
  field: string,
  inclusion: unknown,
  { filter, collation }: ProjectedQuery,
): (document: Document) => Document {
  if (inclusion !== 1 && inclusion !== true)
    throw commandError('BadValue', `positional projection '${field}.$' can only include`);
  const condition = conditionOnArray(filter, field);
  if (
    condition === undefined ||
    (isPlainDocument(condition[1]) &&
      Object.keys(condition[1]).length > 1 &&
      Object.keys(condition[1]).some((key) => key.startsWith('$')))
  )
    throw unsupportedPositional(field);
  const matches = elementMatcher(condition, field, collation);
  const segments = field.split('.');
  return (document) => {
    let array: unknown = document;
    for (const segment of segments) {
      if (!isPlainDocument(array)) throw unsupportedPositional(field);
      array = array[segment];
    }
    if (array === undefined) return document;
    if (!Array.isArray(array)) throw unsupportedPositional(field);
    const index = array.findIndex(matches);
    if (index < 0)
      throw commandError(
        'Location51246',
        "positional operator '.$' couldn't find a matching element in the array",
      );
    return withNumericTypes(
      withValueAt(document, segments, [array[index]]),
      typesOfElement(numericTypesOf(document), field, index),
    );
  };
}

/** A shallow copy of the document with the value at the path replaced. */
function withValueAt(document: Document, segments: string[], value: unknown): Document {
  const [head, ...rest] = segments as [string, ...string[]];
  return {
    ...document,
    [head]: rest.length === 0 ? value : withValueAt(document[head] as Document, rest, value),
  };
}

/** The numeric types of the array's element `index`, moved to element 0; other elements' go. */
function typesOfElement(
  types: NumericTypes | undefined,
  field: string,
  index: number,
): NumericTypes | undefined {
  if (!types) return undefined;
  const element = `${field}.${index}`;
  const kept = new Map<string, NumericType>();
  for (const [path, type] of types) {
    if (path === element || path.startsWith(`${element}.`))
      kept.set(`${field}.0${path.slice(element.length)}`, type);
    else if (!path.startsWith(`${field}.`)) kept.set(path, type);
  }
  return kept;
}
