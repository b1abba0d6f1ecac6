import type { Document } from 'bson';
import { Lazy } from 'mingo/lazy';
import { cloneDeep } from 'mingo/util';
import { commandError } from '../errors.js';
import { numericTypesOf, typesStillValid, withNumericTypes } from '../store/numeric-types.js';
import { isPlainDocument } from './paths.js';
import { mingoOptions } from './mingo-options.js';
import { $projectInDocumentOrder } from './project-stage.js';

/** Applies a find projection. Returns new objects; the stored documents are untouched. */
export function projectDocuments(documents: Document[], projection: unknown): Document[] {
  if (projection === undefined || projection === null) return documents;
  if (!isPlainDocument(projection)) throw commandError('BadValue', 'projection must be a document');
  if (Object.keys(projection).length === 0 || documents.length === 0) return documents;
  // mingo's $project stage itself: a Query and its cursor would only add an empty filter.
  const input = excludesNestedField(projection) ? documents.map((d) => cloneDeep(d)) : documents;
  const projected = $projectInDocumentOrder(
    Lazy(input),
    projection,
    mingoOptions({ onlyForProjection: projection }),
  ).collect() as Document[];
  // mingo builds new objects; carry over the numeric types of the fields that survived.
  return projected.map((document, position) => {
    const source = documents[position] as Document;
    return withNumericTypes(document, typesStillValid(numericTypesOf(source), document));
  });
}

/**
 * Whether a projection removes a field below the top level (`'card.token': 0` or
 * `{card: {token: 0}}`). mingo deletes such a field from the nested object it was given rather
 * than from a copy, which on a frozen stored document silently does nothing: these need copies.
 */
export function excludesNestedField(projection: Document, nested = false): boolean {
  return Object.entries(projection).some(([path, value]) => {
    if (isPlainDocument(value))
      return (
        !Object.keys(value).some((key) => key.startsWith('$')) && excludesNestedField(value, true)
      );
    return (nested || path.includes('.')) && (value === 0 || value === false);
  });
}
