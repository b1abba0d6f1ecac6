import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './server.js';

let server: EmbeddedMongo;
let connection: Connection;
let models: ReturnType<typeof defineModels>;

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    name: String,
    phone: { type: String, unique: true, sparse: true },
  },
  { timestamps: true },
);
const orderSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    paymentId: { type: String, required: true },
    status: { type: String, default: 'Processing' },
    totalPaise: Number,
  },
  { timestamps: true },
);
orderSchema.index({ user: 1, paymentId: 1 }, { unique: true });

function defineModels(on: Connection) {
  return { User: on.model('User', userSchema), Order: on.model('Order', orderSchema) };
}

beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
  connection = await mongoose.createConnection(`${server.uri}/shop`).asPromise();
  models = defineModels(connection);
});
afterAll(async () => {
  await connection.close();
  await server.stop();
});

const User = () => models.User;
const Order = () => models.Order;

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return (error as { code?: unknown }).code;
  }
}

describe('mongoose against embedded-mongo', () => {
  it('builds indexes with init and keeps them in step with syncIndexes', async () => {
    await User().init();
    await Order().init();
    const names = (await Order().listIndexes()).map((index: { name: string }) => index.name);
    expect(names).toEqual(['_id_', 'user_1_paymentId_1']);
    await connection.db?.collection('users').createIndex({ name: 1 });
    const dropped = await User().syncIndexes();
    expect(dropped).toEqual(['name_1']);
    const userIndexes = await User().listIndexes();
    expect(userIndexes.map((index: { name: string }) => index.name)).toEqual([
      '_id_',
      'email_1',
      'phone_1',
    ]);
    expect(await User().syncIndexes()).toEqual([]);
  });

  it('sets createdAt and updatedAt', async () => {
    const user = await User().create({ email: 'asha@example.in', name: 'Asha' });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user.updatedAt).toEqual(user.createdAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await User().findOneAndUpdate(
      { _id: user._id },
      { name: 'Asha K' },
      { returnDocument: 'after' },
    );
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(user.createdAt.getTime());
    expect(updated?.createdAt).toEqual(user.createdAt);
  });

  it('surfaces duplicate keys as code 11000 from insert, update and findOneAndUpdate', async () => {
    await User().create({ email: 'dup@example.in' });
    const other = await User().create({ email: 'other@example.in' });
    expect(await codeOf(User().create({ email: 'dup@example.in' }))).toBe(11000);
    expect(await codeOf(User().updateOne({ _id: other._id }, { email: 'dup@example.in' }))).toBe(
      11000,
    );
    expect(
      await codeOf(User().findOneAndUpdate({ _id: other._id }, { email: 'dup@example.in' })),
    ).toBe(11000);
    expect(
      await codeOf(
        User().insertMany([{ email: 'fresh@example.in' }, { email: 'fresh@example.in' }]),
      ),
    ).toBe(11000);
    expect((await User().findById(other._id))?.email).toBe('other@example.in');
  });

  it('allows many users without the sparse unique field', async () => {
    await User().create({ email: 'nophone1@example.in' });
    await User().create({ email: 'nophone2@example.in' });
    await User().create({ email: 'phone1@example.in', phone: '+91 98765 43210' });
    expect(
      await codeOf(User().create({ email: 'phone2@example.in', phone: '+91 98765 43210' })),
    ).toBe(11000);
  });

  it('enforces a compound unique index, so a repeated payment creates no second order', async () => {
    const buyer = await User().create({ email: 'buyer@example.in' });
    const upsertOrder = () =>
      Order().findOneAndUpdate(
        { user: buyer._id, paymentId: 'pay_1' },
        { $setOnInsert: { totalPaise: 45000 } },
        { upsert: true, returnDocument: 'after' },
      );
    const first = await upsertOrder();
    const second = await upsertOrder();
    expect(second?._id).toEqual(first?._id);
    expect(first?.status).toBe('Processing');
    expect(await Order().countDocuments({ user: buyer._id })).toBe(1);
    expect(await codeOf(Order().create({ user: buyer._id, paymentId: 'pay_1' }))).toBe(11000);
  });

  it('populates references', async () => {
    const buyer = await User().create({ email: 'populate@example.in', name: 'Ravi' });
    await Order().create({ user: buyer._id, paymentId: 'pay_pop', totalPaise: 100 });
    const order = await Order()
      .findOne({ paymentId: 'pay_pop' })
      .populate<{ user: { name: string } }>('user');
    expect(order?.user.name).toBe('Ravi');
    const many = await Order()
      .find({ paymentId: { $in: ['pay_pop', 'pay_1'] } })
      .populate('user')
      .lean();
    expect(many).toHaveLength(2);
  });

  it('counts, estimates and lists distinct values', async () => {
    const total = await User().countDocuments();
    expect(await User().estimatedDocumentCount()).toBe(total);
    expect(await User().countDocuments({ email: /^nophone/ })).toBe(2);
    const emails: string[] = await User().distinct('email', { email: /^nophone/ });
    expect(emails.sort()).toEqual(['nophone1@example.in', 'nophone2@example.in']);
  });

  it('saves document changes, deletes and uses lean queries with sort and pagination', async () => {
    const user = await User().findOne({ email: 'asha@example.in' });
    if (!user) throw new Error('missing user');
    user.set('name', 'Asha Kulkarni');
    await user.save();
    expect((await User().findById(user._id).lean())?.name).toBe('Asha Kulkarni');
    const page = await User()
      .find()
      .sort({ email: 1 })
      .skip(1)
      .limit(2)
      .select('email -_id')
      .lean();
    expect(page).toHaveLength(2);
    expect(Object.keys(page[0] ?? {})).toEqual(['email']);
    await User().deleteOne({ _id: user._id });
    expect(await User().exists({ _id: user._id })).toBeNull();
  });

  it('refuses a transaction with a clear error', async () => {
    const session = await connection.startSession();
    try {
      session.startTransaction();
      const error = await User()
        .create([{ email: 'tx@example.in' }], { session })
        .catch((e: unknown) => e);
      // The driver itself knows a standalone server has no transactions; the server refuses too (sessions.test.ts).
      expect(String((error as Error).message)).toMatch(/does not support/i);
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    expect(await User().countDocuments({ email: 'tx@example.in' })).toBe(0);
  });
});
