import type { Catalog } from '../store/catalog.js';
import { encodeKey } from '../store/key-encoding.js';
import type { JournalRecord } from './journal-record.js';

/**
 * Applies one journalled change to the catalog, unless the collection's file already holds it:
 * a checkpoint interrupted by a crash leaves some files newer than others, and each file says
 * up to which journal generation it is complete (`fileGeneration`).
 */
export function replayRecord(
  catalog: Catalog,
  record: JournalRecord,
  generation: number,
  fileGeneration: (database: string, collection: string) => number,
): void {
  const applies = (collection: string) => fileGeneration(record.database, collection) < generation;
  if (record.op === 'dropDatabase') {
    for (const collection of catalog.collections(record.database)) {
      if (applies(collection.name)) catalog.drop(record.database, collection.name);
    }
    return;
  }
  if (!applies(record.collection)) return;
  const { database, collection: name } = record;
  switch (record.op) {
    case 'drop':
      catalog.drop(database, name);
      return;
    case 'create':
      catalog.ensure(database, name, record.options);
      return;
  }
  const collection = catalog.ensure(database, name);
  switch (record.op) {
    case 'put': {
      const previous = collection.getByEncodedId(encodeKey(record.document._id));
      if (previous) collection.replace(previous, record.document);
      else collection.insert(record.document);
      return;
    }
    case 'remove': {
      const previous = collection.getByEncodedId(encodeKey(record.id));
      if (previous) collection.remove(previous);
      return;
    }
    case 'setOptions':
      collection.setOptions(record.options);
      return;
    case 'createIndex':
      collection.createIndex(record.spec);
      return;
    case 'dropIndex':
      collection.dropIndex(record.name);
      return;
  }
}
