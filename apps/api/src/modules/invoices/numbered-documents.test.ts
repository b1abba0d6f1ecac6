import { describe, expect, it } from 'vitest';
import { createNumbering, type NumberedSeries } from './numbered-documents.js';

interface Doc {
  _id: string;
  orderId: string;
  sequence: number;
}

/**
 * A series kept in memory, with the database's unique indexes on orderId and sequence, that
 * records each insert's batch. `takenElsewhere` stands for numbers another process stores.
 */
function memorySeries() {
  const stored: Doc[] = [];
  const batches: number[][] = [];
  const duplicate = Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
  const series: NumberedSeries<Doc> = {
    findForOrder: async (orderId) => stored.find((doc) => doc.orderId === orderId) ?? null,
    lastSequence: async () => Math.max(0, ...stored.map((doc) => doc.sequence)),
    insertInOrder: async (documents) => {
      batches.push(documents.map((doc) => doc.sequence));
      const inserted: Doc[] = [];
      for (const doc of documents) {
        const clash = stored.some((s) => s.orderId === doc.orderId || s.sequence === doc.sequence);
        if (clash) return { stored: inserted, refusal: duplicate };
        const record = { ...doc, _id: `id-${doc.orderId}` };
        stored.push(record);
        inserted.push(record);
      }
      return { stored: inserted };
    },
  };
  const takenElsewhere = (orderId: string, sequence: number) =>
    stored.push({ _id: `other-${orderId}`, orderId, sequence });
  return { series, stored, batches, takenElsewhere };
}

const build = (orderId: string) => (sequence: number) => ({ orderId, sequence });

describe('createNumbering', () => {
  it('stores the issues that arrive while a batch is stored as one next batch, numbered on', async () => {
    const { series, batches } = memorySeries();
    const numbering = createNumbering(series);
    const orders = ['a', 'b', 'c', 'd', 'e'];

    const issued = await Promise.all(orders.map((id) => numbering.issue(id, build(id))));

    expect(issued.map(({ record }) => record.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(issued.every(({ created }) => created)).toBe(true);
    // 'a' started a batch alone; b to e waited for it and went together.
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('answers an order asked twice at once with one document, created once', async () => {
    const { series, stored } = memorySeries();
    const numbering = createNumbering(series);

    const issued = await Promise.all(
      ['a', 'b', 'b', 'a'].map((id) => numbering.issue(id, build(id))),
    );

    expect(stored.map((doc) => [doc.orderId, doc.sequence])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(issued.map(({ record, created }) => [record.sequence, created])).toEqual([
      [1, true],
      [2, true],
      [2, false],
      [1, false],
    ]);
  });

  it('reads the series again when another process took the next number, and leaves no gap', async () => {
    const { series, stored, takenElsewhere } = memorySeries();
    const numbering = createNumbering(series);
    await numbering.issue('a', build('a'));
    takenElsewhere('x', 2);
    takenElsewhere('y', 3);

    const issued = await Promise.all(['b', 'c'].map((id) => numbering.issue(id, build(id))));

    expect(issued.map(({ record }) => record.sequence)).toEqual([4, 5]);
    expect(stored.map((doc) => doc.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers an order that already has its document with it, and numbers the rest of the batch on', async () => {
    const { series, stored, takenElsewhere } = memorySeries();
    const numbering = createNumbering(series);
    await numbering.issue('a', build('a'));
    takenElsewhere('b', 2);
    const blocker = numbering.issue('z', build('z'));

    const [b, c] = await Promise.all(['b', 'c'].map((id) => numbering.issue(id, build(id))));
    await blocker;

    expect(b).toEqual({ record: { _id: 'other-b', orderId: 'b', sequence: 2 }, created: false });
    expect(c?.record.sequence).toBe(4);
    expect(stored.map((doc) => `${doc.orderId}${doc.sequence}`)).toEqual(['a1', 'b2', 'z3', 'c4']);
  });

  it('fails the batch on any other error and reads the series again on the next issue', async () => {
    const { series, stored, takenElsewhere } = memorySeries();
    const numbering = createNumbering(series);
    await numbering.issue('a', build('a'));
    const insert = series.insertInOrder;
    series.insertInOrder = async () => {
      throw new Error('connection lost');
    };

    await expect(numbering.issue('b', build('b'))).rejects.toThrow('connection lost');

    series.insertInOrder = insert;
    takenElsewhere('x', 2);
    expect((await numbering.issue('b', build('b'))).record.sequence).toBe(3);
    expect(stored.map((doc) => doc.sequence)).toEqual([1, 2, 3]);
  });
});
