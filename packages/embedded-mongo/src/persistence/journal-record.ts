import { crc32 } from 'node:zlib';
import { BSON, type Document } from 'bson';
import type { CollectionChange } from '../store/change.js';
import type { IndexSpec } from '../store/index-spec.js';
import { rewrapNumbers, unwrapDocument, unwrapNumbers } from '../store/numeric-types.js';

/** One journalled change: a collection's change, or a drop (which the collection cannot report itself). */
export type JournalRecord =
  | ({ database: string; collection: string } & CollectionChange)
  | { op: 'drop'; database: string; collection: string }
  | { op: 'dropDatabase'; database: string };

/** Length and CRC-32 of the BSON payload, both unsigned 32-bit little-endian. */
export const RECORD_HEADER_BYTES = 8;

/**
 * Frames a record as `length, crc32, BSON payload`. The checksum is what tells a record
 * torn by a crash mid-write (or damaged later) from a whole one.
 */
export function encodeRecord(record: JournalRecord): Buffer {
  const payload = BSON.serialize(payloadOf(record));
  const framed = Buffer.allocUnsafe(RECORD_HEADER_BYTES + payload.length);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(crc32(payload), 4);
  framed.set(payload, RECORD_HEADER_BYTES);
  return framed;
}

function payloadOf(record: JournalRecord): Document {
  const target = { o: record.op, d: record.database };
  switch (record.op) {
    case 'dropDatabase':
      return target;
    case 'drop':
      return { ...target, c: record.collection };
    case 'create':
    case 'setOptions':
      return { ...target, c: record.collection, x: record.options };
    case 'put':
      return { ...target, c: record.collection, x: rewrapNumbers(record.document) };
    case 'remove':
      return { ...target, c: record.collection, x: { _id: record.id } };
    case 'createIndex':
      return { ...target, c: record.collection, x: record.spec };
    case 'dropIndex':
      return { ...target, c: record.collection, x: { name: record.name } };
  }
}

/** The record in a payload whose checksum has already been verified. */
export function decodePayload(payload: Uint8Array): JournalRecord {
  const raw = BSON.deserialize(payload, { promoteValues: false });
  const database = raw.d as string;
  const collection = raw.c as string;
  const x = raw.x as Document;
  switch (raw.o) {
    case 'dropDatabase':
      return { op: 'dropDatabase', database };
    case 'drop':
      return { op: 'drop', database, collection };
    case 'create':
    case 'setOptions':
      return { op: raw.o, database, collection, options: unwrapNumbers(x) as Document };
    case 'put':
      return { op: 'put', database, collection, document: unwrapDocument(x) };
    case 'remove':
      return { op: 'remove', database, collection, id: unwrapNumbers(x._id) };
    case 'createIndex':
      return { op: 'createIndex', database, collection, spec: unwrapNumbers(x) as IndexSpec };
    case 'dropIndex':
      return { op: 'dropIndex', database, collection, name: x.name as string };
  }
  throw new Error(`unknown journal operation ${JSON.stringify(raw.o)}`);
}
