import { HEADER_SIZE, MAX_MESSAGE_SIZE_BYTES } from './constants.js';

export class MalformedMessageError extends Error {
  override name = 'MalformedMessageError';
}

/**
 * Cuts a TCP byte stream into whole wire messages. Each message starts with its
 * own int32 length, so a bad length means the stream can no longer be trusted.
 */
export class MessageFramer {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxMessageSize = MAX_MESSAGE_SIZE_BYTES) {}

  /** Adds bytes and returns every message completed by them. Throws on an impossible length. */
  push(chunk: Buffer): Buffer[] {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    const messages: Buffer[] = [];
    while (this.pendingBytes >= 4) {
      const length = this.peekLength();
      if (length < HEADER_SIZE || length > this.maxMessageSize) {
        throw new MalformedMessageError(`invalid message length ${length}`);
      }
      if (this.pendingBytes < length) break;
      messages.push(this.take(length));
    }
    return messages;
  }

  private peekLength(): number {
    const first = this.pending[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    this.pending = [Buffer.concat(this.pending)];
    return (this.pending[0] as Buffer).readInt32LE(0);
  }

  private take(length: number): Buffer {
    const first = this.pending[0] as Buffer;
    if (first.length >= length) {
      const message = first.subarray(0, length);
      if (first.length === length) this.pending.shift();
      else this.pending[0] = first.subarray(length);
      this.pendingBytes -= length;
      return message;
    }
    const all = Buffer.concat(this.pending, this.pendingBytes);
    const message = all.subarray(0, length);
    this.pending = all.length > length ? [all.subarray(length)] : [];
    this.pendingBytes -= length;
    return message;
  }
}
