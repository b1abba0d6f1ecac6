import { BSON, type Document } from 'bson';
import type { Collection } from '../store/collection.js';
import { rewrapNumbers, unwrapDocument, unwrapNumbers } from '../store/numeric-types.js';
import type { IndexSpec } from '../store/index-spec.js';

const FORMAT = 'embedded-mongo-collection';
const FORMAT_VERSION = 1;
/** Serialising in slices keeps the event loop responsive while a large collection is written. */
const SLICE = 2000;

export interface CollectionSnapshot {
  database: string;
  collection: string;
  options: Document;
  indexes: IndexSpec[];
  documents: Document[];
}

/**
 * A collection file is a header document followed by every document, each a plain BSON
 * document. The header's count detects a truncated file.
 */
export async function encodeCollection(collection: Collection): Promise<Buffer> {
  // Stored documents are immutable, so this list stays a consistent snapshot across the awaits below.
  const documents = [...collection.all()];
  const header = Buffer.from(
    BSON.serialize({
      format: FORMAT,
      version: FORMAT_VERSION,
      database: collection.database,
      collection: collection.name,
      options: collection.options,
      indexes: collection.indexSpecs().filter((spec) => spec.name !== '_id_'),
      count: documents.length,
    }),
  );
  const parts: Buffer[] = [header];
  for (let start = 0; start < documents.length; start += SLICE) {
    for (const document of documents.slice(start, start + SLICE))
      parts.push(Buffer.from(BSON.serialize(rewrapNumbers(document))));
    if (start + SLICE < documents.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return Buffer.concat(parts);
}

export function decodeCollection(bytes: Buffer): CollectionSnapshot {
  const documents: Document[] = [];
  let header: Document | undefined;
  let position = 0;
  while (position < bytes.length) {
    if (position + 5 > bytes.length) throw new Error(`truncated document at byte ${position}`);
    const size = bytes.readInt32LE(position);
    if (size < 5 || position + size > bytes.length)
      throw new Error(`invalid document size ${size} at byte ${position}`);
    const document = BSON.deserialize(bytes.subarray(position, position + size), {
      promoteValues: false,
    });
    if (header) documents.push(unwrapDocument(document));
    else header = unwrapNumbers(document) as Document;
    position += size;
  }
  if (!header || header.format !== FORMAT) throw new Error('not an embedded-mongo collection file');
  if (header.version !== FORMAT_VERSION)
    throw new Error(`unsupported file version ${String(header.version)}`);
  if (header.count !== documents.length) {
    throw new Error(`expected ${String(header.count)} documents but found ${documents.length}`);
  }
  if (
    typeof header.database !== 'string' ||
    typeof header.collection !== 'string' ||
    !Array.isArray(header.indexes)
  ) {
    throw new Error('invalid header');
  }
  return {
    database: header.database,
    collection: header.collection,
    options: (header.options ?? {}) as Document,
    indexes: header.indexes as IndexSpec[],
    documents,
  };
}
