import { gunzipSync } from 'node:zlib';
import type { Product } from '@gymfuel/contracts';
import { describe, expect, it } from 'vitest';
import { buildCatalogueSnapshot } from './catalogue-snapshot.js';

const product = (title: string, price: number): Product => ({
  _id: '64b7f0c2a1b2c3d4e5f60718',
  title,
  description: 'Tasty',
  imageUrl: '/art/1f964.webp',
  price,
  category: 'Shakes',
  nutrition: null,
  diet: null,
  allergens: [],
  ingredients: '',
  available: true,
  version: 0,
});

describe('buildCatalogueSnapshot', () => {
  it('holds the JSON bytes, their gzip and strong ETags', async () => {
    const snapshot = await buildCatalogueSnapshot([product('Shake', 150)]);
    expect(JSON.parse(snapshot.identity.toString())).toEqual([product('Shake', 150)]);
    expect(gunzipSync(snapshot.gzipped).equals(snapshot.identity)).toBe(true);
    expect(snapshot.etag).toMatch(/^"[\w-]+"$/);
    expect(snapshot.gzippedEtag).not.toBe(snapshot.etag);
  });

  it('derives the ETag from the content: the same catalogue keeps it, a new price changes it', async () => {
    const first = await buildCatalogueSnapshot([product('Shake', 150)]);
    const again = await buildCatalogueSnapshot([product('Shake', 150)]);
    const repriced = await buildCatalogueSnapshot([product('Shake', 175)]);
    expect(again.etag).toBe(first.etag);
    expect(repriced.etag).not.toBe(first.etag);
  });
});
