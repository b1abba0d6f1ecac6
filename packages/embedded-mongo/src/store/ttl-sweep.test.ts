import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { Catalog } from './catalog.js';
import { normaliseIndexSpec } from './index-spec.js';
import { sweepExpired } from './ttl-sweep.js';

const quiet = { changed() {}, dropped() {}, databaseDropped() {} };
const at = (iso: string) => new Date(iso);

describe('TTL sweep', () => {
  it('deletes what expireAfterSeconds says has expired, as mongod does', () => {
    const catalog = new Catalog(quiet);
    const sessions = catalog.create('shop', 'sessions');
    sessions.createIndex(normaliseIndexSpec({ key: { lastSeen: 1 }, expireAfterSeconds: 3600 }));
    const documents = [
      { _id: 'expired', lastSeen: at('2026-01-01T09:00:00Z') },
      { _id: 'exactly one hour', lastSeen: at('2026-01-01T09:30:00Z') },
      { _id: 'fresh', lastSeen: at('2026-01-01T10:00:00Z') },
      // An array counts from its earliest date.
      {
        _id: 'array, earliest expired',
        lastSeen: [at('2026-01-01T10:00:00Z'), at('2026-01-01T08:00:00Z')],
      },
      { _id: 'array, all fresh', lastSeen: [at('2026-01-01T10:00:00Z'), 'not a date'] },
      // Values that are not dates never expire.
      { _id: 'string', lastSeen: '2020-01-01T00:00:00Z' },
      { _id: 'number', lastSeen: 0 },
      { _id: 'missing' },
    ];
    for (const document of documents) sessions.insert(document);

    expect(sweepExpired(catalog, at('2026-01-01T10:30:00Z').getTime())).toBe(3);
    expect([...sessions.all()].map((document) => document._id)).toEqual([
      'fresh',
      'array, all fresh',
      'string',
      'number',
      'missing',
    ]);
  });

  it('honours a partial filter', () => {
    const catalog = new Catalog(quiet);
    const holds = catalog.create('shop', 'holds');
    holds.createIndex(
      normaliseIndexSpec({
        key: { createdAt: 1 },
        expireAfterSeconds: 0,
        partialFilterExpression: { status: 'pending' },
      }),
    );
    const longAgo = at('2020-01-01T00:00:00Z');
    holds.insert({ _id: 'pending', status: 'pending', createdAt: longAgo });
    holds.insert({ _id: 'paid', status: 'paid', createdAt: longAgo });
    expect(sweepExpired(catalog, at('2026-01-01T00:00:00Z').getTime())).toBe(1);
    expect([...holds.all()].map((document) => document._id)).toEqual(['paid']);
  });

  it('reads a path through an array of documents from its earliest date, as a multikey index holds them', () => {
    const catalog = new Catalog(quiet);
    const carts = catalog.create('shop', 'carts');
    carts.createIndex(normaliseIndexSpec({ key: { 'lines.addedAt': 1 }, expireAfterSeconds: 60 }));
    carts.insert({
      _id: 'one old line',
      lines: [{ addedAt: at('2026-01-01T10:00:00Z') }, { addedAt: at('2026-01-01T09:00:00Z') }],
    });
    carts.insert({ _id: 'fresh lines', lines: [{ addedAt: at('2026-01-01T10:00:00Z') }] });
    carts.insert({ _id: 'no dates', lines: [{ addedAt: 'yesterday' }, {}] });
    expect(sweepExpired(catalog, at('2026-01-01T10:00:30Z').getTime())).toBe(1);
    expect([...carts.all()].map((document) => document._id)).toEqual(['fresh lines', 'no dates']);
  });

  it('refuses, as mongod 7 does, a TTL it would otherwise ignore or apply early', () => {
    const refused = [
      [
        { key: { updatedAt: 1, status: 1 }, expireAfterSeconds: 0 },
        'compound indexes do not support TTL',
      ],
      [{ key: { at: 1 }, expireAfterSeconds: -5 }, 'cannot be less than 0'],
      [{ key: { at: 1 }, expireAfterSeconds: '3600' }, "received a type of 'string'"],
      [{ key: { at: 1 }, expireAfterSeconds: NaN }, 'must not be NaN'],
      [{ key: { at: 1 }, expireAfterSeconds: 2_147_483_648 }, 'within an acceptable range'],
    ] as const;
    for (const [spec, reason] of refused) {
      expect(() => normaliseIndexSpec(spec)).toThrow(
        expect.objectContaining({
          code: 67,
          codeName: 'CannotCreateIndex',
          message: expect.stringContaining(reason),
        }),
      );
    }
    expect(normaliseIndexSpec({ key: { at: 1 }, expireAfterSeconds: 2_147_483_647 })).toMatchObject(
      {
        expireAfterSeconds: 2_147_483_647,
      },
    );
  });
});

describe('TTL indexes on a running server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ ttlSweepIntervalMs: 20 });
  });
  afterAll(() => t.close());

  it('a document disappears once its TTL has passed', async () => {
    const events = t.collection('webhookEvents');
    await events.createIndex({ receivedAt: 1 }, { expireAfterSeconds: 60 });
    await events.insertMany([
      { _id: 'old', receivedAt: new Date(Date.now() - 61_000) },
      { _id: 'new', receivedAt: new Date(Date.now() + 3_600_000) },
    ]);
    await vi.waitFor(async () => expect(await events.countDocuments({ _id: 'old' })).toBe(0), {
      timeout: 10_000,
    });
    expect(await events.countDocuments({ _id: 'new' })).toBe(1);
  });
});
