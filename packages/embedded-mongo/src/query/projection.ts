import type { Document } from 'bson';
import { Query } from 'mingo/query';
import { commandError } from '../errors.js';
import { numericTypesOf, typesStillValid, withNumericTypes } from '../store/numeric-types.js';
import { isPlainDocument } from './paths.js';
import { mingoOptions } from './mingo-options.js';

/** Applies a find projection. Returns new objects; the stored documents are untouched. */
export function projectDocuments(documents: Document[], projection: unknown): Document[] {
  if (projection === undefined || projection === null) return documents;
  if (!isPlainDocument(projection)) throw commandError('BadValue', 'projection must be a document');
  if (Object.keys(projection).length === 0 || documents.length === 0) return documents;
  const projected = new Query({}, mingoOptions({ onlyForProjection: projection })).find<Document>(documents, projection).all();
  // mingo builds new objects; carry over the numeric types of the fields that survived.
  return projected.map((document, position) => {
    const source = documents[position] as Document;
    return withNumericTypes(document, typesStillValid(numericTypesOf(source), document));
  });
}
