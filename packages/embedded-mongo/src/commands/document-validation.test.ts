import { Int32 } from 'bson';
import { MongoBulkWriteError, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const productSchema = {
  $jsonSchema: {
    bsonType: 'object',
    required: ['name', 'pricePaise'],
    properties: {
      name: { bsonType: 'string', minLength: 1 },
      pricePaise: { bsonType: 'int', minimum: 0, exclusiveMinimum: true },
      tags: { type: 'array', items: { type: 'string' } },
      supplier: { bsonType: 'objectId' },
    },
  },
};

describe('collection validators', () => {
  it('enforces $jsonSchema on insert, update and findAndModify with code 121', async () => {
    await t.db.createCollection('products', { validator: productSchema });
    const products = t.collection('products');
    await products.insertOne({
      _id: 1,
      name: 'Whey',
      pricePaise: 249900,
      supplier: new ObjectId(),
    });
    const failure = { code: 121, codeName: 'DocumentValidationFailure' };
    await expect(products.insertOne({ _id: 2, name: 'Oats' })).rejects.toMatchObject(failure);
    await expect(products.insertOne({ _id: 2, name: 'Oats', pricePaise: 0 })).rejects.toMatchObject(
      failure,
    );
    await expect(
      products.insertOne({ _id: 2, name: 'Oats', pricePaise: 10, supplier: 'acme' }),
    ).rejects.toMatchObject(failure);
    await expect(products.updateOne({ _id: 1 }, { $set: { tags: [1] } })).rejects.toMatchObject(
      failure,
    );
    await expect(
      products.findOneAndUpdate({ _id: 1 }, { $unset: { name: '' } }),
    ).rejects.toMatchObject(failure);
    expect(await products.find().toArray()).toEqual([
      expect.objectContaining({ _id: 1, name: 'Whey', pricePaise: 249900 }),
    ]);
  });

  it('tells int from double, as bsonType does', async () => {
    const products = t.collection('products');
    await expect(
      products.insertOne({ _id: 3, name: 'Bar', pricePaise: 12.5 }),
    ).rejects.toMatchObject({ code: 121 });
    await products.insertOne({ _id: 3, name: 'Bar', pricePaise: new Int32(1250) });
    expect(await products.countDocuments({ _id: 3 })).toBe(1);
  });

  it('reports each failing document of an unordered batch and stores the others', async () => {
    const error = await t
      .collection('products')
      .insertMany(
        [
          { _id: 10, name: 'A', pricePaise: 100 },
          { _id: 11, name: '' },
          { _id: 12, name: 'C', pricePaise: 300 },
        ],
        { ordered: false },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    expect((error as MongoBulkWriteError).writeErrors).toMatchObject([
      { index: 1, code: 121, errInfo: { failingDocumentId: 11 } },
    ]);
    expect(await t.collection('products').countDocuments({ _id: { $in: [10, 11, 12] } })).toBe(2);
  });

  it('lets bypassDocumentValidation through', async () => {
    await t
      .collection('products')
      .insertOne({ _id: 20, name: 'legacy' }, { bypassDocumentValidation: true });
    await t
      .collection('products')
      .updateOne({ _id: 20 }, { $set: { note: 'x' } }, { bypassDocumentValidation: true });
    expect(await t.collection('products').findOne({ _id: 20 })).toEqual({
      _id: 20,
      name: 'legacy',
      note: 'x',
    });
  });

  it('honours validationLevel moderate and validationAction warn after collMod', async () => {
    const products = t.collection('products');
    await t.db.command({ collMod: 'products', validationLevel: 'moderate' });
    // Document 20 already failed: moderate lets updates to it through, not new bad inserts.
    await products.updateOne({ _id: 20 }, { $set: { note: 'y' } });
    await expect(products.insertOne({ _id: 21, name: 'bad' })).rejects.toMatchObject({ code: 121 });
    await t.db.command({ collMod: 'products', validationAction: 'warn' });
    await products.insertOne({ _id: 21, name: 'bad' });
    const [info] = await t.db.listCollections({ name: 'products' }, { nameOnly: false }).toArray();
    expect(info?.options).toMatchObject({ validationLevel: 'moderate', validationAction: 'warn' });
    await t.db.command({ collMod: 'products', validationLevel: 'off', validationAction: 'error' });
    await products.insertOne({ _id: 22, name: 'bad too' });
    expect(await products.countDocuments({ _id: { $in: [21, 22] } })).toBe(2);
  });

  it('accepts a query-operator validator and refuses unsupported schema keywords', async () => {
    await t.db.createCollection('orders', { validator: { totalPaise: { $gte: 0 } } });
    await expect(t.collection('orders').insertOne({ totalPaise: -1 })).rejects.toMatchObject({
      code: 121,
    });
    await expect(
      t.db.createCollection('bad', { validator: { $jsonSchema: { $ref: '#/x' } } }),
    ).rejects.toMatchObject({ code: 9, message: expect.stringMatching(/\$ref/) });
  });

  it('finds documents with $jsonSchema in a query', async () => {
    const found = await t
      .collection('products')
      .find({ $jsonSchema: { required: ['note'] } })
      .toArray();
    expect(found.map((document) => document._id)).toEqual([20]);
  });
});
