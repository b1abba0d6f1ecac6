import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import type { Collection } from '../store/collection.js';
import { rewrapNumbers, unwrapDocument, unwrapNumbers } from '../store/numeric-types.js';
import type { IndexSpec } from '../store/index-spec.js';

const FORMAT = 'embedded-mongo-collection';
const FORMAT_VERSION = 3;
/**
 * Version 1 files predate the journal: they hold no journal generation. Versions 1 and 2 end
 * without a checksum.
 */
const FORMAT_VERSIONS = [1, 2, FORMAT_VERSION];
/** Serialising in slices keeps the event loop responsive while a large collection is written. */
const SLICE = 2000;

export interface CollectionSnapshot {
  database: string;
  collection: string;
  options: Document;
  indexes: IndexSpec[];
  documents: Document[];
}

export interface LoadedSnapshot extends CollectionSnapshot {
  /** The file holds every change up to the end of this journal generation (-1: older format). */
  journalGeneration: number;
}

/**
 * The collection as it is now. Stored documents are immutable, so the copied list stays a
 * consistent picture while it is written out in the background.
 */
export function captureCollection(collection: Collection): CollectionSnapshot {
  return {
    database: collection.database,
    collection: collection.name,
    options: collection.options,
    indexes: collection.indexSpecs().filter((spec) => spec.name !== '_id_'),
    documents: [...collection.all()],
  };
}

/**
 * A collection file is a header document followed by every document, each a plain BSON
 * document, and a last `{checksum}` document: the CRC-32 of every byte before it. The header's
 * count detects a truncated file, the checksum a damaged one (a changed byte inside a value
 * still parses); its journal generation says which journalled changes the file already holds.
 */
export async function encodeCollection(
  snapshot: CollectionSnapshot,
  journalGeneration: number,
): Promise<Buffer> {
  const { documents } = snapshot;
  const header = Buffer.from(
    BSON.serialize({
      format: FORMAT,
      version: FORMAT_VERSION,
      database: snapshot.database,
      collection: snapshot.collection,
      options: snapshot.options,
      indexes: snapshot.indexes,
      count: documents.length,
      journalGeneration,
    }),
  );
  const parts: Buffer[] = [header];
  let checksum = crc32(header);
  for (let start = 0; start < documents.length; start += SLICE) {
    for (const document of documents.slice(start, start + SLICE)) {
      const part = Buffer.from(BSON.serialize(rewrapNumbers(document)));
      parts.push(part);
      checksum = crc32(part, checksum);
    }
    if (start + SLICE < documents.length) await new Promise((resolve) => setImmediate(resolve));
  }
  parts.push(Buffer.from(BSON.serialize({ checksum })));
  return Buffer.concat(parts);
}

export function decodeCollection(bytes: Buffer): LoadedSnapshot {
  const documents: Document[] = [];
  let header: Document | undefined;
  let position = 0;
  let lastStart = 0;
  while (position < bytes.length) {
    lastStart = position;
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
  if (!FORMAT_VERSIONS.includes(header.version as number))
    throw new Error(`unsupported file version ${String(header.version)}`);
  if (header.version === FORMAT_VERSION) {
    const trailer = documents.pop();
    const checksum = trailer && Object.keys(trailer).length === 1 ? trailer.checksum : undefined;
    if (typeof checksum !== 'number') throw new Error('missing checksum at the end of the file');
    if (crc32(bytes.subarray(0, lastStart)) !== checksum)
      throw new Error('checksum mismatch: the file is damaged');
  }
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
    journalGeneration: typeof header.journalGeneration === 'number' ? header.journalGeneration : -1,
  };
}
