import type { Document } from 'bson';
import { Lazy } from 'mingo/lazy';
import { $project } from 'mingo/operators/pipeline';
import { commandError } from '../errors.js';
import { numericTypesOf, typesStillValid, withNumericTypes } from '../store/numeric-types.js';
import { isPlainDocument } from './paths.js';
import { mingoOptions } from './mingo-options.js';

/** Applies a find projection. Returns new objects; the stored documents are untouched. */
export function projectDocuments(documents: Document[], projection: unknown): Document[] {
  if (projection === undefined || projection === null) return documents;
  if (!isPlainDocument(projection)) throw commandError('BadValue', 'projection must be a document');
  if (Object.keys(projection).length === 0 || documents.length === 0) return documents;
  // mingo's $project stage itself: a Query and its cursor would only add an empty filter.
  const projected = $project(
    Lazy(documents),
    projection,
    mingoOptions({ onlyForProjection: projection }),
  ).collect() as Document[];
  // mingo builds new objects; carry over the numeric types of the fields that survived.
  return projected.map((document, position) => {
    const source = documents[position] as Document;
    return withNumericTypes(document, typesStillValid(numericTypesOf(source), document));
  });
}
