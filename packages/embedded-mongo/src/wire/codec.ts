import { BSON, type Document } from 'bson';
import { TYPE_PRESERVING_COMMANDS, unwrapWritePayload } from '../commands/write-payload.js';
import { HEADER_SIZE, MsgFlags, OpCode } from './constants.js';
import { MalformedMessageError } from './message-framer.js';

export type WireRequest =
  | { kind: 'msg'; requestId: number; command: Document; moreToCome: boolean }
  | { kind: 'query'; requestId: number; collection: string; command: Document };

const deserializeOptions: BSON.DeserializeOptions = { validation: { utf8: true } };
const exactOptions: BSON.DeserializeOptions = { ...deserializeOptions, promoteValues: false };

/** Decodes one whole message (as cut by MessageFramer). Throws MalformedMessageError on anything unreadable. */
export function decodeRequest(message: Buffer): WireRequest {
  try {
    const requestId = message.readInt32LE(4);
    const opCode = message.readInt32LE(12);
    if (opCode === OpCode.MSG) return decodeMsg(message, requestId);
    if (opCode === OpCode.QUERY) return decodeQuery(message, requestId);
    throw new MalformedMessageError(`unsupported opCode ${opCode}`);
  } catch (error) {
    if (error instanceof MalformedMessageError) throw error;
    throw new MalformedMessageError(error instanceof Error ? error.message : String(error));
  }
}

function decodeMsg(message: Buffer, requestId: number): WireRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  // The checksum is only a transport check; TCP already guarantees integrity here, so it is dropped.
  const end = flags & MsgFlags.checksumPresent ? message.length - 4 : message.length;
  let position = HEADER_SIZE + 4;
  let bodyBytes: Buffer | undefined;
  const sequences: Buffer[] = [];
  while (position < end) {
    const kind = message[position];
    position += 1;
    const size = readSize(message, position, end);
    if (kind === 0) {
      if (bodyBytes) throw new MalformedMessageError('more than one body section');
      bodyBytes = message.subarray(position, position + size);
    } else if (kind === 1) {
      sequences.push(message.subarray(position, position + size));
    } else {
      throw new MalformedMessageError(`unknown section kind ${kind}`);
    }
    position += size;
  }
  if (!bodyBytes) throw new MalformedMessageError('OP_MSG without a body section');
  // Documents about to be stored are decoded without number promotion, so their BSON number types survive.
  const preserveTypes = TYPE_PRESERVING_COMMANDS.has(firstKey(bodyBytes));
  const options = preserveTypes ? exactOptions : deserializeOptions;
  const body = BSON.deserialize(bodyBytes, options);
  for (const section of sequences) {
    const [identifier, documents] = decodeSequence(section, options);
    body[identifier] = documents;
  }
  const command = preserveTypes ? unwrapWritePayload(body) : body;
  return { kind: 'msg', requestId, command, moreToCome: (flags & MsgFlags.moreToCome) !== 0 };
}

/** The name of a BSON document's first field (the command name), read without decoding it. */
function firstKey(document: Buffer): string {
  const nameEnd = document.indexOf(0, 5);
  return nameEnd < 0 ? '' : document.toString('utf8', 5, nameEnd);
}

function decodeSequence(section: Buffer, options: BSON.DeserializeOptions): [string, Document[]] {
  const nameEnd = section.indexOf(0, 4);
  if (nameEnd < 0) throw new MalformedMessageError('unterminated sequence identifier');
  const identifier = section.toString('utf8', 4, nameEnd);
  const documents: Document[] = [];
  let position = nameEnd + 1;
  while (position < section.length) {
    const size = readSize(section, position, section.length);
    documents.push(BSON.deserialize(section.subarray(position, position + size), options));
    position += size;
  }
  return [identifier, documents];
}

function decodeQuery(message: Buffer, requestId: number): WireRequest {
  let position = HEADER_SIZE + 4;
  const nameEnd = message.indexOf(0, position);
  if (nameEnd < 0) throw new MalformedMessageError('unterminated collection name');
  const collection = message.toString('utf8', position, nameEnd);
  position = nameEnd + 1 + 8; // skip numberToSkip and numberToReturn
  const size = readSize(message, position, message.length);
  const command = BSON.deserialize(message.subarray(position, position + size), deserializeOptions);
  return { kind: 'query', requestId, collection, command };
}

function readSize(buffer: Buffer, position: number, end: number): number {
  if (position + 4 > end) throw new MalformedMessageError('truncated section');
  const size = buffer.readInt32LE(position);
  if (size < 5 || position + size > end)
    throw new MalformedMessageError(`invalid section size ${size}`);
  return size;
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER_SIZE);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(nextRequestId, 4);
  nextRequestId = (nextRequestId + 1) & 0x7fffffff;
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

export function encodeMsgReply(responseTo: number, reply: Document): Buffer {
  const body = BSON.serialize(reply);
  const prefix = Buffer.alloc(5); // flagBits (0) and section kind 0
  return Buffer.concat([
    header(HEADER_SIZE + 5 + body.length, responseTo, OpCode.MSG),
    prefix,
    body,
  ]);
}

/** The legacy reply, used only for the first handshake, which drivers still send as OP_QUERY. */
export function encodeOpReply(responseTo: number, reply: Document): Buffer {
  const body = BSON.serialize(reply);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(1, 16); // numberReturned; flags, cursorId and startingFrom stay zero
  return Buffer.concat([
    header(HEADER_SIZE + 20 + body.length, responseTo, OpCode.REPLY),
    fields,
    body,
  ]);
}
