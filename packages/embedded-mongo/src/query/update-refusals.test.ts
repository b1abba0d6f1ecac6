import { Decimal128, Int32, Long, type Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

// Updates MongoDB 7 refuses: each must fail with mongod's code, codeName and message, and
// leave the stored document exactly as it was.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const original = { _id: 1, t: 'text', n: 5, z: null, g: [{ k: 1 }], tags: ['a'] };
const c = () => t.collection('refusals');
beforeEach(async () => {
  await c().deleteMany({});
  await c().insertOne({ ...original, g: [{ k: 1 }], tags: ['a'] });
});

const refusals: Array<[string, Document, Document, Document | undefined]> = [
  [
    '$inc on a string',
    { $inc: { t: 1 } },
    {
      code: 14,
      codeName: 'TypeMismatch',
      errmsg:
        "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 't' of non-numeric type string",
    },
    undefined,
  ],
  [
    '$mul on null',
    { $mul: { z: 2 } },
    {
      code: 14,
      codeName: 'TypeMismatch',
      errmsg:
        "Cannot apply $mul to a value of non-numeric type. {_id: 1} has the field 'z' of non-numeric type null",
    },
    undefined,
  ],
  [
    '$inc by a string',
    { $inc: { n: 'x' } },
    {
      code: 14,
      codeName: 'TypeMismatch',
      errmsg: 'Cannot increment with non-numeric argument: {n: "x"}',
    },
    undefined,
  ],
  [
    '$push onto a string',
    { $push: { t: 'x' } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg: "The field 't' must be an array but is of type string in document {_id: 1}",
    },
    undefined,
  ],
  [
    '$addToSet onto a number',
    { $addToSet: { n: 'x' } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg: "The field 'n' must be an array but is of type int in document {_id: 1}",
    },
    undefined,
  ],
  [
    '$set through a number',
    { $set: { 'n.x': 1 } },
    { code: 28, codeName: 'PathNotViable', errmsg: "Cannot create field 'x' in element {n: 5}" },
    undefined,
  ],
  [
    '$inc through null',
    { $inc: { 'z.x': 1 } },
    { code: 28, codeName: 'PathNotViable', errmsg: "Cannot create field 'x' in element {z: null}" },
    undefined,
  ],
  [
    '$set of a named field in an array',
    { $set: { 'g.x': 1 } },
    {
      code: 28,
      codeName: 'PathNotViable',
      errmsg: "Cannot create field 'x' in element {g: [ { k: 1 } ]}",
    },
    undefined,
  ],
  [
    '$rename into an array element',
    { $rename: { t: 'g.0.k' } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg:
        "The destination field cannot be an array element, 'g.0.k' in doc with _id: 1 has an array field called 'g'",
    },
    undefined,
  ],
  [
    '$rename out of an array element',
    { $rename: { 'g.0.k': 'k' } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg:
        "The source field cannot be an array element, 'g.0.k' in doc with _id: 1 has an array field called 'g'",
    },
    undefined,
  ],
  [
    '$pop from a string',
    { $pop: { t: 1 } },
    {
      code: 14,
      codeName: 'TypeMismatch',
      errmsg: "Path 't' contains an element of non-array type 'string'",
    },
    undefined,
  ],
  [
    '$pull from a number',
    { $pull: { n: 5 } },
    { code: 2, codeName: 'BadValue', errmsg: 'Cannot apply $pull to a non-array value' },
    undefined,
  ],
  [
    '$pullAll from an element inside an array',
    { $pullAll: { 'g.0.k': [1] } },
    { code: 2, codeName: 'BadValue', errmsg: 'Cannot apply $pull to a non-array value' },
    undefined,
  ],
  [
    'an array filter no path uses',
    { $set: { 'tags.$[a]': 'b' } },
    {
      code: 9,
      codeName: 'FailedToParse',
      errmsg:
        'The array filter for identifier \'x\' was not used in the update { $set: { tags.$[a]: "b" } }',
    },
    [{ a: 'a' }, { x: 'a' }],
  ],
  [
    'two operators on one path, the second on a string',
    { $set: { t: 1 }, $inc: { t: 1 } },
    {
      code: 40,
      codeName: 'ConflictingUpdateOperators',
      errmsg: "Updating the path 't' would create a conflict at 't'",
    },
    undefined,
  ],
  [
    'a path inside another of the same operator',
    { $set: { g: [], 'g.0.k': 2 } },
    {
      code: 40,
      codeName: 'ConflictingUpdateOperators',
      errmsg: "Updating the path 'g.0.k' would create a conflict at 'g'",
    },
    undefined,
  ],
  [
    'a parent after its child',
    { $set: { 'g.0.k': 2 }, $unset: { g: '' } },
    {
      code: 40,
      codeName: 'ConflictingUpdateOperators',
      errmsg: "Updating the path 'g' would create a conflict at 'g'",
    },
    undefined,
  ],
  [
    "a $rename's target set too",
    { $rename: { n: 'm' }, $set: { m: 1 } },
    {
      code: 40,
      codeName: 'ConflictingUpdateOperators',
      errmsg: "Updating the path 'm' would create a conflict at 'm'",
    },
    undefined,
  ],
  [
    '$inc on every element, one a string',
    { $inc: { 'tags.$[]': 1 } },
    {
      code: 14,
      codeName: 'TypeMismatch',
      errmsg:
        "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field '0' of non-numeric type string",
    },
    undefined,
  ],
  [
    '$set through an identifier without an array filter',
    { $set: { 'g.$[e].k': 1 } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg: "No array filter found for identifier 'e' in path 'g.$[e].k'",
    },
    undefined,
  ],
  [
    '$set of an empty path',
    { $set: { '': 1 } },
    { code: 56, codeName: 'EmptyFieldName', errmsg: 'An empty update path is not valid.' },
    undefined,
  ],
  [
    '$inc of a path with an empty field name',
    { $inc: { 'g..k': 1 } },
    {
      code: 56,
      codeName: 'EmptyFieldName',
      errmsg: "The update path 'g..k' contains an empty field name, which is not allowed.",
    },
    undefined,
  ],
  [
    '$push onto a number in every element',
    { $push: { 'g.$[].k': 1 } },
    {
      code: 2,
      codeName: 'BadValue',
      errmsg: "The field 'k' must be an array but is of type int in document {_id: 1}",
    },
    undefined,
  ],
  [
    '$set through a number in the elements an array filter picks',
    { $set: { 'g.$[e].k.z': 1 } },
    {
      code: 28,
      codeName: 'PathNotViable',
      errmsg: "Cannot create field 'z' in element {k: 1}",
    },
    [{ 'e.k': 1 }],
  ],
  [
    '$pull from the strings of every element',
    { $pull: { 'tags.$[]': 'a' } },
    { code: 2, codeName: 'BadValue', errmsg: 'Cannot apply $pull to a non-array value' },
    undefined,
  ],
];

describe('updates MongoDB 7 refuses', () => {
  it.each(refusals)('%s: the update command', async (_name, u, expected, arrayFilters) => {
    const reply = await t.db.command({
      update: 'refusals',
      updates: [{ q: { _id: 1 }, u, ...(arrayFilters ? { arrayFilters } : {}) }],
    });
    expect(reply).toMatchObject({ ok: 1, n: 0, nModified: 0 });
    expect(reply.writeErrors).toEqual([{ index: 0, ...expected }]);
    expect(await c().findOne({ _id: 1 })).toEqual(original);
  });

  it.each(refusals)('%s: findAndModify', async (_name, update, expected, arrayFilters) => {
    await expect(
      t.db.command({
        findAndModify: 'refusals',
        query: { _id: 1 },
        update,
        ...(arrayFilters ? { arrayFilters } : {}),
      }),
    ).rejects.toMatchObject(expected);
    expect(await c().findOne({ _id: 1 })).toEqual(original);
  });

  it('an ordered batch stops at the refusal, an unordered one goes on', async () => {
    const updates = [
      { q: { _id: 1 }, u: { $inc: { n: 1 } } },
      { q: { _id: 1 }, u: { $push: { t: 'x' } } },
      { q: { _id: 1 }, u: { $inc: { n: 1 } } },
    ];
    const ordered = await t.db.command({ update: 'refusals', updates });
    expect(ordered).toMatchObject({ n: 1, nModified: 1, writeErrors: [{ index: 1, code: 2 }] });
    expect(await c().findOne({ _id: 1 })).toMatchObject({ n: 6 });
    const unordered = await t.db.command({ update: 'refusals', updates, ordered: false });
    expect(unordered).toMatchObject({ n: 2, nModified: 2, writeErrors: [{ index: 1, code: 2 }] });
    expect(await c().findOne({ _id: 1 })).toMatchObject({ n: 8, t: 'text' });
  });

  it('refuses conflicting paths even when nothing matches, and lets siblings be', async () => {
    const reply = await t.db.command({
      update: 'refusals',
      updates: [
        { q: { _id: 99 }, u: { $set: { 'a.b': 1 }, $setOnInsert: { a: 2 } }, upsert: true },
      ],
    });
    expect(reply.writeErrors).toEqual([
      {
        index: 0,
        code: 40,
        codeName: 'ConflictingUpdateOperators',
        errmsg: "Updating the path 'a' would create a conflict at 'a'",
      },
    ]);
    expect(await c().countDocuments()).toBe(1);
    await c().updateOne({ _id: 1 }, { $set: { 'g.0.k': 2, 'g.0.kk': 3 }, $inc: { n: 1 } });
    expect(await c().findOne({ _id: 1 })).toMatchObject({ n: 6, g: [{ k: 2, kk: 3 }] });
  });

  it('checks the element the filter matched for a positional $, and only that one', async () => {
    await c().updateOne({ _id: 1 }, { $set: { g: [{ k: 1 }, { k: 'x' }] } });
    const refused = await t.db.command({
      update: 'refusals',
      updates: [{ q: { _id: 1, 'g.k': 'x' }, u: { $inc: { 'g.$.k': 1 } } }],
    });
    expect(refused.writeErrors).toEqual([
      {
        index: 0,
        code: 14,
        codeName: 'TypeMismatch',
        errmsg:
          "Cannot apply $inc to a value of non-numeric type. {_id: 1} has the field 'k' of non-numeric type string",
      },
    ]);
    await c().updateOne({ _id: 1, 'g.k': 1 }, { $inc: { 'g.$.k': 1 } });
    await c().updateOne({ _id: 1 }, { $inc: { 'g.$[e].k': 10 } }, { arrayFilters: [{ 'e.k': 2 }] });
    expect(await c().findOne({ _id: 1 })).toMatchObject({ g: [{ k: 12 }, { k: 'x' }] });
  });

  it('refuses an unused array filter even when nothing matches', async () => {
    const reply = await t.db.command({
      update: 'refusals',
      updates: [{ q: { _id: 2 }, u: { $set: { n: 1 } }, arrayFilters: [{ x: 1 }] }],
    });
    expect(reply.writeErrors).toMatchObject([{ index: 0, code: 9 }]);
  });

  it('refuses an upsert whose update goes through a filter field that is not a document', async () => {
    const reply = await t.db.command({
      update: 'refusals',
      updates: [{ q: { _id: 3, n: 5 }, u: { $set: { 'n.x': 1 } }, upsert: true }],
    });
    expect(reply.writeErrors).toMatchObject([{ index: 0, code: 28, codeName: 'PathNotViable' }]);
    expect(await c().countDocuments()).toBe(1);
  });

  it('refuses arithmetic it cannot do exactly instead of leaving the value unchanged', async () => {
    const exact = t.collection('exactArithmetic');
    await exact.insertOne({
      _id: 1,
      dec: Decimal128.fromString('1.10'),
      big: Long.fromString('9223372036854775807'),
      near: Long.fromString('9007199254740990'),
    });
    const stored = await exact.findOne({ _id: 1 });
    const refusal = { code: 72, codeName: 'InvalidOptions' };
    for (const update of [
      { $inc: { dec: 1 } },
      { $mul: { big: 2 } },
      { $inc: { big: 1 } },
      { $inc: { near: 10 } },
      { $inc: { fresh: Decimal128.fromString('1') } },
    ])
      await expect(exact.updateOne({ _id: 1 }, update)).rejects.toMatchObject(refusal);
    expect(await exact.findOne({ _id: 1 })).toEqual(stored);
  });

  it('refuses $min and $max it cannot compare exactly instead of deciding by the wrong order', async () => {
    const bounds = t.collection('exactBounds');
    await bounds.insertOne({
      _id: 1,
      dec: Decimal128.fromString('10.5'),
      big: Long.fromString('9007199254740993'),
      n: 7,
    });
    const stored = await bounds.findOne({ _id: 1 });
    const refusal = { code: 72, codeName: 'InvalidOptions' };
    for (const update of [
      { $max: { dec: 9 } },
      { $min: { dec: Decimal128.fromString('9.5') } },
      { $min: { big: 1 } },
      { $max: { n: Decimal128.fromString('8') } },
    ])
      await expect(bounds.updateOne({ _id: 1 }, update)).rejects.toMatchObject(refusal);
    expect(await bounds.findOne({ _id: 1 })).toEqual(stored);
    await bounds.updateOne(
      { _id: 1 },
      { $max: { n: 8.5 }, $min: { fresh: Decimal128.fromString('1') } },
    );
    expect(await bounds.findOne({ _id: 1 })).toEqual({
      ...stored,
      n: 8.5,
      fresh: Decimal128.fromString('1'),
    });
  });

  it('turns an Int32 that $inc or $mul overflows into a Long, as mongod does', async () => {
    const widening = t.collection('int32Overflow');
    await widening.insertOne({ _id: 1, i: new Int32(2147483647), j: new Int32(-2) });
    await widening.updateOne({ _id: 1 }, { $inc: { i: 1 }, $mul: { j: 2147483647 } });
    const raw = await widening.findOne({ _id: 1 }, { promoteLongs: false });
    expect(raw?.i).toEqual(Long.fromString('2147483648'));
    expect(raw?.j).toEqual(Long.fromString('-4294967294'));
  });

  it('still accepts what MongoDB accepts', async () => {
    await c().updateOne({ _id: 1 }, {
      $inc: { 'new.count': 2, n: 1 },
      $push: { more: 1, tags: 'b' },
      $set: { 'g.0.k': 2, 'deep.a.b': 1 },
      $rename: { t: 'renamed.t' },
      // Popping or pulling from a missing or unreachable field does nothing.
      $pop: { missing: 1, 'z.x': 1 },
      $pull: { 'z.y': 1 },
    } as Document);
    await c().updateOne(
      { _id: 1 },
      { $set: { 'tags.$[x]': 'c', 'g.$[].k': 3 } },
      { arrayFilters: [{ x: 'a' }] },
    );
    expect(await c().findOne({ _id: 1 })).toEqual({
      _id: 1,
      n: 6,
      z: null,
      g: [{ k: 3 }],
      tags: ['c', 'b'],
      new: { count: 2 },
      more: [1],
      deep: { a: { b: 1 } },
      renamed: { t: 'text' },
    });
  });
});
