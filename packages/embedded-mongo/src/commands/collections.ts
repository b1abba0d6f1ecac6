import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { compileFilter } from '../query/find.js';
import { ID_INDEX_SPEC } from '../store/index-spec.js';
import { encodeKey } from '../store/key-encoding.js';
import { collectionName, documentOrEmpty, optionalDocument, optionalNumber } from './arguments.js';
import type { CommandHandler } from './context.js';
import { checkValidationOptions } from './document-validation.js';

const listCollections: CommandHandler = (command, context) => {
  const matches = compileFilter(documentOrEmpty(command, 'filter'));
  const nameOnly = command.nameOnly === true;
  const entries = context.catalog
    .collections(context.database)
    .map((collection) =>
      nameOnly
        ? { name: collection.name, type: 'collection' }
        : {
            name: collection.name,
            type: 'collection',
            options: collection.options,
            info: { readOnly: false, uuid: collection.uuid },
            idIndex: ID_INDEX_SPEC,
          },
    )
    .filter(matches);
  const batchSize = optionalNumber(optionalDocument(command, 'cursor') ?? {}, 'batchSize');
  return context.cursors.open(`${context.database}.$cmd.listCollections`, entries, batchSize);
};

/** The options a collection keeps (the command-field table refuses every other one). */
const VALIDATION_OPTIONS = ['validator', 'validationLevel', 'validationAction'];

function validationOptions(command: Document, base: Document = {}): Document {
  const options: Document = { ...base };
  for (const option of VALIDATION_OPTIONS)
    if (command[option] !== undefined) options[option] = command[option];
  checkValidationOptions(options);
  return options;
}

/** Creating a collection that exists with the same options is a no-op, as in MongoDB 7. */
const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  const options = validationOptions(command);
  const existing = context.catalog.get(context.database, name);
  if (existing) {
    if (encodeKey(existing.options) === encodeKey(options)) return { ok: 1 };
    throw commandError(
      'NamespaceExists',
      `Collection ${existing.namespace} already exists with different options.`,
    );
  }
  context.catalog.create(context.database, name, options);
  return { ok: 1 };
};

const collMod: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collMod');
  const collection = context.catalog.get(context.database, name);
  if (!collection)
    throw commandError('NamespaceNotFound', `ns does not exist: ${context.database}.${name}`);
  collection.setOptions(validationOptions(command, collection.options));
  return { ok: 1 };
};

/** `{renameCollection: 'db.from', to: 'db.to', dropTarget}`, sent to the admin database. */
const renameCollection: CommandHandler = (command, context) => {
  const [sourceDatabase, sourceName] = splitNamespace(command.renameCollection, 'renameCollection');
  const [targetDatabase, targetName] = splitNamespace(command.to, 'to');
  const source = context.catalog.get(sourceDatabase, sourceName);
  if (!source)
    throw commandError(
      'NamespaceNotFound',
      `Source collection ${sourceDatabase}.${sourceName} does not exist`,
    );
  if (source.namespace === `${targetDatabase}.${targetName}`)
    throw commandError('IllegalOperation', "Can't rename a collection to itself");
  if (context.catalog.get(targetDatabase, targetName)) {
    if (command.dropTarget !== true)
      throw commandError('NamespaceExists', 'target namespace exists');
    context.catalog.drop(targetDatabase, targetName);
  }
  context.catalog.rename(source, targetDatabase, targetName);
  return { ok: 1 };
};

function splitNamespace(raw: unknown, field: string): [string, string] {
  const dot = typeof raw === 'string' ? raw.indexOf('.') : -1;
  if (typeof raw !== 'string' || dot <= 0 || dot === raw.length - 1)
    throw commandError(
      'InvalidNamespace',
      `Invalid namespace specified for '${field}': '${String(raw)}'`,
    );
  return [raw.slice(0, dot), raw.slice(dot + 1)];
}

const drop: CommandHandler = (command, context) => {
  const name = collectionName(command, 'drop');
  const dropped = context.catalog.drop(context.database, name);
  const namespace = `${context.database}.${name}`;
  return dropped ? { nIndexesWas: dropped.indexSpecs().length, ns: namespace, ok: 1 } : { ok: 1 };
};

const dropDatabase: CommandHandler = (_command, context) => {
  context.catalog.dropDatabase(context.database);
  return { dropped: context.database, ok: 1 };
};

const listDatabases: CommandHandler = (command, context) => {
  const matches = compileFilter(documentOrEmpty(command, 'filter'));
  const databases = context.catalog
    .databaseNames()
    .map((name) => {
      const collections = context.catalog.collections(name);
      // An estimate: real sizes would mean serialising every document on each call.
      const sizeOnDisk = collections.reduce(
        (total, collection) => total + collection.size * 256,
        0,
      );
      return { name, sizeOnDisk, empty: collections.every((collection) => collection.size === 0) };
    })
    .filter(matches);
  if (command.nameOnly === true)
    return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  const totalSize = databases.reduce((total, database) => total + database.sizeOnDisk, 0);
  return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

export const collectionCommands: Record<string, CommandHandler> = {
  listCollections,
  create,
  collMod,
  renameCollection,
  drop,
  dropDatabase,
  listDatabases,
};
