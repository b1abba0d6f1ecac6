import type { Document } from 'bson';
import { Query } from 'mingo/query';
import { mingoOptions } from '../query/mingo-options.js';
import { collatedView, parseCollation, type Collation } from '../query/collation.js';
import { collectSegmentValues, isPlainDocument, pathExists } from '../query/paths.js';
import { encodeKey } from './key-encoding.js';
import { isEqualityIndex, type IndexSpec } from './index-spec.js';

/** One entry a document contributes to an index (several for array fields). */
export interface IndexKey {
  encoded: string;
  values: unknown[];
}

/**
 * mongod's index key for an empty array is `undefined`, not null: two documents with an empty
 * array collide in a unique index, and an empty array does not collide with a missing field.
 */
class EmptyArrayKey {
  readonly _bsontype = 'EmptyArrayKey';
}
const EMPTY_ARRAY_KEY = new EmptyArrayKey();

/** [] without a partial filter; its fields when it only asks them to exist; else undefined. */
function existenceFieldsOf(partial: Document | undefined): string[] | undefined {
  if (partial === undefined) return [];
  const conditions = Object.entries(partial);
  const onlyExistence = conditions.every(
    ([field, condition]) =>
      !field.startsWith('$') &&
      isPlainDocument(condition) &&
      Object.keys(condition).length === 1 &&
      condition.$exists === true,
  );
  return onlyExistence ? conditions.map(([field]) => field) : undefined;
}

/**
 * A hash index: maps the canonical encoding of a document's key values to the _id keys
 * of the documents holding them. It answers equality look-ups and enforces uniqueness.
 * A compound index also answers equality on each leading part of its key (its first field,
 * its first two…), as a B-tree's prefix does in mongod: a shop's slot seats are found by
 * (gym, date, start) through the unique (gym, date, start, seat) index, not by a scan.
 */
