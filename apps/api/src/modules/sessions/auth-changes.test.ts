import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createAuthChanges } from './auth-changes.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
const feeds: ReturnType<typeof createAuthChanges>[] = [];
afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.poller.stop()));
  await db.close();
});

/** Two API processes' feeds on one database, each with a listener recording what it heard. */
function twoProcesses() {
  const [here, there] = [1, 2].map(() =>
    createAuthChanges({
      AuthEvent: db.models.AuthEvent,
      logger: capturedLogger().logger,
      pollMs: 20,
    }),
  ) as [ReturnType<typeof createAuthChanges>, ReturnType<typeof createAuthChanges>];
  feeds.push(here, there);
  const heardHere: (string | null)[] = [];
  const heardThere: (string | null)[] = [];
  here.listen((userId) => heardHere.push(userId));
  there.listen((userId) => heardThere.push(userId));
  there.hearOtherProcesses();
  return { here, there, heardHere, heardThere };
}

describe('createAuthChanges', () => {
  it('tells its own process at once and the others through auth_events', async () => {
    const { here, heardHere, heardThere } = twoProcesses();

    const announced = here.announce('6a0000000000000000000001');
    expect(heardHere).toContain('6a0000000000000000000001');
    await announced;

    await vi.waitFor(() => expect(heardThere).toContain('6a0000000000000000000001'), {
      timeout: 5000,
    });
    expect(await db.models.AuthEvent.countDocuments({ userId: '6a0000000000000000000001' })).toBe(
      1,
    );
  });

  it('tells its listeners that anything may have changed when it cannot read the events', async () => {
    const { heardThere } = twoProcesses();
    const find = vi.spyOn(db.models.AuthEvent, 'find').mockImplementation(() => {
      throw new Error('connection lost');
    });
    try {
      await vi.waitFor(() => expect(heardThere).toContain(null), { timeout: 5000 });
    } finally {
      find.mockRestore();
    }
  });
});
