import type { Document } from 'bson';
import type { IndexSpec } from './index-spec.js';

/**
 * What one write did to one collection, at the level the journal records: whole document
 * versions rather than commands, so replaying a change gives exactly the stored result
 * (generated _ids, $currentDate and upserts included).
 */
export type CollectionChange =
  | { op: 'create'; options: Document }
  | { op: 'setOptions'; options: Document }
  | { op: 'put'; document: Document }
  | { op: 'remove'; id: unknown }
  | { op: 'createIndex'; spec: IndexSpec }
  | { op: 'dropIndex'; name: string };
