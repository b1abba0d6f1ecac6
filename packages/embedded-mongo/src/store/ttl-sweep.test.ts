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

  it('honours a partial filter and ignores compound indexes', () => {
    const catalog = new Catalog(quiet);
    const holds = catalog.create('shop', 'holds');
    holds.createIndex(
      normaliseIndexSpec({
        key: { createdAt: 1 },
        expireAfterSeconds: 0,
        partialFilterExpression: { status: 'pending' },
      }),
    );
    holds.createIndex(
      normaliseIndexSpec({ key: { updatedAt: 1, status: 1 }, expireAfterSeconds: 0 }),
    );
    const longAgo = at('2020-01-01T00:00:00Z');
    holds.insert({ _id: 'pending', status: 'pending', createdAt: longAgo });
    holds.insert({ _id: 'paid', status: 'paid', createdAt: longAgo, updatedAt: longAgo });
    expect(sweepExpired(catalog, at('2026-01-01T00:00:00Z').getTime())).toBe(1);
    expect([...holds.all()].map((document) => document._id)).toEqual(['paid']);
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
