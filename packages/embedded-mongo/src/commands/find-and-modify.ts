import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { findDocuments } from '../query/find.js';
import { projectDocuments } from '../query/projection.js';
import { parseSortSpec } from '../query/sort.js';
import { buildUpsertDocument, parseUpdateSpec, updateDocument } from '../query/update.js';
import { parseCollation } from '../query/collation.js';
import { letVariables } from '../query/let-variables.js';
import { rewrapNumbers } from '../store/numeric-types.js';
import { collectionName, documentOrEmpty } from './arguments.js';
import type { CommandHandler } from './context.js';
import { checkDocumentValidation } from './document-validation.js';
import { checkHint } from './hint.js';
import { withId } from './writes.js';

/**
 * Finds one document (honouring sort) and removes, updates or upserts it. Errors, including
 * E11000, are reported at the top level of the reply, as mongod does for this command.
 */
const findAndModify: CommandHandler = (command, context) => {
  const name = collectionName(
    command,
    'findAndModify' in command ? 'findAndModify' : 'findandmodify',
  );
  const collation = parseCollation(command.collation);
  const filter = documentOrEmpty(command, 'query');
  const remove = command.remove === true;
  if (remove === (command.update !== undefined)) {
    throw commandError('FailedToParse', 'Either an update or remove=true must be specified');
  }
  if (remove && (command.new === true || command.upsert === true)) {
    throw commandError('FailedToParse', 'Cannot specify new or upsert together with remove');
  }
  const returnNew = command.new === true;
  const project = (document: Document | null): Document | null =>
    document === null
      ? null
      : rewrapNumbers(
          projectDocuments([document], command.fields, { filter, collation })[0] ?? document,
        );

  const existingCollection = context.catalog.get(context.database, name);
  checkHint(existingCollection, command.hint);
  const variables = letVariables(command.let);
  const bypass = command.bypassDocumentValidation === true;
  const [stored] = findDocuments(existingCollection, {
    filter,
    sort: parseSortSpec(command.sort),
    limit: 1,
    variables,
    collation,
  });

  if (remove) {
    if (!stored) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    existingCollection?.remove(stored);
    return { lastErrorObject: { n: 1 }, value: project(stored), ok: 1 };
  }

  const arrayFilters = Array.isArray(command.arrayFilters)
    ? (command.arrayFilters as Document[])
    : undefined;
  const spec = parseUpdateSpec(command.update, arrayFilters);
  if (stored && existingCollection) {
    const outcome = updateDocument(stored, spec, filter, arrayFilters, false, {
      variables,
      collation,
    });
    if (outcome.changed)
      checkDocumentValidation(existingCollection, outcome.document, stored, bypass);
    const current = outcome.changed ? existingCollection.replace(stored, outcome.document) : stored;
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(returnNew ? current : stored),
      ok: 1,
    };
  }
  // Like mongod, an update that matches nothing creates no collection; only an upsert does.
  if (command.upsert !== true)
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const collection = existingCollection ?? context.catalog.ensure(context.database, name);
  const document = withId(buildUpsertDocument(filter, spec, variables));
  checkDocumentValidation(collection, document, undefined, bypass);
  const inserted = collection.insert(document);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: inserted._id },
    value: returnNew ? project(inserted) : null,
    ok: 1,
  };
};

export const findAndModifyCommands: Record<string, CommandHandler> = {
  findAndModify,
  findandmodify: findAndModify,
};