export class SecondaryIndex {
  readonly fields: string[];
  /** Each field split at its dots, once: keysOf runs for every index on every write. */
  private readonly fieldSegments: string[][];
  readonly unique: boolean;
  /** False for text and geo indexes, which are kept only so listIndexes reports them. */
  readonly supportsLookup: boolean;
  /**
   * The fields a query must pin by value for this index to hold every document the query
   * matches: none for a whole index; for a partial one whose filter only asks fields to exist
   * (the usual way to make an optional field unique), those fields, as a value pinned there
   * exists. Undefined when the index answers no look-up: a partial index with any other
   * filter, or a collated one (queries compare with the simple collation).
   */
  readonly fieldsToPin: readonly string[] | undefined;
  private readonly sparse: boolean;
  private readonly partialFilter: Query | undefined;
  /** With a collation, keys are collation keys: unique means unique under the collation. */
  private readonly collation: Collation | undefined;
  private readonly uniqueEntries = new Map<string, string>();
  private readonly entries = new Map<string, Set<string>>();
  /**
   * Per leading part of a compound key (entry k holds the first k + 1 fields): the documents
   * under each value, counted by how many of their keys share it (an array field gives several
   * keys), so removing one key keeps a document another key still lists.
   */
  private readonly prefixEntries: Map<string, Map<string, number>>[];

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.fieldSegments = this.fields.map((field) => field.split('.'));
    this.unique = spec.unique === true;
    this.sparse = spec.sparse === true;
    this.supportsLookup = isEqualityIndex(spec.key);
    this.partialFilter = spec.partialFilterExpression
      ? new Query(spec.partialFilterExpression, mingoOptions())
      : undefined;
    this.collation = parseCollation(spec.collation);
    this.fieldsToPin =
      this.supportsLookup && this.collation === undefined
        ? existenceFieldsOf(spec.partialFilterExpression)
        : undefined;
    // Only an index that answers look-ups keeps its leading parts.
    this.prefixEntries =
      this.fieldsToPin === undefined ? [] : this.fields.slice(1).map(() => new Map());
  }

  get name(): string {
    return this.spec.name;
  }

  keysOf(document: Document): IndexKey[] {
    if (!this.supportsLookup) return [];
    if (this.sparse && !this.fields.some((field) => pathExists(document, field))) return [];
    if (this.partialFilter && !this.partialFilter.test(document)) return [];
    let combinations: unknown[][] = [[]];
    for (const [position, segments] of this.fieldSegments.entries()) {
      const values = collectSegmentValues(document, segments);
      if (values.length === 0)
        values.push(pathExists(document, this.fields[position] as string) ? EMPTY_ARRAY_KEY : null);
      // A field with one value (the usual case) extends each combination, which this call owns.
      if (values.length === 1) for (const prefix of combinations) prefix.push(values[0]);
      else
        combinations = combinations.flatMap((prefix) => values.map((value) => [...prefix, value]));
    }
    if (combinations.length === 1) return [this.key(combinations[0] as unknown[])];
    const keys = new Map<string, IndexKey>();
    for (const values of combinations) {
      const key = this.key(values);
      keys.set(key.encoded, key);
    }
    return [...keys.values()];
  }

  /** The key of one combination of values: their collation keys, under a collation. */
  private key(values: unknown[]): IndexKey {
    const collation = this.collation;
    const encoded = this.encode(
      collation ? values.map((value) => collatedView(value, collation)) : values,
    );
    return { encoded, values };
  }

  encode(values: unknown[]): string {
    return values.length === 1 ? encodeKey(values[0]) : JSON.stringify(values.map(encodeKey));
  }

  /** The first key of `keys` already held by another document, if this index is unique. */
  findConflict(keys: IndexKey[], ownId: string): IndexKey | undefined {
    if (!this.unique) return undefined;
    return keys.find((key) => {
      const holder = this.uniqueEntries.get(key.encoded);
      return holder !== undefined && holder !== ownId;
    });
  }

  add(id: string, keys: IndexKey[]): void {
    for (const { encoded, values } of keys) {
      this.forEachPrefix(values, (entries, prefix) => {
        let holders = entries.get(prefix);
        if (!holders) entries.set(prefix, (holders = new Map()));
        holders.set(id, (holders.get(id) ?? 0) + 1);
      });
      if (this.unique) {
        this.uniqueEntries.set(encoded, id);
        continue;
      }
      let holders = this.entries.get(encoded);
      if (!holders) this.entries.set(encoded, (holders = new Set()));
      holders.add(id);
    }
  }

  remove(id: string, keys: IndexKey[]): void {
    for (const { encoded, values } of keys) {
      this.forEachPrefix(values, (entries, prefix) => {
        const holders = entries.get(prefix);
        if (holders === undefined) return;
        const count = holders.get(id) ?? 0;
        if (count > 1) holders.set(id, count - 1);
        else holders.delete(id);
        if (holders.size === 0) entries.delete(prefix);
      });
      if (this.unique) {
        if (this.uniqueEntries.get(encoded) === id) this.uniqueEntries.delete(encoded);
        continue;
      }
      const holders = this.entries.get(encoded);
      holders?.delete(id);
      if (holders?.size === 0) this.entries.delete(encoded);
    }
  }

  /** Each leading part of a key's `values`, encoded, with the map that lists its documents. */
  private forEachPrefix(
    values: unknown[],
    visit: (entries: Map<string, Map<string, number>>, prefix: string) => void,
  ): void {
    this.prefixEntries.forEach((entries, position) =>
      visit(entries, this.encode(values.slice(0, position + 1))),
    );
  }

  /**
   * The documents under `encoded`: a whole key, or (with `fieldCount` below the key's length)
   * the encoding of its first `fieldCount` values.
   */
  lookup(encoded: string, fieldCount = this.fields.length): Iterable<string> {
    if (fieldCount < this.fields.length) {
      return this.prefixEntries[fieldCount - 1]?.get(encoded)?.keys() ?? [];
    }
    if (this.unique) {
      const holder = this.uniqueEntries.get(encoded);
      return holder === undefined ? [] : [holder];
    }
    return this.entries.get(encoded) ?? [];
  }

  keyValueOf(key: IndexKey): Record<string, unknown> {
    return Object.fromEntries(
      this.fields.map((field, position) => {
        const value = key.values[position];
        return [field, value === EMPTY_ARRAY_KEY ? undefined : value];
      }),
    );
  }
}
