import { BSON, UUID, type Document } from 'bson';
import { commandError, DuplicateKeyError } from '../errors.js';
import { MAX_BSON_OBJECT_SIZE } from '../wire/constants.js';
import type { CollectionChange } from './change.js';
import { deepFreeze } from './freeze.js';
import {
  ID_INDEX_NAME,
  ID_INDEX_SPEC,
  sameIndexOptions,
  sameKeyPattern,
  type IndexSpec,
} from './index-spec.js';
import { encodeKey } from './key-encoding.js';
import { SecondaryIndex, type IndexKey } from './secondary-index.js';

export type ChangeListener = (collection: Collection, change: CollectionChange) => void;

/** A document over 16 MB could be stored but never sent back, so it is refused up front. */
function checkSize(document: Document): void {
  const size = BSON.calculateObjectSize(document);
  if (size > MAX_BSON_OBJECT_SIZE) {
    throw commandError(
      'BSONObjectTooLarge',
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}

/**
 * The documents of one collection, in insertion order, keyed by their encoded _id,
 * plus the secondary indexes. Documents are frozen: a change swaps in a new object.
 */
export class Collection {
  readonly uuid = new UUID();
  private readonly documents = new Map<string, Document>();
  private readonly indexes = new Map<string, SecondaryIndex>();
  private lookupIndexCache: SecondaryIndex[] | undefined;

  constructor(
    readonly database: string,
    readonly name: string,
    private currentOptions: Document,
    private readonly onChange: ChangeListener,
  ) {}

  /** The options it was created with (validator and validation settings), as listCollections shows them. */
  get options(): Document {
    return this.currentOptions;
  }

  /** collMod: new options take effect for the next write, and are persisted. */
  setOptions(options: Document): void {
    this.currentOptions = options;
    this.onChange(this, { op: 'setOptions', options });
  }

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  get size(): number {
    return this.documents.size;
  }

  all(): IterableIterator<Document> {
    return this.documents.values();
  }

  getByEncodedId(encodedId: string): Document | undefined {
    return this.documents.get(encodedId);
  }

  /** Indexes that can answer equality look-ups (asked on every query, so kept ready). */
  lookupIndexes(): SecondaryIndex[] {
    this.lookupIndexCache ??= [...this.indexes.values()].filter(
      (index) => index.fieldsToPin !== undefined,
    );
    return this.lookupIndexCache;
  }

  /** Stores a new document (it must already carry an _id). Throws DuplicateKeyError, changing nothing. */
  insert(document: Document): Document {
    checkSize(document);
    const id = encodeKey(document._id);
    if (this.documents.has(id)) throw this.duplicateId(document._id);
    const keys = this.checkedKeys(document, id);
    const stored = deepFreeze(document);
    this.documents.set(id, stored);
    for (const [index, indexKeys] of keys) index.add(id, indexKeys);
    this.onChange(this, { op: 'put', document: stored });
    return stored;
  }

  /** Swaps a stored document for its new version. Throws DuplicateKeyError, changing nothing. */
  replace(previous: Document, next: Document): Document {
    const id = encodeKey(previous._id);
    if (encodeKey(next._id) !== id) {
      throw commandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    checkSize(next);
    const keys = this.checkedKeys(next, id);
    for (const [index, indexKeys] of keys) {
      // Only keys that changed move, so equal keys keep listing documents in insertion order.
      const before = index.keysOf(previous);
      const kept = new Set(indexKeys.map((key) => key.encoded));
      const previousKeys = new Set(before.map((key) => key.encoded));
      index.remove(
        id,
        before.filter((key) => !kept.has(key.encoded)),
      );
      index.add(
        id,
        indexKeys.filter((key) => !previousKeys.has(key.encoded)),
      );
    }
    const stored = deepFreeze(next);
    this.documents.set(id, stored);
    this.onChange(this, { op: 'put', document: stored });
    return stored;
  }

  remove(document: Document): void {
    const id = encodeKey(document._id);
    if (!this.documents.delete(id)) return;
    for (const index of this.indexes.values()) index.remove(id, index.keysOf(document));
    this.onChange(this, { op: 'remove', id: document._id });
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Returns false when an identical index already exists. Builds over existing documents first. */
  createIndex(spec: IndexSpec): boolean {
    for (const existing of this.indexSpecs()) {
      if (existing.name === spec.name) {
        if (sameIndexOptions(existing, spec)) return false;
        throw commandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
      if (sameKeyPattern(existing, spec)) {
        throw commandError(
          'IndexOptionsConflict',
          `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing)}`,
        );
      }
    }
    const index = new SecondaryIndex(spec);
    for (const [id, document] of this.documents) {
      const keys = index.keysOf(document);
      const conflict = index.findConflict(keys, id);
      if (conflict) throw this.duplicateKey(index, conflict);
      index.add(id, keys);
    }
    this.indexes.set(spec.name, index);
    this.lookupIndexCache = undefined;
    this.onChange(this, { op: 'createIndex', spec });
    return true;
  }

  dropIndex(name: string): void {
    if (name === ID_INDEX_NAME) throw commandError('InvalidOptions', 'cannot drop _id index');
    if (!this.indexes.delete(name))
      throw commandError('IndexNotFound', `index not found with name [${name}]`);
    this.lookupIndexCache = undefined;
    this.onChange(this, { op: 'dropIndex', name });
  }

  private checkedKeys(document: Document, id: string): Array<[SecondaryIndex, IndexKey[]]> {
    const keys: Array<[SecondaryIndex, IndexKey[]]> = [];
    for (const index of this.indexes.values()) {
      const indexKeys = index.keysOf(document);
      const conflict = index.findConflict(indexKeys, id);
      if (conflict) throw this.duplicateKey(index, conflict);
      keys.push([index, indexKeys]);
    }
    return keys;
  }

  private duplicateId(id: unknown): DuplicateKeyError {
    return new DuplicateKeyError(this.namespace, ID_INDEX_NAME, { _id: 1 }, { _id: id });
  }

  private duplicateKey(index: SecondaryIndex, key: IndexKey): DuplicateKeyError {
    return new DuplicateKeyError(
      this.namespace,
      index.name,
      { ...index.spec.key },
      index.keyValueOf(key),
    );
  }
}
