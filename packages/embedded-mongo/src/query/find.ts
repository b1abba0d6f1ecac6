import type { Document } from 'bson';
import { Query } from 'mingo/query';
import type { Collection } from '../store/collection.js';
import { mingoOptions } from './mingo-options.js';
import { candidateDocuments } from './planner.js';
import { sortDocuments, type SortSpec } from './sort.js';

export interface FindSpec {
  filter: Document;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

/** Compiles a filter once; an empty filter matches without running mingo. */
export function compileFilter(filter: Document): (document: Document) => boolean {
  if (Object.keys(filter).length === 0) return () => true;
  const query = new Query(filter, mingoOptions());
  return (document) => query.test(document);
}

/** The stored (frozen) documents matching a find, in order, after skip and limit. */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): Document[] {
  if (!collection) return [];
  const matches = compileFilter(spec.filter);
  const skip = spec.skip ?? 0;
  const limit = spec.limit && spec.limit > 0 ? spec.limit : Infinity;
  const results: Document[] = [];
  if (!spec.sort) {
    // Without a sort, natural order lets us stop as soon as enough documents have matched.
    let skipped = 0;
    for (const document of candidateDocuments(collection, spec.filter)) {
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
  for (const document of candidateDocuments(collection, spec.filter)) if (matches(document)) results.push(document);
  const sorted = sortDocuments(results, spec.sort);
  return sorted.slice(skip, limit === Infinity ? undefined : skip + limit);
}
