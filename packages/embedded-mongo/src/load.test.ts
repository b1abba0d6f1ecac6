import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './server.js';

const CLIENTS = 200;
const DOCUMENTS_EACH = 50;

let server: EmbeddedMongo;
beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
});
afterAll(() => server.stop());

describe('load', () => {
  it(`serves ${CLIENTS} concurrent clients each writing and reading back ${DOCUMENTS_EACH} documents`, async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        MongoClient.connect(`${server.uri}/load`, { maxPoolSize: 1 }),
      ),
    );
    try {
      const readBack = await Promise.all(
        clients.map(async (client, clientIndex) => {
          const collection = client.db().collection('entries');
          for (let i = 0; i < DOCUMENTS_EACH; i++) await collection.insertOne({ clientIndex, i });
          const mine = await collection.find({ clientIndex }).sort({ i: 1 }).toArray();
          return mine.map((document) => document.i);
        }),
      );
      const expected = Array.from({ length: DOCUMENTS_EACH }, (_, i) => i);
      for (const values of readBack) expect(values).toEqual(expected);
      expect(await clients[0]?.db().collection('entries').countDocuments()).toBe(
        CLIENTS * DOCUMENTS_EACH,
      );
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  }, 60_000);
});
