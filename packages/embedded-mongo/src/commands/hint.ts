import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';
import type { Collection } from '../store/collection.js';
import { sameKeyPattern } from '../store/index-spec.js';

/**
 * The engine picks its own plan, so a hint never changes results here; but a hint naming
 * an index that does not exist fails on mongod, and must fail here too.
 */
export function checkHint(collection: Collection | undefined, hint: unknown): void {
  if (hint === undefined || hint === null || !collection) return;
  if (isPlainDocument(hint) && Object.keys(hint).length === 0) return;
  if (isPlainDocument(hint) && Object.keys(hint)[0] === '$natural') return;
  const specs = collection.indexSpecs();
  const found =
    typeof hint === 'string'
      ? specs.some((spec) => spec.name === hint)
      : isPlainDocument(hint) &&
        specs.some((spec) => sameKeyPattern(spec, { v: 2, name: '', key: hint as Document }));
  if (!found)
    throw commandError('BadValue', 'hint provided does not correspond to an existing index');
}
