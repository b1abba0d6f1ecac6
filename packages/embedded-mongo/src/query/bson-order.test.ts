import { Binary, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { compareBson } from './bson-order.js';

describe('compareBson', () => {
  it('orders types as MongoDB does', () => {
    const ordered = [
      new MinKey(),
      null,
      -5,
      Long.fromNumber(3),
      4.5,
      'abc',
      { a: 1 },
      [1, 2],
      new Binary(Buffer.from('x')),
      new ObjectId('000000000000000000000001'),
      false,
      true,
      new Date(0),
      /re/,
      new MaxKey(),
    ];
    const shuffled = [...ordered].reverse();
    expect(shuffled.sort(compareBson)).toEqual(ordered);
  });

  it('compares numbers of different BSON types by value', () => {
    expect(compareBson(Long.fromNumber(5), 5)).toBe(0);
    expect(
      compareBson(Long.fromString('9007199254740993'), Long.fromString('9007199254740992')),
    ).toBe(1);
    expect(compareBson(NaN, -Infinity)).toBe(-1);
  });

  it('compares documents field by field and arrays element by element', () => {
    expect(compareBson({ a: 1, b: 2 }, { a: 1, b: 3 })).toBeLessThan(0);
    expect(compareBson({ a: 1 }, { a: 1, b: 0 })).toBeLessThan(0);
    expect(compareBson([1, 2], [1, 3])).toBeLessThan(0);
    expect(compareBson([2], [1, 5])).toBeGreaterThan(0);
  });
});

describe('compareBson on a missing value inside a document or an array', () => {
  it('compares a document without its missing fields, as mongod never stores one', () => {
    expect(compareBson({ a: undefined }, {})).toBe(0);
    expect(compareBson({ a: undefined, b: 1 }, { b: 1 })).toBe(0);
    expect(compareBson({ a: 1, b: undefined }, { a: 1, b: null })).toBeLessThan(0);
  });

  it('ranks a missing array element as null, as mongod makes it', () => {
    expect(compareBson([undefined], [null])).toBe(0);
    expect(compareBson([1, undefined], [1, 0])).toBeLessThan(0);
  });
});
