import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { COMMAND_FIELDS, UNCHECKED_COMMANDS } from './command-fields.js';
import { supportedCommands } from './dispatch.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.collection('items').insertMany([
    { _id: 1, n: 3 },
    { _id: 2, n: 1 },
  ]);
});
afterAll(() => t.close());

describe('the command-field table', () => {
  it('lists every command the engine answers', () => {
    const missing = supportedCommands().filter(
      (name) => !UNCHECKED_COMMANDS.has(name) && !(name in COMMAND_FIELDS),
    );
    expect(missing).toEqual([]);
  });

  it("refuses an unknown field with mongod's 40415", async () => {
    for (const command of [
      { find: 'items', bogusOption: 1 },
      { insert: 'items', documents: [{ _id: 3 }], bogusOption: 1 },
      { createIndexes: 'items', indexes: [{ key: { n: 1 }, name: 'n_1' }], bogusOption: 1 },
    ]) {
      const name = Object.keys(command)[0];
      await expect(t.db.command(command)).rejects.toMatchObject({
        code: 40415,
        codeName: 'Location40415',
        message: `BSON field '${name}.bogusOption' is an unknown field.`,
      });
    }
    expect(await t.collection('items').countDocuments()).toBe(2);
  });

  it('refuses sort on updateOne and replaceOne, as MongoDB 7 does, and changes nothing', async () => {
    const update = t.collection('items').updateOne({}, { $set: { hit: true } }, { sort: { n: 1 } });
    await expect(update).rejects.toMatchObject({
      code: 40415,
      message: "BSON field 'update.updates.sort' is an unknown field.",
    });
    const replace = t.collection('items').replaceOne({}, { n: 0 }, { sort: { n: -1 } });
    await expect(replace).rejects.toBeInstanceOf(MongoServerError);
    expect(await t.collection('items').countDocuments({ hit: true })).toBe(0);
    expect(await t.collection('items').countDocuments({ n: 0 })).toBe(0);
  });

  it('refuses options MongoDB knows but the engine does not implement, naming them', async () => {
    await expect(
      t.collection('items').find({}, { tailable: true }).toArray(),
    ).rejects.toMatchObject({
      code: 72,
      codeName: 'InvalidOptions',
      message: expect.stringMatching(/'tailable' option of find/),
    });
  });

  it("refuses a write concern a standalone cannot satisfy, with mongod's codes", async () => {
    await expect(
      t.collection('items').insertOne({ _id: 9 }, { writeConcern: { w: 2 } }),
    ).rejects.toMatchObject({
      code: 2,
      codeName: 'BadValue',
      message: "cannot use 'w' > 1 on a standalone",
    });
    await expect(
      t.collection('items').insertOne({ _id: 9 }, { writeConcern: { w: 'dc1' as 'majority' } }),
    ).rejects.toMatchObject({ code: 79, codeName: 'UnknownReplWriteConcern' });
    await t.collection('items').insertOne({ _id: 9 }, { writeConcern: { w: 'majority', j: true } });
    expect(await t.collection('items').countDocuments({ _id: 9 })).toBe(1);
  });

  it('serves the read concerns a standalone serves and refuses snapshot', async () => {
    expect(
      await t.collection('items').find({}, { readConcern: 'majority' }).toArray(),
    ).toHaveLength(3);
    await expect(
      t.db.command({ find: 'items', readConcern: { level: 'snapshot' } }),
    ).rejects.toMatchObject({ code: 72 });
  });
});
