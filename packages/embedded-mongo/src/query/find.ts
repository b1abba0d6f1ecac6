import type { Document } from 'bson';
import { Query } from 'mingo/query';
import type { Collection } from '../store/collection.js';
import type { IndexSpec } from '../store/index-spec.js';
import { SecondaryIndex } from '../store/secondary-index.js';
import { encodeKey, isIndexableScalar } from '../store/key-encoding.js';
import type { Collation } from './collation.js';
import { collectPathValues } from './paths.js';
import { mingoOptions } from './mingo-options.js';
import { candidateDocuments } from './planner.js';
import { sortDocuments, type SortSpec } from './sort.js';

export interface FindSpec {
  filter: Document;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** A command's `let` variables. */
  variables?: Document;
  /** Non-simple collation: strings compare by it, and indexes (simple) cannot be used. */
  collation?: Collation;
  /** A hinted index: a sparse or partial one only yields the documents it holds. */
  hintedIndex?: IndexSpec;
}

export function heldByHintedIndex(
  spec: IndexSpec | undefined,
): ((document: Document) => boolean) | undefined {
  if (!spec || (spec.sparse !== true && spec.partialFilterExpression === undefined))
    return undefined;
  const index = new SecondaryIndex(spec);
  if (!index.supportsLookup) return undefined;
  return (document) => index.keysOf(document).length > 0;
}

/**
 * Compiles a filter once. An empty filter, or one made only of scalar equalities (the
 * shape of most look-ups by key), is answered without mingo, which costs far more per call.
 */
export function compileFilter(
  filter: Document,
  variables?: Document,
  collation?: Collation,
): (document: Document) => boolean {
  const entries = Object.entries(filter);
  if (entries.length === 0) return () => true;
  if (
    !collation &&
    entries.every(([field, value]) => !field.startsWith('$') && isIndexableScalar(value))
  ) {
    const wanted = entries.map(([field, value]) => [field, encodeKey(value)] as const);
    return (document) =>
      wanted.every(([field, key]) =>
        collectPathValues(document, field).some((value) => encodeKey(value) === key),
      );
  }
  const query = new Query(filter, mingoOptions({ variables, collation, onlyForFilters: [filter] }));
  return (document) => query.test(document);
}

/** The stored (frozen) documents matching a find, in order, after skip and limit. */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): Document[] {
  if (!collection) return [];
  const filterMatches = compileFilter(spec.filter, spec.variables, spec.collation);
  const held = heldByHintedIndex(spec.hintedIndex);
  const matches = held
    ? (document: Document) => held(document) && filterMatches(document)
    : filterMatches;
  const candidates = spec.collation
    ? collection.all()
    : candidateDocuments(collection, spec.filter);
  const skip = spec.skip ?? 0;
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  const results: Document[] = [];
  if (!spec.sort) {
    // Without a sort, natural order lets us stop as soon as enough documents have matched.
    let skipped = 0;
    for (const document of candidates) {
      if (!matches(document)) continue;
      if (skipped < skip) {
        skipped++;
        continue;
      }
      results.push(document);
      if (results.length >= limit) break;
    }
    return results;
  }
  for (const document of candidates) if (matches(document)) results.push(document);
  const sorted = sortDocuments(results, spec.sort, spec.collation);
  return sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
}
