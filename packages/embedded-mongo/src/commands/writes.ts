import { ObjectId, type Document } from 'bson';
import { commandError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { isPlainDocument } from '../query/paths.js';
import { buildUpsertDocument, parseUpdateSpec, updateDocument } from '../query/update.js';
import { validateNamespace } from '../store/catalog.js';
import type { Collection } from '../store/collection.js';
import { numericTypesOf, withNumericTypes } from '../store/numeric-types.js';
import { parseCollation } from '../query/collation.js';
import { letVariables } from '../query/let-variables.js';
import { collectionName, documentArray } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { checkDocumentValidation } from './document-validation.js';
import { checkHint } from './hint.js';
import { runStatements } from './write-errors.js';

/** Gives the document an _id (first, as mongod does) and refuses _id values mongod refuses. */
export function withId(document: Document): Document {
  const id = document._id;
  if (id === undefined)
    return withNumericTypes({ _id: new ObjectId(), ...document }, numericTypesOf(document));
  if (Array.isArray(id)) throw commandError('BadValue', "can't use an array for _id");
  if (id instanceof RegExp) throw commandError('BadValue', "can't use a regex for _id");
  if (isPlainDocument(id)) {
    const dollar = Object.keys(id).find((key) => key.startsWith('$'));
    if (dollar !== undefined) {
      throw commandError(
        'DollarPrefixedFieldName',
        `_id fields may not contain '$'-prefixed fields: ${dollar} is not valid for storage.`,
      );
    }
  }
  return document;
}

function targetCollection(command: Document, field: string, context: CommandContext): Collection {
  return context.catalog.ensure(context.database, collectionName(command, field));
}

function withWriteErrors(reply: Document, writeErrors: Document[]): Document {
  return writeErrors.length > 0 ? { ...reply, writeErrors } : reply;
}

const insert: CommandHandler = (command, context) => {
  const documents = documentArray(command, 'documents');
  const collection = targetCollection(command, 'insert', context);
  const bypass = command.bypassDocumentValidation === true;
  let n = 0;
  const writeErrors = runStatements(documents, command.ordered !== false, (document) => {
    const complete = withId(document);
    checkDocumentValidation(collection, complete, undefined, bypass);
    collection.insert(complete);
    n += 1;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors);
};

interface UpdateStatement {
  q: Document;
  u: unknown;
  upsert?: boolean;
  multi?: boolean;
  arrayFilters?: Document[];
  hint?: unknown;
  collation?: unknown;
}

const update: CommandHandler = (command, context) => {
  const statements = documentArray(command, 'updates') as UpdateStatement[];
  // As on mongod, only an upsert that inserts creates the collection.
  const name = collectionName(command, 'update');
  validateNamespace(context.database, name);
  let collection = context.catalog.get(context.database, name);
  const variables = letVariables(command.let);
  const bypass = command.bypassDocumentValidation === true;
  let n = 0;
  let nModified = 0;
  const upserted: Document[] = [];
  const writeErrors = runStatements(statements, command.ordered !== false, (statement, index) => {
    const collation = parseCollation(statement.collation);
    checkHint(collection, statement.hint);
    const filter = statementFilter(statement.q);
    const arrayFilters = statement.arrayFilters;
    const spec = parseUpdateSpec(statement.u, arrayFilters);
    if (statement.multi === true && spec.kind === 'replacement') {
      throw commandError(
        'FailedToParse',
        'multi update is not supported for replacement-style update',
      );
    }
    const matched = findDocuments(collection, {
      filter,
      limit: statement.multi === true ? undefined : 1,
      variables,
      collation,
    });
    if (matched.length === 0 || !collection) {
      if (statement.upsert !== true) return;
      collection ??= targetCollection(command, 'update', context);
      const document = withId(buildUpsertDocument(filter, spec, variables));
      checkDocumentValidation(collection, document, undefined, bypass);
      const inserted = collection.insert(document);
      upserted.push({ index, _id: inserted._id });
      n += 1;
      return;
    }
    // Counted only once the whole statement succeeds: mongod reports a statement that failed
    // part-way (a duplicate key on its third document) in writeErrors alone, not in n.
    let modified = 0;
    for (const stored of matched) {
      const outcome = updateDocument(stored, spec, filter, arrayFilters, false, {
        variables,
        collation,
      });
      if (!outcome.changed) continue;
      checkDocumentValidation(collection, outcome.document, stored, bypass);
      collection.replace(stored, outcome.document);
      modified += 1;
    }
    n += matched.length;
    nModified += modified;
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length > 0) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors);
};

interface DeleteStatement {
  q: Document;
  limit: number;
  hint?: unknown;
  collation?: unknown;
}

const remove: CommandHandler = (command, context) => {
  const statements = documentArray(command, 'deletes') as DeleteStatement[];
  const collection = context.catalog.get(context.database, collectionName(command, 'delete'));
  const variables = letVariables(command.let);
  let n = 0;
  const writeErrors = runStatements(statements, command.ordered !== false, (statement) => {
    const collation = parseCollation(statement.collation);
    checkHint(collection, statement.hint);
    const limit = Number(statement.limit ?? 0);
    if (limit !== 0 && limit !== 1)
      throw commandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
    const matched = findDocuments(collection, {
      filter: statementFilter(statement.q),
      limit: limit === 1 ? 1 : undefined,
      variables,
      collation,
    });
    for (const stored of matched) collection?.remove(stored);
    n += matched.length;
  });
  return withWriteErrors({ n, ok: 1 }, writeErrors);
};

function statementFilter(filter: unknown): Document {
  if (filter === undefined || filter === null) return {};
  if (!isPlainDocument(filter)) throw commandError('FailedToParse', "'q' must be a document");
  return filter;
}

export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: remove };
