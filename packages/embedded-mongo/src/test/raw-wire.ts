import { connect, type Socket } from 'node:net';
import { BSON, type Document } from 'bson';

/** Hand-built wire messages, to test what drivers never send on purpose. */

function withHeader(opCode: number, body: Buffer, requestId = 7): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

export function opMsg(
  command: Document,
  options: {
    flags?: number;
    sequence?: { identifier: string; documents: Document[] };
    checksum?: boolean;
  } = {},
): Buffer {
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE((options.flags ?? 0) | (options.checksum ? 1 : 0));
  const parts = [flags, Buffer.from([0]), Buffer.from(BSON.serialize(command))];
  if (options.sequence) {
    const name = Buffer.from(`${options.sequence.identifier}\0`);
    const documents = options.sequence.documents.map((document) =>
      Buffer.from(BSON.serialize(document)),
    );
    const size = Buffer.alloc(4);
    size.writeInt32LE(
      4 + name.length + documents.reduce((total, document) => total + document.length, 0),
    );
    parts.push(Buffer.from([1]), size, name, ...documents);
  }
  // The CRC value is not checked by the server, only stripped.
  if (options.checksum) parts.push(Buffer.alloc(4, 0xab));
  return withHeader(2013, Buffer.concat(parts));
}

export function opQuery(collection: string, command: Document): Buffer {
  const flags = Buffer.alloc(4);
  const name = Buffer.from(`${collection}\0`);
  const skipAndReturn = Buffer.alloc(8);
  skipAndReturn.writeInt32LE(-1, 4);
  return withHeader(
    2004,
    Buffer.concat([flags, name, skipAndReturn, Buffer.from(BSON.serialize(command))]),
  );
}

export interface RawReply {
  opCode: number;
  responseTo: number;
  document: Document;
}

export class RawClient {
  private buffered = Buffer.alloc(0);
  private waiting: Array<() => void> = [];
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** The next reply, or null if the server closed the connection first. */
  async reply(): Promise<RawReply | null> {
    for (;;) {
      if (this.buffered.length >= 4) {
        const length = this.buffered.readInt32LE(0);
        if (this.buffered.length >= length) {
          const message = this.buffered.subarray(0, length);
          this.buffered = this.buffered.subarray(length);
          const opCode = message.readInt32LE(12);
          const bodyStart = opCode === 1 ? 36 : 21;
          return {
            opCode,
            responseTo: message.readInt32LE(8),
            document: BSON.deserialize(message.subarray(bodyStart)),
          };
        }
      }
      if (this.closed) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** Resolves true once the server closes the socket, false if it is still open after `ms`. */
  async closedWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed;
  }

  close(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
