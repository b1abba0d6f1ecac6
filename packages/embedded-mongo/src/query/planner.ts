import type { Document } from 'bson';
import type { Collection } from '../store/collection.js';
import { encodeKey, isIndexableScalar } from '../store/key-encoding.js';
import { compareBson } from './bson-order.js';
import { isPlainDocument } from './paths.js';

/**
 * The documents that can possibly match `filter`: through the _id map or a hash index
 * when the filter pins every field of one by equality (or a small $in), else every document.
 * The caller still applies the whole filter to what comes back.
 */
export function candidateDocuments(collection: Collection, filter: Document): Iterable<Document> {
  const equalities = new Map<string, unknown[]>();
  gatherEqualities(filter, equalities);
  if (equalities.size === 0) return collection.all();

  const ids = equalities.get('_id');
  if (ids) return fetch(collection, [...ids].sort(compareBson).map(encodeKey));

  let best: { encodedKeys: string[]; lookup: (key: string) => Iterable<string>; unique: boolean } | undefined;
  for (const index of collection.lookupIndexes()) {
    const valueLists = index.fields.map((field) => equalities.get(field));
    if (valueLists.some((values) => values === undefined)) continue;
    // Index order: look keys up in ascending value order, as an index scan would return them.
    const encodedKeys = combinations(valueLists as unknown[][])
      .sort(compareBson)
      .map((values) => index.encode(values));
    const better =
      !best || (index.unique && !best.unique) || (index.unique === best.unique && encodedKeys.length < best.encodedKeys.length);
    if (better) best = { encodedKeys, lookup: (key) => index.lookup(key), unique: index.unique };
  }
  if (!best) return collection.all();
  const ids2 = new Set<string>();
  for (const key of best.encodedKeys) for (const id of best.lookup(key)) ids2.add(id);
  return fetch(collection, ids2);
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
      for (const clause of condition) if (isPlainDocument(clause)) gatherEqualities(clause, equalities);
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
  if (Array.isArray(list) && list.length <= MAX_IN_VALUES && list.every(isIndexableScalar)) return list;
  return undefined;
}

function combinations(valueLists: unknown[][]): unknown[][] {
  let result: unknown[][] = [[]];
  for (const values of valueLists) result = result.flatMap((prefix) => values.map((value) => [...prefix, value]));
  return result;
}
