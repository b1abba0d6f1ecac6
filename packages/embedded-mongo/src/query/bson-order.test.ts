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
