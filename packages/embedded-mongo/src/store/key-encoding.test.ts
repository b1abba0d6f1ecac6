import { Double, Int32, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { encodeKey } from './key-encoding.js';

describe('encodeKey', () => {
  it('gives equal keys to numerically equal numbers of any BSON type', () => {
    const keys = [5, new Int32(5), new Double(5), Long.fromNumber(5)].map(encodeKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps values of different types apart', () => {
    const values = [
      '5',
      5,
      true,
      null,
      new Date(5),
      new ObjectId('0000000000000000000000a5'),
      [5],
      { v: 5 },
    ];
    expect(new Set(values.map(encodeKey)).size).toBe(values.length);
  });

  it('is unambiguous for strings holding separators', () => {
    expect(encodeKey(['a,sb'])).not.toBe(encodeKey(['a', 'b']));
    expect(encodeKey({ a: 'x', b: 'y' })).not.toBe(encodeKey({ a: 'x","b', b: 'y' }));
  });

  it('respects field order in documents, as MongoDB equality does', () => {
    expect(encodeKey({ a: 1, b: 2 })).not.toBe(encodeKey({ b: 2, a: 1 }));
  });
});
