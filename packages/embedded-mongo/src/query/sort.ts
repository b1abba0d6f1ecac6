import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { compareBson } from './bson-order.js';
import type { Collation } from './collation.js';
import { collectPathValues, isPlainDocument, pathExists } from './paths.js';

export type SortSpec = Array<[path: string, direction: 1 | -1]>;

/** Reads a `{field: 1 | -1}` document. `$natural` is returned as a plain path and handled by the caller. */
export function parseSortSpec(raw: unknown): SortSpec | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainDocument(raw)) throw commandError('BadValue', 'sort must be a document');
  const spec: SortSpec = [];
  for (const [path, direction] of Object.entries(raw)) {
    const numeric = Number(direction);
    if (numeric !== 1 && numeric !== -1) {
      throw commandError(
        'BadValue',
        `$sort key ordering must be 1 (for ascending) or -1 (for descending): ${path}`,
      );
    }
    spec.push([path, numeric]);
  }
  return spec.length > 0 ? spec : undefined;
}

/**
 * mongod's sort key for an empty array is `undefined`, which sorts below null (and so below a
 * missing field) in both directions.
 */
const EMPTY_ARRAY = Symbol('empty array');

function compareKeys(
  a: unknown,
  b: unknown,
  compareText: ((a: string, b: string) => number) | undefined,
): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    if (a === b) return 0;
    const other = a === EMPTY_ARRAY ? b : a;
    // Only MinKey sorts lower.
    const emptyFirst = compareBson(other, null) >= 0 ? -1 : 1;
    return a === EMPTY_ARRAY ? emptyFirst : -emptyFirst;
  }
  return compareBson(a, b, compareText);
}

/**
 * The value a document sorts by on one path: with arrays, the smallest element when
 * ascending and the largest when descending, as mongod does. Missing sorts as null.
 */
function sortValue(
  document: Document,
  path: string,
  direction: 1 | -1,
  compareText: ((a: string, b: string) => number) | undefined,
): unknown {
  const values = collectPathValues(document, path);
  if (values.length === 0) return pathExists(document, path) ? EMPTY_ARRAY : null;
  let chosen = values[0];
  for (let i = 1; i < values.length; i++) {
    const order = compareBson(values[i], chosen, compareText);
    if (direction === 1 ? order < 0 : order > 0) chosen = values[i];
  }
  return chosen;
}

/** A stable sort in BSON type order, strings in the collation's order if any; returns a new array. */
export function sortDocuments(
  documents: Document[],
  spec: SortSpec,
  collation?: Collation,
): Document[] {
  const compareText = collation?.compare;
  const natural = spec.length === 1 && spec[0]?.[0] === '$natural';
  if (natural) return spec[0]?.[1] === -1 ? [...documents].reverse() : [...documents];
  const keyed = documents.map((document) => ({
    document,
    keys: spec.map(([path, direction]) => sortValue(document, path, direction, compareText)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < spec.length; i++) {
      const order = compareKeys(a.keys[i], b.keys[i], compareText);
      if (order !== 0) return order * (spec[i] as [string, 1 | -1])[1];
    }
    return 0;
  });
  return keyed.map(({ document }) => document);
}
