import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { Catalog } from '../store/catalog.js';
import { normaliseIndexSpec } from '../store/index-spec.js';
import { candidateDocuments, planQuery } from './planner.js';

const quiet = { changed() {}, dropped() {}, databaseDropped() {} };

function productsWith(count: number) {
  const collection = new Catalog(quiet).create('shop', 'products');
  collection.createIndex(normaliseIndexSpec({ key: { sku: 1 }, unique: true }));
  collection.createIndex(normaliseIndexSpec({ key: { category: 1, size: 1 } }));
  collection.createIndex(normaliseIndexSpec({ key: { body: 'text' } }));
  for (let i = 0; i < count; i++) {
    collection.insert({
      _id: new ObjectId(),
      sku: `SKU-${i}`,
      category: i % 2 ? 'shake' : 'meal',
      size: i % 3,
      tags: [`t${i % 5}`],
    });
  }
  return collection;
}

describe('planQuery', () => {
  const products = productsWith(10_000);

  it('answers _id and unique-key equality from the index, touching one document', () => {
    const [sample] = [...candidateDocuments(products, { sku: 'SKU-1234' })];
    expect(sample?.sku).toBe('SKU-1234');
    expect([...candidateDocuments(products, { sku: 'SKU-1234' })]).toHaveLength(1);
    expect(planQuery(products, { sku: 'SKU-1234', size: { $gt: 0 } })).toMatchObject({
      stage: 'IXSCAN',
      index: { name: 'sku_1' },
    });
    expect(planQuery(products, { _id: sample?._id })).toMatchObject({ stage: 'IDHACK' });
    expect([...candidateDocuments(products, { _id: sample?._id })]).toEqual([sample]);
  });

  it('uses a compound index when every field is pinned, and $in through it', () => {
    const plan = planQuery(products, { category: { $in: ['shake', 'meal'] }, size: 1 });
    expect(plan).toMatchObject({
      stage: 'IXSCAN',
      index: { name: 'category_1_size_1' },
      fieldCount: 2,
    });
    expect([
      ...candidateDocuments(products, { $and: [{ category: 'shake' }, { size: { $eq: 2 } }] }),
    ]).toHaveLength(1666);
  });

  it('uses the leading fields of a compound index when only they are pinned', () => {
    expect(planQuery(products, { category: 'shake', size: { $gt: 0 } })).toMatchObject({
      stage: 'IXSCAN',
      index: { name: 'category_1_size_1' },
      fieldCount: 1,
    });
    const shakes = [...candidateDocuments(products, { category: 'shake' })];
    expect(shakes).toHaveLength(5000);
    expect(shakes.every((document) => document.category === 'shake')).toBe(true);
    expect([
      ...candidateDocuments(products, { category: { $in: ['meal', 'shake'] } }),
    ]).toHaveLength(10_000);
    // Not a later field alone: an index is read from its first field on.
    expect(planQuery(products, { size: 1 })).toEqual({ stage: 'COLLSCAN' });
  });

  it('prefers a whole key to a leading part, then more pinned fields', () => {
    expect(planQuery(products, { category: 'shake', sku: 'SKU-3' })).toMatchObject({
      index: { name: 'sku_1' },
      fieldCount: 1,
    });
    const seats = new Catalog(quiet).create('shop', 'seats');
    seats.createIndex(normaliseIndexSpec({ key: { gym: 1 } }));
    seats.createIndex(normaliseIndexSpec({ key: { gym: 1, date: 1, seat: 1 }, unique: true }));
    expect(planQuery(seats, { gym: 'Iron', date: '2026-11-27' })).toMatchObject({
      index: { name: 'gym_1_date_1_seat_1' },
      fieldCount: 2,
    });
    expect(planQuery(seats, { gym: 'Iron' })).toMatchObject({ index: { name: 'gym_1' } });
  });

  it('keeps the leading parts right through updates and removals of multikey documents', () => {
    const boxes = new Catalog(quiet).create('shop', 'boxes');
    boxes.createIndex(normaliseIndexSpec({ key: { shelf: 1, tags: 1 }, unique: true }));
    const onShelf = (shelf: string) =>
      [...candidateDocuments(boxes, { shelf })].map((document) => document._id);
    const box = boxes.insert({ _id: 1, shelf: 'A', tags: ['red', 'blue'] });
    boxes.insert({ _id: 2, shelf: 'A', tags: ['green'] });
    expect(onShelf('A')).toEqual([1, 2]);
    // One of its two keys goes; the other still lists it under shelf A.
    const fewerTags = boxes.replace(box, { _id: 1, shelf: 'A', tags: ['red'] });
    expect(onShelf('A')).toEqual([1, 2]);
    const moved = boxes.replace(fewerTags, { _id: 1, shelf: 'B', tags: ['red', 'blue'] });
    expect(onShelf('A')).toEqual([2]);
    expect(onShelf('B')).toEqual([1]);
    boxes.remove(moved);
    expect(onShelf('B')).toEqual([]);
    expect(planQuery(boxes, { shelf: 'B' }).stage).toBe('IXSCAN');
  });

  it('uses a partial index that only asks fields to exist when the query pins them by value', () => {
    const uses = new Catalog(quiet).create('shop', 'uses');
    uses.createIndex(
      normaliseIndexSpec({
        key: { code: 1, use: 1 },
        unique: true,
        partialFilterExpression: { use: { $exists: true } },
      }),
    );
    uses.createIndex(
      normaliseIndexSpec({ key: { holder: 1 }, partialFilterExpression: { state: 'held' } }),
    );
    uses.insert({ _id: 1, code: 'FIT10', use: 1, holder: 'a', state: 'held' });
    uses.insert({ _id: 2, code: 'FIT10', holder: 'b', state: 'held' });
    uses.insert({ _id: 3, code: 'FIT10', use: 2, holder: 'c', state: 'confirmed' });
    const numbered = { code: 'FIT10', use: { $in: [1, 2, 3] } };
    expect(planQuery(uses, numbered)).toMatchObject({ index: { name: 'code_1_use_1' } });
    expect([...candidateDocuments(uses, numbered)].map(({ _id }) => _id)).toEqual([1, 3]);
    // Without `use` pinned, the index lacks record 2: the query scans and finds all three.
    expect(planQuery(uses, { code: 'FIT10' })).toEqual({ stage: 'COLLSCAN' });
    expect([...candidateDocuments(uses, { code: 'FIT10' })]).toHaveLength(3);
    // Any other partial filter: never used for a look-up.
    expect(planQuery(uses, { holder: 'c' })).toEqual({ stage: 'COLLSCAN' });
  });

  it('scans for ranges, regexes, null and text/geo indexes', () => {
    expect(planQuery(products, { sku: { $gt: 'SKU-1' } }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { sku: /^SKU-1/ }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { sku: null }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { body: 'x' }).stage).toBe('COLLSCAN');
  });
});
