import { describe, expect, it, vi } from 'vitest';
import { RefreshingCache, type RefreshingCacheOptions } from './refreshing-cache.js';

interface Menu {
  price: number;
}

function setup(overrides: Partial<RefreshingCacheOptions<Menu>> = {}) {
  const state = { revision: 0, now: 0, price: 150 };
  const load = vi.fn(async (): Promise<Menu> => ({ price: state.price }));
  const onRefreshError = vi.fn();
  const cache = new RefreshingCache<Menu>({
    load,
    revision: () => state.revision,
    maxAgeMs: 1000,
    onRefreshError,
    now: () => state.now,
    ...overrides,
  });
  return { state, load, cache, onRefreshError };
}

describe('RefreshingCache', () => {
  it('loads once for many concurrent requests and then serves from memory', async () => {
    const { cache, load } = setup();
    const values = await Promise.all([cache.get(), cache.get(), cache.get()]);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual({ price: 150 });
  });

  it('re-reads as soon as the revision changes', async () => {
    const { cache, state } = setup();
    await cache.get();
    state.price = 175;
    state.revision += 1;
    expect(await cache.get()).toEqual({ price: 175 });
  });

  it('serves within maxAge what another process changed, even after a long idle spell', async () => {
    const { cache, state, load } = setup();
    await cache.get();
    // Nobody asked for an hour; then the value changed elsewhere (no revision here).
    state.now = 3_600_000;
    state.price = 199;
    expect(await cache.get()).toEqual({ price: 199 });
    // One re-read for many requests at once, then memory again.
    state.now = 3_600_999;
    await Promise.all([cache.get(), cache.get()]);
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

  it('keeps serving the old value when a re-read fails, and tries again next time', async () => {
    const { cache, state, load, onRefreshError } = setup();
    const before = await cache.get();
    load.mockRejectedValueOnce(new Error('database down'));
    state.now = 1000;
    state.price = 199;
    expect(await cache.get()).toBe(before);
    expect(onRefreshError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'database down' }),
    );
    expect(await cache.get()).toEqual({ price: 199 });
  });

  it('lets a first load that fails reject, and tries again next time', async () => {
    const { cache, load } = setup();
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(cache.get()).rejects.toThrow('database down');
    await expect(cache.get()).resolves.toEqual({ price: 150 });
  });

  it('does not let a slow load of an old revision replace a newer value', async () => {
    const { cache, state, load } = setup();
    let releaseOld!: () => void;
    load.mockImplementationOnce(
      () => new Promise<Menu>((resolve) => (releaseOld = () => resolve({ price: 100 }))),
    );
    const old = cache.get();
    state.revision += 1;
    state.price = 200;
    const fresh = await cache.get();
    releaseOld();
    await old;
    expect(await cache.get()).toBe(fresh);
    expect(fresh).toEqual({ price: 200 });
  });
});
