import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, SERVER_MESSAGES } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  sessionTokenOf,
  signUpUser,
  signUpVerifiedUser,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedInUser,
} from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import {
  createFakeGoogle,
  TEST_GOOGLE_CLIENT_ID,
  type FakeGoogle,
} from '../../test/google-id-tokens.js';
import { readOutbox, tokenMailedTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const LINK_EXPIRED = 'This link has expired or was already used';
const NEW_PASSWORD = 'a brand new secret';

let t: TestApp;
let outbox: string;
let google: FakeGoogle;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-accounts-outbox-'));
  google = await createFakeGoogle();
  t = await createTestApp({
    env: {
      MAIL_OUTBOX_DIR: outbox,
      PUBLIC_URL: 'https://shop.example.in',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_EMAIL: '10000',
      ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '10000',
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    },
    googleKeys: google.keys,
  });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const bearer = (account: SignedInUser) => `Bearer ${account.token}`;

/**
 * An app with its own limits on this database. Counters live in the database, shared with every
 * app on it, so they are cleared first: the earlier tests' requests do not count.
 */
async function limitedApp(options: Parameters<typeof createTestApp>[0]) {
  await t.db.models.RateLimit.deleteMany({});
  return createTestApp(options);
}

/** POST /getuser with the account's session. */
const getUser = (account: SignedInUser) =>
  call(t.app, endpoints.getUser, {
    email: account.user.email,
    sessionId: account.user.sessionId,
  }).set('Authorization', bearer(account));

async function userData(account: SignedInUser) {
  return expectSuccess(endpoints.getUser, await getUser(account)).data;
}

const verify = (token: unknown) => call(t.app, endpoints.verifyEmail, { token });
const forgot = (email: string) => call(t.app, endpoints.forgotPassword, { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  call(t.app, endpoints.resetPassword, { token, password });
const logIn = (email: string, password: string) =>
  call(t.app, endpoints.login, { email, password });
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

describe('e-mail verification', () => {
  it('mails a link to the shop’s /verify-email page at sign-up; the account starts unverified', async () => {
    const account = await signUpUser(t.app);
    expect(account.user).toMatchObject({ emailVerified: false, role: 'customer' });
    // In the outbox before sign-up answered: a crash now would not lose it.
    expect(
      await t.db.models.Outbox.countDocuments({
        to: account.user.email,
        'context.kind': 'verify e-mail',
      }),
    ).toBe(1);

    await tokenMailedTo(outbox, account.user.email, 'verify-email');
    const [mail] = (await readOutbox(outbox)).filter((m) => m.to === account.user.email);
    expect(mail?.subject).toBe('Please verify your GymFuel e-mail');
    expect(mail?.text).toMatch(
      /https:\/\/shop\.example\.in\/verify-email\?token=[A-Za-z0-9_-]{43}\n/,
    );
  });

  it('verifies with the link once; login and getuser then say emailVerified: true', async () => {
    const account = await signUpUser(t.app);
    const token = await tokenMailedTo(outbox, account.user.email, 'verify-email');

    const response = await verify(token);
    expect(expectSuccess(endpoints.verifyEmail, response)).toEqual({
      success: true,
      message: 'Email verified',
    });
    expect((await userData(account)).emailVerified).toBe(true);
    const login = expectSuccess(endpoints.login, await logIn(account.user.email, account.password));
    expect(login.data.emailVerified).toBe(true);

    expect(expectFailure(await verify(token), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
  });

  it('stores only a hash of the token, with a unique index and a 24 h expiry', async () => {
    const account = await signUpUser(t.app);
    const token = await tokenMailedTo(outbox, account.user.email, 'verify-email');
    const stored = await t.db.models.AccountToken.findOne({ tokenHash: sha256(token) }).lean();
    expect(stored).toMatchObject({ purpose: 'verify-email', email: account.user.email });
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 1000);

    const indexes = await t.db.models.AccountToken.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.tokenHash === 1)?.unique).toBe(true);
    expect(indexes.find((index) => index.key.expiresAt === 1)?.expireAfterSeconds).toBe(0);
  });

  it('refuses an unknown, a malformed or an expired token with the same 400', async () => {
    expect(expectFailure(await verify('x'.repeat(43)), 400, 'BAD_REQUEST').message).toBe(
      LINK_EXPIRED,
    );
    expect(expectFailure(await verify('not a token!'), 400, 'BAD_REQUEST').message).toBe(
      LINK_EXPIRED,
    );

    const account = await signUpUser(t.app);
    const token = await tokenMailedTo(outbox, account.user.email, 'verify-email');
    await t.db.models.AccountToken.updateOne(
      { tokenHash: sha256(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect(expectFailure(await verify(token), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
    expect((await userData(account)).emailVerified).toBe(false);
  });

  it('refuses an empty, an over-long or a wrongly spelt token as a dead link, on both link pages', async () => {
    for (const token of ['', 'a'.repeat(257), 'b'.repeat(20_000), 'ünïcödé-tökén', ' \n']) {
      for (const response of [await verify(token), await reset(token)]) {
        const envelope = expectFailure(response, 400, 'BAD_REQUEST');
        expect(envelope).toEqual({ success: false, code: 'BAD_REQUEST', message: LINK_EXPIRED });
      }
    }
  });

  it('names the field for a missing or non-string token', async () => {
    for (const body of [{}, { token: 42 }, { token: { $ne: null } }]) {
      const envelope = expectFailure(
        await call(t.app, endpoints.verifyEmail, body),
        400,
        'BAD_REQUEST',
      );
      expect(envelope.details?.[0]?.path).toBe('token');
    }
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const account = await signUpUser(t.app);
    const token = await tokenMailedTo(outbox, account.user.email, 'verify-email');
    const statuses = (await Promise.all([verify(token), verify(token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('resends a link to an unverified address, and refuses once verified (409) or signed out (401)', async () => {
    const account = await signUpUser(t.app);
    await tokenMailedTo(outbox, account.user.email, 'verify-email');
    const resend = () =>
      call(t.app, endpoints.resendVerification, {}).set('Authorization', bearer(account));

    expect(expectSuccess(endpoints.resendVerification, await resend()).message).toBe(
      'A new verification e-mail is on its way.',
    );
    const deadline = Date.now() + 10_000;
    while ((await readOutbox(outbox)).filter((m) => m.to === account.user.email).length < 2) {
      if (Date.now() > deadline) throw new Error('the second link never arrived');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Both links work until used: the newest one verifies.
    expect(
      (await verify(await tokenMailedTo(outbox, account.user.email, 'verify-email'))).status,
    ).toBe(200);
    expect(expectFailure(await resend(), 409, 'CONFLICT').message).toBe(
      'Your e-mail is already verified',
    );
    expectFailure(await call(t.app, endpoints.resendVerification, {}), 401, 'UNAUTHORIZED');
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.resendVerification, []).set(
      'Authorization',
      bearer(account),
    );
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'The request body must be a JSON object',
    );
  });

  it('rate-limits resending per account (429)', async () => {
    const limited = await limitedApp({
      db: t.db,
      env: { MAIL_OUTBOX_DIR: outbox, ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '2' },
    });
    const account = await signUpUser(limited.app);
    const resend = () =>
      call(limited.app, endpoints.resendVerification, {}).set('Authorization', bearer(account));
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect(expectFailure(await resend(), 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many e-mails asked for, please try again in an hour',
    );
  });
});

describe('changing the e-mail (POST /updateuser)', () => {
  const profile = (account: SignedInUser, updatedemail: string, password?: string) =>
    call(t.app, endpoints.updateUser, {
      email: account.user.email,
      updatedemail,
      userName: 'Asha Kapoor',
      phoneNumber: '9876543210',
      address: '',
      userPhoto: '',
      ...(password === undefined ? {} : { password }),
    }).set('Authorization', bearer(account));

  it('needs the current password (403 without it or with a wrong one)', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models);
    const message = 'Please confirm your password to change your e-mail';
    expect(expectFailure(await profile(account, uniqueEmail()), 403, 'FORBIDDEN').message).toBe(
      message,
    );
    expect(
      expectFailure(await profile(account, uniqueEmail(), 'not my password'), 403, 'FORBIDDEN')
        .message,
    ).toBe(message);
    expect(expectFailure(await profile(account, uniqueEmail(), ''), 403, 'FORBIDDEN')).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message,
    });
    expect((await userData(account)).email).toBe(account.user.email);
  });

  it('ignores an empty password when the e-mail stays the same', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models);
    const body = expectSuccess(
      endpoints.updateUser,
      await profile(account, account.user.email, ''),
    );
    expect(body.data).toMatchObject({ email: account.user.email, userName: 'Asha Kapoor' });
  });

  it('keeps other changes password-free, and the verification as it is', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models);
    const body = expectSuccess(endpoints.updateUser, await profile(account, account.user.email));
    expect(body.data).toMatchObject({ email: account.user.email, emailVerified: true });
  });

  it('takes the current password in either Unicode form', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models, 'customer', {
      password: 'caf\u00e9-protein',
    });
    const newEmail = uniqueEmail('nfd');
    const body = expectSuccess(
      endpoints.updateUser,
      await profile(account, newEmail, 'cafe\u0301-protein'),
    );
    expect(body.data.email).toBe(newEmail);
  });

  it('starts the new address unverified and mails it a link; a link to the old one no longer verifies', async () => {
    const account = await signUpUser(t.app);
    const oldLink = await tokenMailedTo(outbox, account.user.email, 'verify-email');
    const newEmail = uniqueEmail('moved');

    const body = expectSuccess(
      endpoints.updateUser,
      await profile(account, newEmail.toUpperCase(), TEST_PASSWORD),
    );
    expect(body.data).toMatchObject({ email: newEmail, emailVerified: false });

    expect(expectFailure(await verify(oldLink), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
    const newLink = await tokenMailedTo(outbox, newEmail, 'verify-email');
    expect((await verify(newLink)).status).toBe(200);
    const moved = { ...account, user: { ...account.user, email: newEmail } };
    expect((await userData(moved)).emailVerified).toBe(true);
  });

  it('keeps an address verified when the account returns to it, and mails it no new link', async () => {
    const account = await signUpUser(t.app);
    const original = account.user.email;
    expect((await verify(await tokenMailedTo(outbox, original, 'verify-email'))).status).toBe(200);
    const away = uniqueEmail('away');
    const moved = expectSuccess(endpoints.updateUser, await profile(account, away, TEST_PASSWORD));
    expect(moved.data).toMatchObject({ email: away, emailVerified: false });

    const movedAccount = { ...account, user: { ...account.user, email: away } };
    const back = expectSuccess(
      endpoints.updateUser,
      await profile(movedAccount, original, TEST_PASSWORD),
    );
    expect(back.data).toMatchObject({ email: original, emailVerified: true });
    // Only the sign-up's link was ever issued for the original address.
    const links = { userId: account.user._id, purpose: 'verify-email' as const, email: original };
    expect(await t.db.models.AccountToken.countDocuments(links)).toBe(1);
  });

  it('does not keep an address verified that another account has proved since', async () => {
    const first = await signUpUser(t.app);
    const shared = first.user.email;
    const firstLink = await tokenMailedTo(outbox, shared, 'verify-email');
    expect((await verify(firstLink)).status).toBe(200);
    const away = uniqueEmail('gone');
    expect((await profile(first, away, TEST_PASSWORD)).status).toBe(200);

    // The address, now free, is signed up with and proved by someone else, who then leaves it.
    const second = await signUpUser(t.app, { email: shared });
    const secondLink = await vi.waitFor(
      async () => {
        const link = await tokenMailedTo(outbox, shared, 'verify-email');
        expect(link).not.toBe(firstLink);
        return link;
      },
      { timeout: 10_000 },
    );
    expect((await verify(secondLink)).status).toBe(200);
    expect((await profile(second, uniqueEmail('next'), TEST_PASSWORD)).status).toBe(200);

    const firstMoved = { ...first, user: { ...first.user, email: away } };
    const back = expectSuccess(
      endpoints.updateUser,
      await profile(firstMoved, shared, TEST_PASSWORD),
    );
    expect(back.data).toMatchObject({ email: shared, emailVerified: false });
  });

  it('voids a reset link mailed to the old address: the account is no longer that inbox’s', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models);
    await forgot(account.user.email);
    const oldInboxLink = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    const newEmail = uniqueEmail('left');
    expect((await profile(account, newEmail, TEST_PASSWORD)).status).toBe(200);

    expect(expectFailure(await reset(oldInboxLink), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
    expect((await logIn(newEmail, TEST_PASSWORD)).status).toBe(200);
    expectFailure(await logIn(newEmail, NEW_PASSWORD), 401, 'UNAUTHORIZED');
  });
});

describe('password reset', () => {
  const RESET_REQUESTED = 'If an account exists for this e-mail, a reset link is on its way.';

  it('answers the same for an existing and an unknown e-mail, and mails only the account', async () => {
    const account = await signUpUser(t.app);
    const unknown = uniqueEmail('nobody');

    const known = await forgot(` ${account.user.email.toUpperCase()} `);
    const nobody = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(nobody.status).toBe(200);
    expect(known.body).toEqual({ success: true, message: RESET_REQUESTED });
    expect(nobody.body).toEqual(known.body);

    const token = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await readOutbox(outbox)).some((m) => m.to === unknown)).toBe(false);
  });

  it('never waits for the look-up or the mail, so its timing tells nothing', async () => {
    const account = await signUpUser(t.app);
    const { User } = t.db.models;
    const findOne = User.findOne;
    // A look-up that does not finish until the answer has come (shutdown waits for it).
    let finishLookUp = (_found: null) => {};
    const lookUp = new Promise<null>((resolve) => (finishLookUp = resolve));
    User.findOne = (() => ({ lean: () => lookUp })) as unknown as typeof findOne;
    try {
      const response = await forgot(account.user.email);
      expect(response.body).toEqual({ success: true, message: RESET_REQUESTED });
    } finally {
      User.findOne = findOne;
      finishLookUp(null);
    }
  });

  it('keeps a reset asked for just before a shutdown: the e-mail is in the outbox once the workers stop', async () => {
    const account = await signUpUser(t.app);
    // A second process on the same database, stopped (as on SIGTERM) right after it answered.
    const stopping = await createTestApp({ db: t.db });
    expect(
      (await call(stopping.app, endpoints.forgotPassword, { email: account.user.email })).status,
    ).toBe(200);
    await stopping.close();
    expect(
      await t.db.models.Outbox.countDocuments({
        to: account.user.email,
        'context.kind': 'password reset',
      }),
    ).toBe(1);
  });

  it('sets the new password, ends every session and voids the other reset links', async () => {
    const account = await signUpUser(t.app);
    const otherDevice = expectSuccess(
      endpoints.login,
      await logIn(account.user.email, account.password),
    );
    expect(otherDevice.data.sessionId).not.toBe(account.user.sessionId);

    await forgot(account.user.email);
    const first = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    await forgot(account.user.email);
    const deadline = Date.now() + 10_000;
    let second = first;
    while (second === first) {
      if (Date.now() > deadline) throw new Error('the second reset link never arrived');
      second = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    }

    expect(expectSuccess(endpoints.resetPassword, await reset(second)).message).toBe(
      'Your password has been changed. Please log in with the new one.',
    );
    expect(
      expectFailure(await logIn(account.user.email, account.password), 401, 'UNAUTHORIZED').message,
    ).toBe(SERVER_MESSAGES.wrongPassword);
    expect((await logIn(account.user.email, NEW_PASSWORD)).status).toBe(200);
    expectFailure(await getUser(account), 401, 'UNAUTHORIZED');
    expect(expectFailure(await reset(second), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
    expect(expectFailure(await reset(first), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
  });

  it('ends every session with the password itself: a process dying right after saving it leaves none valid', async () => {
    // Not used before the reset: the process that had it in its session cache dies below, and
    // with it the cache.
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    const token = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    // The process dies once the new password is saved, before anything else is written.
    const nextWrite = vi
      .spyOn(t.db.models.User, 'updateMany')
      .mockRejectedValueOnce(new Error('the process died'));
    try {
      expect((await reset(token)).status).toBe(500);
    } finally {
      nextWrite.mockRestore();
    }
    expect((await logIn(account.user.email, account.password)).status).toBe(401);
    expectFailure(await getUser(account), 401, 'UNAUTHORIZED');
    // A session opened with the new password works.
    const loggedIn = await logIn(account.user.email, NEW_PASSWORD);
    const { data: user } = expectSuccess(endpoints.login, loggedIn);
    expect(await userData({ ...account, user, token: sessionTokenOf(loggedIn) })).toMatchObject({
      email: account.user.email,
      emailVerified: true,
    });
  });

  it('lets one of two different reset links used at the same moment set the password', async () => {
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    const first = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    await forgot(account.user.email);
    let second = first;
    await vi.waitFor(
      async () => {
        second = await tokenMailedTo(outbox, account.user.email, 'reset-password');
        expect(second).not.toBe(first);
      },
      { timeout: 10_000 },
    );
    const passwords = ['first new secret', 'second new secret'];
    const answers = await Promise.all([reset(first, passwords[0]), reset(second, passwords[1])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.message).toBe(LINK_EXPIRED);
    // The password that works is the one whose caller was told it was changed.
    const kept = passwords[answers.findIndex((answer) => answer.status === 200)]!;
    const lost = passwords.find((password) => password !== kept)!;
    expect((await logIn(account.user.email, kept)).status).toBe(200);
    expect((await logIn(account.user.email, lost)).status).toBe(401);
  });

  it('lets a link asked for after a reset work, even within the same millisecond (a pinned clock, or a process whose clock is behind)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00+05:30') });
    try {
      const account = await signUpUser(t.app);
      await forgot(account.user.email);
      const first = await tokenMailedTo(outbox, account.user.email, 'reset-password');
      expectSuccess(endpoints.resetPassword, await reset(first, 'first new secret'));

      await forgot(account.user.email);
      // Polled on the real clock (vi.waitFor would move the pinned one). The outbox files carry
      // the pinned time, so the newest link is the one that is not the first.
      const deadline = performance.now() + 10_000;
      let second: string | undefined;
      while (second === undefined) {
        if (performance.now() > deadline) throw new Error('the second reset link never arrived');
        second = (await readOutbox(outbox))
          .filter((message) => message.to === account.user.email)
          .map((message) => /\/reset-password\?token=([\w-]+)/.exec(message.text)?.[1])
          .find((token) => token !== undefined && token !== first);
      }
      expectSuccess(endpoints.resetPassword, await reset(second, 'second new secret'));
      expect((await logIn(account.user.email, 'second new secret')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a session a login opened with the old password while the reset landed', async () => {
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    const token = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    const { Session } = t.db.models;
    const create = Session.create;
    // The login has checked the old password; its session is stored only after the reset.
    let reached!: () => void;
    const atCreate = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const resetDone = new Promise<void>((resolve) => (release = resolve));
    Session.create = (async (...args: Parameters<typeof create>) => {
      reached();
      await resetDone;
      return create.apply(Session, args);
    }) as typeof create;
    try {
      const login = logIn(account.user.email, account.password).then((response) => response);
      await atCreate;
      expectSuccess(endpoints.resetPassword, await reset(token));
      release();
      expect(expectFailure(await login, 401, 'UNAUTHORIZED').message).toBe(
        SERVER_MESSAGES.wrongPassword,
      );
    } finally {
      Session.create = create;
    }
    expectFailure(await getUser(account), 401, 'UNAUTHORIZED');
  });

  it('counts the opened link as proof of the address: the account becomes verified', async () => {
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    await reset(await tokenMailedTo(outbox, account.user.email, 'reset-password'));
    const login = expectSuccess(endpoints.login, await logIn(account.user.email, NEW_PASSWORD));
    expect(login.data.emailVerified).toBe(true);
  });

  it('keeps a new password typed decomposed as one password, whichever form logs in', async () => {
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    // 'é' as 'e' plus a combining accent (NFD), then as one character (NFC).
    await reset(
      await tokenMailedTo(outbox, account.user.email, 'reset-password'),
      'cafe\u0301-protein',
    );
    expectSuccess(endpoints.login, await logIn(account.user.email, 'caf\u00e9-protein'));
  });

  it('refuses a link older than 1 hour, an unknown one, and a weak password', async () => {
    const account = await signUpUser(t.app);
    await forgot(account.user.email);
    const token = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    const stored = await t.db.models.AccountToken.findOne({ tokenHash: sha256(token) }).lean();
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(1000);

    const weak = expectFailure(await reset(token, 'short'), 400, 'BAD_REQUEST');
    expect(weak.details?.[0]?.path).toBe('password');
    expect(expectFailure(await reset('y'.repeat(43)), 400, 'BAD_REQUEST').message).toBe(
      LINK_EXPIRED,
    );

    await t.db.models.AccountToken.updateOne(
      { tokenHash: sha256(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect(expectFailure(await reset(token), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
    expect((await logIn(account.user.email, account.password)).status).toBe(200);
  });

  it('does not accept a verification link as a reset link', async () => {
    const account = await signUpUser(t.app);
    const token = await tokenMailedTo(outbox, account.user.email, 'verify-email');
    expect(expectFailure(await reset(token), 400, 'BAD_REQUEST').message).toBe(LINK_EXPIRED);
  });

  it('limits link attempts per client on both link pages (429), so tokens cannot be guessed in bulk', async () => {
    const limited = await limitedApp({
      db: t.db,
      env: { MAIL_OUTBOX_DIR: outbox, AUTH_RATE_LIMIT_PER_IP: '2' },
    });
    const attempts = [
      () => call(limited.app, endpoints.verifyEmail, { token: 'z'.repeat(43) }),
      () =>
        call(limited.app, endpoints.resetPassword, {
          token: 'z'.repeat(43),
          password: NEW_PASSWORD,
        }),
    ];
    // One budget per client across both link pages.
    const [verifyAttempt, resetAttempt] = attempts;
    expect((await verifyAttempt!()).status).toBe(400);
    expect((await resetAttempt!()).status).toBe(400);
    for (const attempt of attempts) {
      expect(expectFailure(await attempt(), 429, 'TOO_MANY_REQUESTS').message).toBe(
        'Too many attempts, please try again in a few minutes',
      );
    }
  });

  it('lets 50 requests an hour from one IP through by default (shoppers behind one carrier address), not 51', async () => {
    const limited = await limitedApp({ db: t.db, env: { MAIL_OUTBOX_DIR: outbox } });
    const ask = () =>
      call(limited.app, endpoints.forgotPassword, { email: uniqueEmail() }).set(
        'X-Forwarded-For',
        '198.51.100.4',
      );
    // 49 earlier requests, set as the limiter counts them rather than mailing 49 strangers.
    expect((await ask()).status).toBe(200);
    await t.db.models.RateLimit.updateOne(
      { _id: 'account-mails-per-ip:198.51.100.4' },
      { $set: { hits: 49 } },
    );
    expect((await ask()).status).toBe(200);
    expectFailure(await ask(), 429, 'TOO_MANY_REQUESTS');
  });

  it('rate-limits the requests per client (429)', async () => {
    const limited = await limitedApp({
      db: t.db,
      env: { MAIL_OUTBOX_DIR: outbox, ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR: '1' },
    });
    const ask = () => call(limited.app, endpoints.forgotPassword, { email: uniqueEmail() });
    expect((await ask()).status).toBe(200);
    expect(expectFailure(await ask(), 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many e-mails asked for, please try again in an hour',
    );
  });

  it('rate-limits the requests per e-mail, whichever IP asks (429)', async () => {
    const limited = await limitedApp({
      db: t.db,
      env: { MAIL_OUTBOX_DIR: outbox, ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '2' },
    });
    const ask = (email: string, ip: string) =>
      call(limited.app, endpoints.forgotPassword, { email }).set('X-Forwarded-For', ip);
    const email = uniqueEmail('flooded');
    expect((await ask(email, '203.0.113.1')).status).toBe(200);
    expect((await ask(email, '203.0.113.2')).status).toBe(200);
    // Keyed as stored: another case or spacing is the same inbox.
    const blocked = await ask(` ${email.toUpperCase()}`, '203.0.113.3');
    expect(expectFailure(blocked, 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many e-mails asked for, please try again in an hour',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await ask(uniqueEmail('other'), '203.0.113.3')).status).toBe(200);
  });

  it('lets the new password log in at once after failed logins had locked the e-mail', async () => {
    const limited = await limitedApp({
      db: t.db,
      env: { MAIL_OUTBOX_DIR: outbox, AUTH_RATE_LIMIT_PER_EMAIL: '2' },
    });
    const [account, other] = [await signUpUser(limited.app), await signUpUser(limited.app)];
    const logInTo = (email: string, password: string) =>
      call(limited.app, endpoints.login, { email, password });
    // The shopper who forgot it guesses until the per-e-mail limit stops them, as does someone else.
    for (const email of [account.user.email, other.user.email]) {
      await logInTo(email, 'a wrong guess');
      await logInTo(email, 'another wrong guess');
      expectFailure(await logInTo(email, 'a third guess'), 429, 'TOO_MANY_REQUESTS');
    }

    await call(limited.app, endpoints.forgotPassword, { email: account.user.email });
    const token = await tokenMailedTo(outbox, account.user.email, 'reset-password');
    expectSuccess(
      endpoints.resetPassword,
      await call(limited.app, endpoints.resetPassword, { token, password: NEW_PASSWORD }),
    );

    // The mailed link proved the inbox: its failed guesses no longer count against the new password.
    expectSuccess(endpoints.login, await logInTo(account.user.email, NEW_PASSWORD));
    // Only that address: another account's lock stays.
    expectFailure(await logInTo(other.user.email, other.password), 429, 'TOO_MANY_REQUESTS');
    await limited.close();
  });
});

describe('POST /user/logout-all', () => {
  it('ends every session of the caller, clears the cookie; logging in again works', async () => {
    const account = await signUpUser(t.app);
    const secondLogin = await logIn(account.user.email, account.password);
    const second = {
      ...account,
      user: expectSuccess(endpoints.login, secondLogin).data,
      token: sessionTokenOf(secondLogin),
    };
    expect((await userData(second)).email).toBe(account.user.email);
    const response = await request(t.app)
      .post('/user/logout-all')
      .set('Authorization', bearer(account))
      .send({});
    expect(expectSuccess(endpoints.logoutAll, response).message).toBe('Signed out of all devices');
    const cleared = (response.headers['set-cookie'] as unknown as string[]).join(';');
    expect(cleared).toMatch(/gf_session=;/);

    expectFailure(
      await call(t.app, endpoints.resendVerification, {}).set('Authorization', bearer(account)),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(await getUser(second), 401, 'UNAUTHORIZED');
    const again = await logIn(account.user.email, account.password);
    expect(again.status).toBe(200);
    expect(sessionTokenOf(again)).not.toBe(account.token);
  });

  it('ends a session a login opened from a read taken before it, stored just after', async () => {
    const account = await signUpUser(t.app);
    const { Session } = t.db.models;
    const create = Session.create;
    // The login has checked the password; its session is stored only after sign-out everywhere.
    let reached!: () => void;
    const atCreate = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const signedOut = new Promise<void>((resolve) => (release = resolve));
    Session.create = (async (...args: Parameters<typeof create>) => {
      reached();
      await signedOut;
      return create.apply(Session, args);
    }) as typeof create;
    let login;
    try {
      login = logIn(account.user.email, account.password).then((response) => response);
      await atCreate;
      expectSuccess(
        endpoints.logoutAll,
        await call(t.app, endpoints.logoutAll, {}).set('Authorization', bearer(account)),
      );
      release();
      login = await login;
    } finally {
      Session.create = create;
    }
    const racer = {
      ...account,
      user: expectSuccess(endpoints.login, login).data,
      token: sessionTokenOf(login),
    };
    expectFailure(await getUser(racer), 401, 'UNAUTHORIZED');
    // A login after sign-out everywhere works.
    const again = await logIn(account.user.email, account.password);
    const fresh = {
      ...account,
      user: expectSuccess(endpoints.login, again).data,
      token: sessionTokenOf(again),
    };
    expect((await userData(fresh)).email).toBe(account.user.email);
  });

  it('leaves other users signed in, and needs a session (401)', async () => {
    const asha = await signUpUser(t.app);
    const ravi = await signUpUser(t.app);
    await call(t.app, endpoints.logoutAll, {}).set('Authorization', bearer(asha));
    expect((await userData(ravi)).email).toBe(ravi.user.email);
    expectFailure(await call(t.app, endpoints.logoutAll, {}), 401, 'UNAUTHORIZED');
  });

  it('refuses a body that is not a JSON object with 400, and the session goes on', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.logoutAll, []).set(
      'Authorization',
      bearer(account),
    );
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'The request body must be a JSON object',
    );
    expect((await userData(account)).email).toBe(account.user.email);
  });

  it('is not undone by logging in again: only sign-out everywhere revokes other sessions', async () => {
    const account = await signUpUser(t.app);
    await logIn(account.user.email, account.password);
    expect((await userData(account)).email).toBe(account.user.email);
  });
});

describe('Google sign-in and existing accounts', () => {
  const googleSignIn = async (email: string) =>
    call(t.app, endpoints.googleSignIn, { credential: await google.idToken({ email }) });

  it('refuses to link an account whose e-mail is not verified (409), opening no session', async () => {
    const account = await signUpUser(t.app);
    const response = await googleSignIn(account.user.email);
    expect(expectFailure(response, 409, 'CONFLICT').message).toBe(
      'Please log in with your password first to link Google',
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('links once the e-mail is verified through its link', async () => {
    const account = await signUpUser(t.app);
    await verify(await tokenMailedTo(outbox, account.user.email, 'verify-email'));
    const body = expectSuccess(endpoints.googleSignIn, await googleSignIn(account.user.email));
    expect(body.data._id).toBe(account.user._id);
  });

  it('creates new accounts verified, since Google vouches for the address', async () => {
    const response = await googleSignIn(uniqueEmail('google'));
    expect(expectSuccess(endpoints.googleSignIn, response, 201).data.emailVerified).toBe(true);
  });
});
