import { describe, expect, it } from 'vitest';
import { MalformedMessageError, MessageFramer } from './message-framer.js';

function message(length: number, fill = 0): Buffer {
  const buffer = Buffer.alloc(length, fill);
  buffer.writeInt32LE(length, 0);
  return buffer;
}

describe('MessageFramer', () => {
  it('cuts messages that arrive split and glued together', () => {
    const framer = new MessageFramer();
    const stream = Buffer.concat([message(20, 1), message(32, 2), message(16, 3)]);
    expect(framer.push(stream.subarray(0, 3))).toEqual([]);
    const first = framer.push(stream.subarray(3, 40));
    expect(first.map((m) => m.length)).toEqual([20]);
    const rest = framer.push(stream.subarray(40));
    expect(rest.map((m) => m.length)).toEqual([32, 16]);
    expect(rest[1]?.[15]).toBe(3);
  });

  it('rejects a length below the header size', () => {
    expect(() => new MessageFramer().push(message(16).fill(0xff))).toThrow(MalformedMessageError);
    const tiny = Buffer.alloc(8);
    tiny.writeInt32LE(4, 0);
    expect(() => new MessageFramer().push(tiny)).toThrow(MalformedMessageError);
  });

  it('rejects a message larger than the advertised maximum before buffering it', () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(48_000_001, 0);
    expect(() => new MessageFramer().push(header)).toThrow(/invalid message length/);
  });
});
