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

  it('uses a compound index only when every field is pinned, and $in through it', () => {
    expect(planQuery(products, { category: 'shake' })).toEqual({ stage: 'COLLSCAN' });
    const plan = planQuery(products, { category: { $in: ['shake', 'meal'] }, size: 1 });
    expect(plan).toMatchObject({ stage: 'IXSCAN', index: { name: 'category_1_size_1' } });
    expect([
      ...candidateDocuments(products, { $and: [{ category: 'shake' }, { size: { $eq: 2 } }] }),
    ]).toHaveLength(1666);
  });

  it('scans for ranges, regexes, null and text/geo indexes', () => {
    expect(planQuery(products, { sku: { $gt: 'SKU-1' } }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { sku: /^SKU-1/ }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { sku: null }).stage).toBe('COLLSCAN');
    expect(planQuery(products, { body: 'x' }).stage).toBe('COLLSCAN');
  });
});
