import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../http/session-cookie.js';
import {
  sessionTokenOf,
  signUpUser,
  signUpVerifiedUser,
  type SignedInUser,
} from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { tokenMailedTo } from '../../test/outbox.js';
import { callAs } from '../../test/purchase.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The session cache (session-cache.ts) across two API processes on one database, as behind
 * nginx. Each process trusts a checked session for a minute here, far longer than any wait
 * below: only the revocation itself can make these tests pass.
 */
const env = {
  SESSION_CACHE_MS: '60000',
  // Both processes sign and check session tokens with one secret, as in production.
  JWT_SECRET: 'a-secret-both-processes-share-0123456789',
  AUTH_RATE_LIMIT_PER_IP: '10000',
  AUTH_RATE_LIMIT_PER_EMAIL: '10000',
  ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
};

let a: TestApp;
let b: TestApp;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-revocation-outbox-'));
  a = await createTestApp({ env: { ...env, MAIL_OUTBOX_DIR: outbox } });
  b = await createTestApp({ db: a.db, env });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await rm(outbox, { recursive: true, force: true });
});

const getUser = (app: TestApp, who: SignedInUser) =>
  callAs(app.app, who, endpoints.getUser, {
    email: who.user.email,
    sessionId: who.user.sessionId,
  });

/** A signed-in request through each process, so both hold the session in their cache. */
async function cachedInBoth(who: SignedInUser): Promise<void> {
  for (const app of [a, b]) expectSuccess(endpoints.getUser, await getUser(app, who));
}

/** The other process stops accepting the session within its poll (250 ms; generous for CI). */
async function refusedBy(app: TestApp, who: SignedInUser): Promise<void> {
  await vi.waitFor(async () => expect((await getUser(app, who)).status).toBe(401), {
    timeout: 5000,
    interval: 50,
  });
}

describe('the session cache', () => {
  it('answers a signed-in request without reading the session or the user again', async () => {
    const asha = await signUpUser(a.app);
    expectSuccess(endpoints.getUser, await getUser(a, asha));
    const sessionReads = vi.spyOn(a.db.models.Session, 'findOne');
    const userReads = vi.spyOn(a.db.models.User, 'findById');
    try {
      // The cart needs nothing of the user but who they are.
      expectSuccess(endpoints.getCart, await callAs(a.app, asha, endpoints.getCart));
      expectSuccess(endpoints.getCart, await callAs(a.app, asha, endpoints.getCart));
      expect(sessionReads).not.toHaveBeenCalled();
      expect(userReads).not.toHaveBeenCalled();
    } finally {
      sessionReads.mockRestore();
      userReads.mockRestore();
    }
  });

  it('logout: the next request with that session is refused, by this process at once and by the other within its poll', async () => {
    const asha = await signUpUser(a.app);
    await cachedInBoth(asha);

    expectSuccess(
      endpoints.logout,
      await callAs(a.app, asha, endpoints.logout, { email: asha.user.email }),
    );

    expectFailure(await getUser(a, asha), 401, 'UNAUTHORIZED');
    await refusedBy(b, asha);
  });

  it('sign-out everywhere: every other device is refused on its next request, through either process', async () => {
    const asha = await signUpUser(a.app);
    const login = await call(a.app, endpoints.login, {
      email: asha.user.email,
      password: asha.password,
    });
    const phoneToken = sessionTokenOf(login);
    const phone: SignedInUser = {
      ...asha,
      user: { ...asha.user, sessionId: expectSuccess(endpoints.login, login).data.sessionId },
      token: phoneToken,
      cookie: `${SESSION_COOKIE}=${phoneToken}`,
    };
    await cachedInBoth(asha);
    await cachedInBoth(phone);

    expectSuccess(endpoints.logoutAll, await callAs(b.app, asha, endpoints.logoutAll, {}));

    expectFailure(await getUser(b, phone), 401, 'UNAUTHORIZED');
    await refusedBy(a, phone);
    await refusedBy(a, asha);
  });

  it('a password reset: the sessions opened before it are refused on their next request', async () => {
    const asha = await signUpUser(a.app);
    await cachedInBoth(asha);

    expectSuccess(
      endpoints.forgotPassword,
      await call(a.app, endpoints.forgotPassword, { email: asha.user.email }),
    );
    const token = await tokenMailedTo(outbox, asha.user.email, 'reset-password');
    expectSuccess(
      endpoints.resetPassword,
      await call(a.app, endpoints.resetPassword, { token, password: 'a brand new secret' }),
    );

    expectFailure(await getUser(a, asha), 401, 'UNAUTHORIZED');
    await refusedBy(b, asha);
  });

  it("a role taken away: the console refuses the demoted owner's next request, through either process", async () => {
    const owner = await signUpVerifiedUser(a.app, a.db.models, 'owner');
    const demoted = await signUpVerifiedUser(a.app, a.db.models, 'owner');
    for (const app of [a, b]) {
      expectSuccess(endpoints.listStaff, await callAs(app.app, demoted, endpoints.listStaff));
    }

    expectSuccess(
      endpoints.setStaffRole,
      await callAs(a.app, owner, endpoints.setStaffRole, {
        email: demoted.user.email,
        role: 'staff',
      }),
    );

    expectFailure(await callAs(a.app, demoted, endpoints.listStaff), 403, 'FORBIDDEN');
    await vi.waitFor(
      async () => expect((await callAs(b.app, demoted, endpoints.listStaff)).status).toBe(403),
      { timeout: 5000, interval: 50 },
    );
  });

  it('keeps its change log under a TTL index on `at`, which each process polls', async () => {
    const indexes = await a.db.models.AuthEvent.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'at_1')).toMatchObject({
      key: { at: 1 },
      expireAfterSeconds: 3600,
    });
  });
});
