import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './server.js';

let server: EmbeddedMongo;
let connection: Connection;

beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
  connection = await mongoose.createConnection(`${server.uri}/fidelity`).asPromise();
});
afterAll(async () => {
  await connection.close();
  await server.stop();
});

const memberSchema = new Schema({ name: String, email: String, visits: Number });
memberSchema.index({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
const Member = () => connection.model('Member', memberSchema);

describe('mongoose sees what production would show', () => {
  it('refuses sort on updateOne (MongoDB 7) instead of updating an arbitrary document', async () => {
    await Member().init();
    await Member().create([
      { name: 'Asha', email: 'asha@example.com', visits: 2 },
      { name: 'Bilal', email: 'bilal@example.com', visits: 1 },
    ]);
    await expect(
      Member()
        .updateOne({}, { $inc: { visits: 1 } })
        .setOptions({ sort: { visits: 1 } }),
    ).rejects.toMatchObject({ code: 40415 });
    expect(await Member().countDocuments({ visits: 3 })).toBe(0);
  });

  it('enforces a collated unique index and finds with a collation', async () => {
    await expect(Member().create({ name: 'Dup', email: 'ASHA@example.com' })).rejects.toMatchObject(
      { code: 11000 },
    );
    const found = await Member()
      .find({ name: 'ASHA' })
      .collation({ locale: 'en', strength: 2 })
      .lean();
    expect(found.map((member) => member.email)).toEqual(['asha@example.com']);
  });

  it('refuses a hint naming a missing index', async () => {
    await expect(Member().find().hint({ nope: 1 }).lean()).rejects.toMatchObject({ code: 2 });
  });

  it('refuses a soft-delete partial index on {$exists: false} when building indexes', async () => {
    const schema = new Schema({ email: String, deletedAt: Date });
    schema.index(
      { email: 1 },
      { unique: true, partialFilterExpression: { deletedAt: { $exists: false } } },
    );
    const Account = connection.model('Account', schema);
    await expect(Account.createIndexes()).rejects.toMatchObject({ code: 67 });
  });

  it('refuses a capped collection instead of creating an uncapped one', async () => {
    const Log = connection.model(
      'Log',
      new Schema({ line: String }, { capped: { size: 4096 }, autoCreate: false }),
    );
    await expect(Log.createCollection()).rejects.toMatchObject({ code: 72 });
  });

  it('rejects documents a $jsonSchema validator refuses, with code 121', async () => {
    await connection.createCollection('products', {
      validator: {
        $jsonSchema: { required: ['pricePaise'], properties: { pricePaise: { minimum: 1 } } },
      },
    });
    const Product = connection.model('Product', new Schema({ name: String, pricePaise: Number }));
    await Product.create({ name: 'Whey', pricePaise: 249900 });
    await expect(Product.create({ name: 'Free', pricePaise: 0 })).rejects.toMatchObject({
      code: 121,
    });
    expect(await Product.countDocuments()).toBe(1);
  });

  it('runs aggregate with $out', async () => {
    await Member().aggregate([{ $project: { email: 1 } }, { $out: 'emails' }]);
    expect(await connection.db?.collection('emails').countDocuments()).toBe(2);
  });
});
