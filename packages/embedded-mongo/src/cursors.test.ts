import { afterEach, describe, expect, it, vi } from 'vitest';
import { CursorRegistry } from './cursors.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('CursorRegistry', () => {
  it('drops idle cursors after 10 minutes, except those opened with noCursorTimeout', () => {
    vi.useFakeTimers();
    const cursors = new CursorRegistry();
    const documents = [{ _id: 1 }, { _id: 2 }];
    const idle = cursors.open('test.a', documents, 1);
    const kept = cursors.open('test.a', documents, 1, { noTimeout: true });
    vi.advanceTimersByTime(11 * 60_000);
    expect(() => cursors.getMore(idle.cursor.id, 'test.a', 1)).toThrow(/not found/);
    expect(cursors.getMore(kept.cursor.id, 'test.a', 1).cursor.nextBatch).toEqual([{ _id: 2 }]);
    cursors.close();
  });
});
