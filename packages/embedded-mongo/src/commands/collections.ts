import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { compileFilter } from '../query/find.js';
import { ID_INDEX_SPEC } from '../store/index-spec.js';
import { collectionName, documentOrEmpty, optionalDocument, optionalNumber } from './arguments.js';
import type { CommandHandler } from './context.js';

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

const unsupportedCreateOptions = ['viewOn', 'pipeline', 'timeseries', 'encryptedFields'];

const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  const unsupported = unsupportedCreateOptions.find((option) => command[option] !== undefined);
  if (unsupported) {
    throw commandError(
      'InvalidOptions',
      `embedded-mongo does not support the '${unsupported}' option of create`,
    );
  }
  context.catalog.create(context.database, name, creationOptions(command));
  return { ok: 1 };
};

/** The options a collection was created with, as listCollections reports them. */
function creationOptions(command: Document): Document {
  const options: Document = {};
  for (const [key, value] of Object.entries(command)) {
    if (key === 'create' || key === 'lsid' || key === 'txnNumber' || key.startsWith('$')) continue;
    if (key === 'writeConcern' || key === 'comment' || key === 'apiVersion' || key === 'apiStrict')
      continue;
    options[key] = value;
  }
  return options;
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
  drop,
  dropDatabase,
  listDatabases,
};
