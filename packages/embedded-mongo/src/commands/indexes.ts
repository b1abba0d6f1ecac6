import { commandError } from '../errors.js';
import { normaliseIndexSpec, sameKeyPattern, type IndexSpec } from '../store/index-spec.js';
import { isPlainDocument } from '../query/paths.js';
import { collectionName, optionalDocument, optionalNumber } from './arguments.js';
import type { CommandHandler } from './context.js';

const createIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'createIndexes');
  if (!Array.isArray(command.indexes) || command.indexes.length === 0) {
    throw commandError('BadValue', "'indexes' must be a non-empty array");
  }
  const specs = command.indexes.map(normaliseIndexSpec);
  const existed = context.catalog.get(context.database, name) !== undefined;
  const collection = context.catalog.ensure(context.database, name);
  const numIndexesBefore = collection.indexSpecs().length;
  for (const spec of specs) collection.createIndex(spec);
  return {
    createdCollectionAutomatically: !existed,
    numIndexesBefore,
    numIndexesAfter: collection.indexSpecs().length,
    ok: 1,
  };
};

const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'listIndexes');
  const collection = context.catalog.get(context.database, name);
  if (!collection)
    throw commandError('NamespaceNotFound', `ns does not exist: ${context.database}.${name}`);
  const batchSize = optionalNumber(optionalDocument(command, 'cursor') ?? {}, 'batchSize');
  return context.cursors.open(
    `${context.database}.$cmd.listIndexes.${name}`,
    collection.indexSpecs(),
    batchSize,
  );
};

const dropIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'dropIndexes');
  const collection = context.catalog.get(context.database, name);
  if (!collection)
    throw commandError('NamespaceNotFound', `ns not found ${context.database}.${name}`);
  const nIndexesWas = collection.indexSpecs().length;
  for (const indexName of indexNamesToDrop(command.index, collection.indexSpecs()))
    collection.dropIndex(indexName);
  return { nIndexesWas, ok: 1 };
};

/** `index` may be '*', a name, a list of names, or a key pattern. */
function indexNamesToDrop(selector: unknown, specs: IndexSpec[]): string[] {
  if (selector === '*')
    return specs.filter((spec) => spec.name !== '_id_').map((spec) => spec.name);
  if (typeof selector === 'string') return [selector];
  if (Array.isArray(selector) && selector.every((entry) => typeof entry === 'string'))
    return selector;
  if (isPlainDocument(selector)) {
    const match = specs.find((spec) => sameKeyPattern(spec, { v: 2, name: '', key: selector }));
    if (!match)
      throw commandError('IndexNotFound', `can't find index with key: ${JSON.stringify(selector)}`);
    return [match.name];
  }
  throw commandError('BadValue', "'index' must be a string, an array of strings or a key pattern");
}

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
};
