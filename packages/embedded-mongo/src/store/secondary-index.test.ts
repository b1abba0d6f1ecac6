import { describe, expect, it } from 'vitest';
import { normaliseIndexSpec } from './index-spec.js';
import { SecondaryIndex } from './secondary-index.js';

const indexOn = (spec: object) => new SecondaryIndex(normaliseIndexSpec(spec));
const keys = (index: SecondaryIndex, document: object) =>
  index.keysOf(document).map(({ encoded, values }) => [encoded, values]);

describe('SecondaryIndex.keysOf', () => {
  it('gives one key per combination of a compound key, an array field giving each distinct element', () => {
    const index = indexOn({ key: { user: 1, 'items.sku': 1, qty: 1 } });
    expect(
      keys(index, { user: 'u', items: [{ sku: 'a' }, { sku: 'b' }, { sku: 'a' }], qty: 2 }),
    ).toEqual([
      ['["su","sa","n2"]', ['u', 'a', 2]],
      ['["su","sb","n2"]', ['u', 'b', 2]],
    ]);
    expect(keys(index, { user: 'u', items: [{ sku: 'a' }] })).toEqual([
      ['["su","sa","z"]', ['u', 'a', null]],
    ]);
  });

  it('keys a one-field index by its value, each element of an array, or null when missing', () => {
    const index = indexOn({ key: { tags: 1 } });
    expect(keys(index, { tags: 'x' })).toEqual([['sx', ['x']]]);
    expect(keys(index, { tags: ['x', 'y'] })).toEqual([
      ['sx', ['x']],
      ['sy', ['y']],
    ]);
    expect(keys(index, {})).toEqual([['z', [null]]]);
  });

  it('keys only the documents a partial filter holds, by collation key under a collation', () => {
    const partial = indexOn({
      key: { paymentId: 1 },
      unique: true,
      partialFilterExpression: { paymentId: { $exists: true } },
    });
    expect(keys(partial, { status: 'pending' })).toEqual([]);
    expect(keys(partial, { paymentId: 'pay-1' })).toEqual([['spay-1', ['pay-1']]]);
    const collated = indexOn({
      key: { name: 1, city: 1 },
      collation: { locale: 'en', strength: 2 },
    });
    const [upper] = collated.keysOf({ name: 'ADA', city: 'Pune' });
    const [lower] = collated.keysOf({ name: 'ada', city: 'pune' });
    expect(upper?.encoded).toBe(lower?.encoded);
    expect(upper?.values).toEqual(['ADA', 'Pune']);
  });
});
