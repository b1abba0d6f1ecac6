import { Long, UUID } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const lsid = () => ({ id: new UUID() });

describe('sessions', () => {
  it('accepts lsid and txnNumber on retryable writes', async () => {
    const reply = await t.db.command({
      insert: 'retry',
      documents: [{ _id: 1 }],
      lsid: lsid(),
      txnNumber: Long.fromNumber(1),
    });
    expect(reply).toMatchObject({ n: 1, ok: 1 });
    const update = await t.db.command({
      update: 'retry',
      updates: [{ q: { _id: 1 }, u: { $set: { a: 1 } } }],
      lsid: lsid(),
      txnNumber: Long.fromNumber(2),
    });
    expect(update).toMatchObject({ n: 1, nModified: 1 });
  });

  it('runs driver operations inside an explicit session', async () => {
    await t.client.withSession(async (session) => {
      await t.collection('retry').insertOne({ _id: 2 }, { session });
      expect(await t.collection('retry').countDocuments({}, { session })).toBe(2);
    });
  });

  it('refuses multi-document transactions with a clear error and writes nothing', async () => {
    const error = await t.db
      .command({
        insert: 'retry',
        documents: [{ _id: 3 }],
        lsid: lsid(),
        txnNumber: Long.fromNumber(1),
        startTransaction: true,
        autocommit: false,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 20, codeName: 'IllegalOperation' });
    expect((error as Error).message).toMatch(
      /Multi-document transactions are not supported by embedded-mongo/,
    );
    await expect(
      t.db.admin().command({ commitTransaction: 1, lsid: lsid(), txnNumber: Long.fromNumber(1) }),
    ).rejects.toMatchObject({
      code: 20,
    });
    expect(await t.collection('retry').countDocuments({ _id: 3 })).toBe(0);
  });
});
