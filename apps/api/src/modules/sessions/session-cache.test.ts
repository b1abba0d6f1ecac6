import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionAuth } from '../../http/session-auth.js';
import type { AuthChangeListener, AuthChanges } from './auth-changes.js';
import { cachedSessionAuthenticator } from './session-cache.js';
import { signSessionToken } from './session-token.js';

const authOf = (userId: string): SessionAuth => ({
  userId,
  sessionId: `session-of-${userId}`,
  email: `${userId}@example.in`,
  role: 'customer',
  emailVerified: true,
});

/** The database behind the cache: token 't-<user>-<n>' names a live session of <user>. */
function database() {
  const reads: string[] = [];
  const revoked = new Set<string>();
  const authenticate = vi.fn(async (token: string) => {
    reads.push(token);
    return revoked.has(token) ? null : authOf(token.split('-')[1]!);
  });
  return { authenticate, reads, revoked };
}

/** Changes as this process hears them. */
function changesFeed() {
  let listener: AuthChangeListener = () => undefined;
  const changes: Pick<AuthChanges, 'listen' | 'hearOtherProcesses'> = {
    listen: (heard) => {
      listener = heard;
      return () => undefined;
    },
    hearOtherProcesses: () => undefined,
  };
  return { changes, hear: (userId: string | null) => listener(userId) };
}

afterEach(() => vi.useRealTimers());

describe('cachedSessionAuthenticator', () => {
  it('reads a session once and then answers from memory until the TTL ends', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00+05:30') });
    const { authenticate, reads } = database();
    const cached = cachedSessionAuthenticator(authenticate, changesFeed().changes, {
      ttlMs: 10_000,
    });

    expect(await cached('t-asha-1')).toEqual(authOf('asha'));
    expect(await cached('t-asha-1')).toEqual(authOf('asha'));
    vi.advanceTimersByTime(9_999);
    await cached('t-asha-1');
    expect(reads).toEqual(['t-asha-1']);

    vi.advanceTimersByTime(1);
    await cached('t-asha-1');
    expect(reads).toEqual(['t-asha-1', 't-asha-1']);
  });

  it('trusts a session no longer than the session lasts: a cached one ends with its token', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-19T10:00:00+05:30') });
    // Signed now, so it ends 7 days on: 2026-11-26 10:00:00 India time.
    const token = signSessionToken({ userId: 'asha', sessionId: 's1' }, 'test-secret');
    vi.setSystemTime(new Date('2026-11-26T09:59:55+05:30'));
    const { authenticate, reads } = database();
    const cached = cachedSessionAuthenticator(authenticate, changesFeed().changes, {
      ttlMs: 10_000,
    });

    await cached(token);
    vi.advanceTimersByTime(4_999);
    await cached(token);
    expect(reads).toHaveLength(1);

    // 10:00:00, the session's end: well inside the cache's 10 s, yet the database decides again.
    vi.advanceTimersByTime(1);
    await cached(token);
    expect(reads).toHaveLength(2);
  });

  it("forgets every token of a user whose sessions changed, and only that user's", async () => {
    const { authenticate, reads, revoked } = database();
    const feed = changesFeed();
    const cached = cachedSessionAuthenticator(authenticate, feed.changes, { ttlMs: 60_000 });
    for (const token of ['t-asha-1', 't-asha-2', 't-ravi-1']) await cached(token);

    revoked.add('t-asha-1');
    feed.hear('asha');

    expect(await cached('t-asha-1')).toBeNull();
    expect(await cached('t-asha-2')).toEqual(authOf('asha'));
    expect(await cached('t-ravi-1')).toEqual(authOf('ravi'));
    expect(reads).toEqual(['t-asha-1', 't-asha-2', 't-ravi-1', 't-asha-1', 't-asha-2']);
  });

  it('forgets everything when the feed could not tell what changed', async () => {
    const { authenticate, reads } = database();
    const feed = changesFeed();
    const cached = cachedSessionAuthenticator(authenticate, feed.changes, { ttlMs: 60_000 });
    await cached('t-asha-1');
    await cached('t-ravi-1');

    feed.hear(null);
    await cached('t-asha-1');
    await cached('t-ravi-1');

    expect(reads).toEqual(['t-asha-1', 't-ravi-1', 't-asha-1', 't-ravi-1']);
  });

  it('does not keep a read that a change overtook: it may hold what the change ended', async () => {
    const feed = changesFeed();
    let finishRead: (auth: SessionAuth) => void = () => undefined;
    const reads: string[] = [];
    const authenticate = async (token: string) => {
      reads.push(token);
      return reads.length === 1
        ? new Promise<SessionAuth>((resolve) => (finishRead = resolve))
        : null;
    };
    const cached = cachedSessionAuthenticator(authenticate, feed.changes, { ttlMs: 60_000 });

    const racing = cached('t-asha-1');
    feed.hear('asha');
    finishRead(authOf('asha'));
    expect(await racing).toEqual(authOf('asha'));

    expect(await cached('t-asha-1')).toBeNull();
    expect(reads).toEqual(['t-asha-1', 't-asha-1']);
  });

  it('never keeps a refusal: a token that named no live session is read again', async () => {
    const { authenticate, reads, revoked } = database();
    revoked.add('t-asha-1');
    const cached = cachedSessionAuthenticator(authenticate, changesFeed().changes, {
      ttlMs: 60_000,
    });

    expect(await cached('t-asha-1')).toBeNull();
    expect(await cached('t-asha-1')).toBeNull();
    expect(reads).toEqual(['t-asha-1', 't-asha-1']);
  });

  it('keeps at most maxEntries tokens, dropping the oldest first', async () => {
    const { authenticate, reads } = database();
    const cached = cachedSessionAuthenticator(authenticate, changesFeed().changes, {
      ttlMs: 60_000,
      maxEntries: 2,
    });
    for (const token of ['t-a-1', 't-b-1', 't-c-1']) await cached(token);

    await cached('t-c-1');
    await cached('t-b-1');
    await cached('t-a-1');

    expect(reads).toEqual(['t-a-1', 't-b-1', 't-c-1', 't-a-1']);
  });

  it('reads every time with a TTL of 0', async () => {
    const { authenticate, reads } = database();
    const cached = cachedSessionAuthenticator(authenticate, changesFeed().changes, { ttlMs: 0 });
    await cached('t-asha-1');
    await cached('t-asha-1');
    expect(reads).toEqual(['t-asha-1', 't-asha-1']);
  });
});
