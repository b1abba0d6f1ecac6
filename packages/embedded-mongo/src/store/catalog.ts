import type { Document } from 'bson';
import { commandError } from '../errors.js';
import type { CollectionChange } from './change.js';
import { Collection } from './collection.js';

export interface CatalogListener {
  changed(collection: Collection, change: CollectionChange): void;
  dropped(database: string, collection: string): void;
  databaseDropped(database: string): void;
}

/** All databases and their collections. Collections spring into existence on first write, as in mongod. */
export class Catalog {
  private readonly databases = new Map<string, Map<string, Collection>>();

  constructor(private readonly listener: CatalogListener) {}

  get(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  /** The collection, created (empty) when missing. */
  ensure(database: string, name: string, options: Document = {}): Collection {
    const existing = this.get(database, name);
    if (existing) return existing;
    return this.create(database, name, options);
  }

  create(database: string, name: string, options: Document = {}): Collection {
    validateNamespace(database, name);
    if (this.get(database, name)) {
      throw commandError('NamespaceExists', `Collection ${database}.${name} already exists.`);
    }
    let collections = this.databases.get(database);
    if (!collections) this.databases.set(database, (collections = new Map()));
    const collection = new Collection(database, name, options, (changed, change) =>
      this.listener.changed(changed, change),
    );
    collections.set(name, collection);
    this.listener.changed(collection, { op: 'create', options });
    return collection;
  }

  drop(database: string, name: string): Collection | undefined {
    const collections = this.databases.get(database);
    const collection = collections?.get(name);
    if (!collections || !collection) return undefined;
    collections.delete(name);
    if (collections.size === 0) this.databases.delete(database);
    this.listener.dropped(database, name);
    return collection;
  }

  /** renameCollection: the documents, indexes and options move to the new name, then the old name is dropped. */
  rename(source: Collection, database: string, name: string): Collection {
    const target = this.create(database, name, source.options);
    for (const spec of source.indexSpecs().slice(1)) target.createIndex(spec);
    for (const document of source.all()) target.insert(document);
    this.drop(source.database, source.name);
    return target;
  }

  dropDatabase(database: string): void {
    if (this.databases.delete(database)) this.listener.databaseDropped(database);
  }

  collections(database: string): Collection[] {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  allCollections(): Collection[] {
    return [...this.databases.values()].flatMap((collections) => [...collections.values()]);
  }
}

export function validateNamespace(database: string, name: string): void {
  if (!database || /[/\\. "$\0]/.test(database)) {
    throw commandError('InvalidNamespace', `Invalid database name: '${database}'`);
  }
  if (
    typeof name !== 'string' ||
    !name ||
    name.includes('\0') ||
    name.startsWith('.') ||
    name.includes('$')
  ) {
    throw commandError('InvalidNamespace', `Invalid collection name: '${String(name)}'`);
  }
}
