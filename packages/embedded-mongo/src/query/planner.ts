import type { Document } from 'bson';
import type { Collection } from '../store/collection.js';
import type { SecondaryIndex } from '../store/secondary-index.js';
import { encodeKey, isIndexableScalar } from '../store/key-encoding.js';
import { compareBson } from './bson-order.js';
import { isPlainDocument } from './paths.js';

/** How a filter's candidates are found: by _id, through a secondary index, or by a full scan. */
export type QueryPlan =
  | { stage: 'IDHACK'; encodedIds: string[] }
  | { stage: 'IXSCAN'; index: SecondaryIndex; encodedKeys: string[] }
  | { stage: 'COLLSCAN' };

/**
 * Uses the _id map or a hash index when the filter pins every field of one by equality
 * (or a small $in); otherwise scans. Unique indexes and fewer look-ups win.
 */
export function planQuery(collection: Collection, filter: Document): QueryPlan {
  const equalities = new Map<string, unknown[]>();
  gatherEqualities(filter, equalities);
  if (equalities.size === 0) return { stage: 'COLLSCAN' };

  const ids = equalities.get('_id');
  if (ids) return { stage: 'IDHACK', encodedIds: [...ids].sort(compareBson).map(encodeKey) };

  let best: { index: SecondaryIndex; encodedKeys: string[] } | undefined;
  for (const index of collection.lookupIndexes()) {
    const valueLists = index.fields.map((field) => equalities.get(field));
    if (valueLists.some((values) => values === undefined)) continue;
    // Index order: look keys up in ascending value order, as an index scan would return them.
    const encodedKeys = combinations(valueLists as unknown[][])
      .sort(compareBson)
      .map((values) => index.encode(values));
    const better =
      !best ||
      (index.unique && !best.index.unique) ||
      (index.unique === best.index.unique && encodedKeys.length < best.encodedKeys.length);
    if (better) best = { index, encodedKeys };
  }
  return best ? { stage: 'IXSCAN', ...best } : { stage: 'COLLSCAN' };
}

/** The documents that can possibly match `filter`; the caller still applies the whole filter. */
export function candidateDocuments(collection: Collection, filter: Document): Iterable<Document> {
  const plan = planQuery(collection, filter);
  switch (plan.stage) {
    case 'COLLSCAN':
      return collection.all();
    case 'IDHACK':
      return fetch(collection, plan.encodedIds);
    case 'IXSCAN': {
      const ids = new Set<string>();
      for (const key of plan.encodedKeys) for (const id of plan.index.lookup(key)) ids.add(id);
      return fetch(collection, ids);
    }
  }
}

function fetch(collection: Collection, encodedIds: Iterable<string>): Document[] {
  const found: Document[] = [];
  const seen = new Set<string>();
  for (const id of encodedIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const document = collection.getByEncodedId(id);
    if (document) found.push(document);
  }
  return found;
}

const MAX_IN_VALUES = 1000;

function gatherEqualities(filter: Document, equalities: Map<string, unknown[]>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition)
        if (isPlainDocument(clause)) gatherEqualities(clause, equalities);
      continue;
    }
    if (field.startsWith('$')) continue;
    const values = equalityValues(condition);
    if (!values) continue;
    const known = equalities.get(field);
    // Two equalities on one field: keep the narrower; the full filter still checks both.
    if (!known || values.length < known.length) equalities.set(field, values);
  }
}

function equalityValues(condition: unknown): unknown[] | undefined {
  if (isIndexableScalar(condition)) return [condition];
  if (!isPlainDocument(condition)) return undefined;
  if ('$eq' in condition && isIndexableScalar(condition.$eq)) return [condition.$eq];
  const list = condition.$in;
  if (Array.isArray(list) && list.length <= MAX_IN_VALUES && list.every(isIndexableScalar))
    return list;
  return undefined;
}

function combinations(valueLists: unknown[][]): unknown[][] {
  let result: unknown[][] = [[]];
  for (const values of valueLists)
    result = result.flatMap((prefix) => values.map((value) => [...prefix, value]));
  return result;
}
