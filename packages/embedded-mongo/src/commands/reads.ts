import { commandError } from '../errors.js';
import { compareBson } from '../query/bson-order.js';
import { findDocuments } from '../query/find.js';
import { collectPathValues } from '../query/paths.js';
import { projectDocuments } from '../query/projection.js';
import { parseSortSpec } from '../query/sort.js';
import { encodeKey } from '../store/key-encoding.js';
import {
  collectionName,
  documentOrEmpty,
  nonNegative,
  optionalDocument,
  optionalNumber,
} from './arguments.js';
import { collatedView, parseCollation } from '../query/collation.js';
import { letVariables } from '../query/let-variables.js';
import type { CommandHandler } from './context.js';
import { checkHint } from './hint.js';

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  const collation = parseCollation(command.collation);
  const limit = optionalNumber(command, 'limit');
  const collection = context.catalog.get(context.database, name);
  const hintedIndex = checkHint(collection, command.hint);
  const filter = documentOrEmpty(command, 'filter');
  const documents = findDocuments(collection, {
    filter,
    sort: parseSortSpec(command.sort),
    skip: nonNegative(command, 'skip'),
    limit: limit === undefined ? undefined : Math.abs(limit),
    variables: letVariables(command.let),
    collation,
    hintedIndex,
  });
  const projected = projectDocuments(documents, command.projection, { filter, collation });
  // A negative limit is the legacy way of asking for one batch and no cursor.
  const singleBatch = command.singleBatch === true || (limit !== undefined && limit < 0);
  // A limit that was reached tells mongod the cursor is done; a scan that ran out does not.
  const limitReached = limit !== undefined && limit !== 0 && documents.length === Math.abs(limit);
  return context.cursors.open(
    `${context.database}.${name}`,
    projected,
    nonNegative(command, 'batchSize'),
    {
      singleBatch,
      lazyEnd: collection !== undefined && !limitReached,
      noTimeout: command.noCursorTimeout === true,
    },
  );
};

const getMore: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collection');
  return context.cursors.getMore(
    command.getMore,
    `${context.database}.${name}`,
    nonNegative(command, 'batchSize'),
  );
};

const killCursors: CommandHandler = (command, context) => {
  collectionName(command, 'killCursors');
  if (!Array.isArray(command.cursors)) throw commandError('BadValue', "'cursors' must be an array");
  const { killed, notFound } = context.cursors.kill(command.cursors);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const count: CommandHandler = (command, context) => {
  const name = collectionName(command, 'count');
  const collation = parseCollation(command.collation);
  const collection = context.catalog.get(context.database, name);
  const hintedIndex = checkHint(collection, command.hint);
  const query = optionalDocument(command, 'query') ?? {};
  const skip = nonNegative(command, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
  let n: number;
  if (!collection) n = 0;
  else if (Object.keys(query).length === 0 && !hintedIndex) n = collection.size;
  else n = findDocuments(collection, { filter: query, collation, hintedIndex }).length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command, 'distinct');
  const collation = parseCollation(command.collation);
  const key = command.key;
  if (typeof key !== 'string' || key === '')
    throw commandError('BadValue', "'key' must be a non-empty string");
  const documents = findDocuments(context.catalog.get(context.database, name), {
    filter: documentOrEmpty(command, 'query'),
    collation,
  });
  // Values the collation calls equal are one value, as in mongod (the first one seen is kept).
  const values = new Map<string, unknown>();
  for (const document of documents) {
    for (const value of collectPathValues(document, key)) {
      const encoded = encodeKey(collation ? collatedView(value, collation) : value);
      if (!values.has(encoded)) values.set(encoded, value);
    }
  }
  const compareText = collation?.compare;
  const sorted = [...values.values()].sort((a, b) => compareBson(a, b, compareText));
  return { values: sorted, ok: 1 };
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
};
