import { gunzipSync } from 'node:zlib';
import type { Product } from '@gymfuel/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueCache, type CatalogueCacheOptions } from './catalogue-cache.js';

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
});

function setup(overrides: Partial<CatalogueCacheOptions> = {}) {
  const state = { revision: 0, now: 0, products: [product('Shake', 150)] };
  const load = vi.fn(async () => state.products);
  const onRefreshError = vi.fn();
  const cache = new CatalogueCache({
    load,
    revision: () => state.revision,
    maxAgeMs: 1000,
    onRefreshError,
    now: () => state.now,
    ...overrides,
  });
  return { state, load, cache, onRefreshError };
}

describe('CatalogueCache', () => {
  it('serves the JSON bytes, their gzip and strong ETags', async () => {
    const { cache } = setup();
    const snapshot = await cache.get();
    expect(JSON.parse(snapshot.identity.toString())).toEqual([product('Shake', 150)]);
    expect(gunzipSync(snapshot.gzipped).equals(snapshot.identity)).toBe(true);
    expect(snapshot.etag).toMatch(/^"[\w-]+"$/);
    expect(snapshot.gzippedEtag).not.toBe(snapshot.etag);
  });

  it('loads once for many concurrent requests and then serves from memory', async () => {
    const { cache, load } = setup();
    const snapshots = await Promise.all([cache.get(), cache.get(), cache.get()]);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(snapshots).size).toBe(1);
  });

  it('rebuilds as soon as the product revision changes', async () => {
    const { cache, state } = setup();
    const before = await cache.get();
    state.products = [product('Shake', 175)];
    state.revision += 1;
    const after = await cache.get();
    expect(after.etag).not.toBe(before.etag);
    expect(JSON.parse(after.identity.toString())[0].price).toBe(175);
  });

  it('keeps the ETag when a reload finds the same catalogue', async () => {
    const { cache, state } = setup();
    const before = await cache.get();
    state.revision += 1;
    expect((await cache.get()).etag).toBe(before.etag);
  });

  it('after maxAge serves the old bytes once while re-reading in the background', async () => {
    const { cache, state, load } = setup();
    const before = await cache.get();
    state.products = [product('Shake', 199)];
    state.now = 1000;
    expect(await cache.get()).toBe(before);
    await vi.waitFor(
      async () => {
        expect(JSON.parse((await cache.get()).identity.toString())[0].price).toBe(199);
      },
      { timeout: 10_000 },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never re-reads by age when maxAge is 0', async () => {
    const { cache, state, load } = setup({ maxAgeMs: 0 });
    await cache.get();
    state.now = 1e9;
    await cache.get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the old bytes when a background refresh fails', async () => {
    const { cache, state, load, onRefreshError } = setup();
    const before = await cache.get();
    load.mockRejectedValueOnce(new Error('database down'));
    state.now = 1000;
    expect(await cache.get()).toBe(before);
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onRefreshError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'database down' }),
    );
    expect(await cache.get()).toBe(before);
  });

  it('lets a first load that fails reject, and tries again next time', async () => {
    const { cache, load } = setup();
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(cache.get()).rejects.toThrow('database down');
    await expect(cache.get()).resolves.toBeDefined();
  });

  it('does not let a slow load of an old revision replace a newer snapshot', async () => {
    const { cache, state, load } = setup();
    let releaseOld!: () => void;
    load.mockImplementationOnce(
      () =>
        new Promise<Product[]>((resolve) => (releaseOld = () => resolve([product('Old', 100)]))),
    );
    const old = cache.get();
    state.revision += 1;
    state.products = [product('New', 200)];
    const fresh = await cache.get();
    releaseOld();
    await old;
    expect(await cache.get()).toBe(fresh);
  });
});
