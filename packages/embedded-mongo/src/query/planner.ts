import type { Document } from 'bson';
import type { Collection } from '../store/collection.js';
import type { SecondaryIndex } from '../store/secondary-index.js';
import { encodeKey, isIndexableScalar } from '../store/key-encoding.js';
import { compareBson } from './bson-order.js';
import { isPlainDocument } from './paths.js';

/** How a filter's candidates are found: by _id, through a secondary index, or by a full scan. */
export type QueryPlan =
  | { stage: 'IDHACK'; encodedIds: string[] }
  /** `fieldCount`: how many leading fields of the index's key the filter pins. */
  | { stage: 'IXSCAN'; index: SecondaryIndex; fieldCount: number; encodedKeys: string[] }
  | { stage: 'COLLSCAN' };

type IndexPlan = Extract<QueryPlan, { stage: 'IXSCAN' }>;

/**
 * Whether `plan` narrows more than `best`: a unique index's whole key (one document per look-up)
 * first, then more pinned fields, then a whole key over a leading part, then fewer look-ups.
 */
function narrows(plan: IndexPlan, best: IndexPlan | undefined): boolean {
  if (!best) return true;
  const whole = (candidate: IndexPlan) => candidate.fieldCount === candidate.index.fields.length;
  const single = (candidate: IndexPlan) => candidate.index.unique && whole(candidate);
  if (single(plan) !== single(best)) return single(plan);
  if (plan.fieldCount !== best.fieldCount) return plan.fieldCount > best.fieldCount;
  if (whole(plan) !== whole(best)) return whole(plan);
  return plan.encodedKeys.length < best.encodedKeys.length;
}

/**
 * Uses the _id map, or a hash index when the filter pins its key, or the leading fields of it,
 * by equality (or a small $in); otherwise scans.
 */
export function planQuery(collection: Collection, filter: Document): QueryPlan {
  const equalities = new Map<string, unknown[]>();
  gatherEqualities(filter, equalities);
  if (equalities.size === 0) return { stage: 'COLLSCAN' };

  const ids = equalities.get('_id');
  if (ids) return { stage: 'IDHACK', encodedIds: [...ids].sort(compareBson).map(encodeKey) };

  let best: IndexPlan | undefined;
  for (const index of collection.lookupIndexes()) {
    // A hidden index is kept up to date (and enforces uniqueness) but, as on mongod, plans no query.
    if (index.spec.hidden === true) continue;
    if (!index.fieldsToPin?.every((field) => equalities.has(field))) continue;
    const valueLists: unknown[][] = [];
    for (const field of index.fields) {
      const values = equalities.get(field);
      if (values === undefined) break;
      valueLists.push(values);
    }
    if (valueLists.length === 0) continue;
    // Index order: look keys up in ascending value order, as an index scan would return them.
    const encodedKeys = combinations(valueLists)
      .sort(compareBson)
      .map((values) => index.encode(values));
    const plan: IndexPlan = { stage: 'IXSCAN', index, fieldCount: valueLists.length, encodedKeys };
    if (narrows(plan, best)) best = plan;
  }
  return best ?? { stage: 'COLLSCAN' };
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
      for (const key of plan.encodedKeys)
        for (const id of plan.index.lookup(key, plan.fieldCount)) ids.add(id);
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
