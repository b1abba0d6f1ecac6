import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';
import type { Collection } from '../store/collection.js';
import { sameKeyPattern, type IndexSpec } from '../store/index-spec.js';

/**
 * The engine picks its own plan, but a hint naming an index that does not exist (or is hidden)
 * fails on mongod, and must fail here too. Returns the hinted index: a sparse or partial one limits
 * a read to the documents it holds, as on mongod.
 */
export function checkHint(
  collection: Collection | undefined,
  hint: unknown,
): IndexSpec | undefined {
  if (hint === undefined || hint === null || !collection) return undefined;
  if (isPlainDocument(hint) && Object.keys(hint).length === 0) return undefined;
  if (isPlainDocument(hint) && Object.keys(hint)[0] === '$natural') return undefined;
  // mongod cannot be hinted to a hidden index: it plans no query.
  const specs = collection.indexSpecs().filter((spec) => spec.hidden !== true);
  const found =
    typeof hint === 'string'
      ? specs.find((spec) => spec.name === hint)
      : isPlainDocument(hint)
        ? specs.find((spec) => sameKeyPattern(spec, { v: 2, name: '', key: hint as Document }))
        : undefined;
  if (!found)
    throw commandError('BadValue', 'hint provided does not correspond to an existing index');
  return found;
}
