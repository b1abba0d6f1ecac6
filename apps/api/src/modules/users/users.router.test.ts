import { createHmac } from 'node:crypto';
import { endpoints, SERVER_MESSAGES } from '@gymfuel/contracts';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../http/session-auth.js';
import { SESSION_COOKIE } from '../../http/session-cookie.js';
import { signUpUser, uniqueEmail, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NOT_YOUR_ACCOUNT } from './users.controller.js';
import { EMAIL_TAKEN } from './users.service.js';

let t: TestApp;
let asha: SignedInUser;
let ravi: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' },
  });
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
});
afterAll(() => t.close());

const identityOf = (account: SignedInUser) => ({
  email: account.user.email,
  sessionId: account.user.sessionId,
});
const getUser = (body: object) => call(t.app, endpoints.getUser, body);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Tokens an attacker could bring, all naming Asha's real session. */
function attackTokens(): [string, string][] {
  const claims = { sid: asha.user.sessionId, sub: asha.user._id };
  const [header, , signature] = asha.token.split('.');
  const hs512Header = base64url({ alg: 'HS512', typ: 'JWT' });
  const hs512Payload = base64url({ ...claims, exp: inAnHour() });
  return [
    [
      'a forged payload under a real signature',
      `${header}.${base64url({ ...claims, sub: ravi.user._id, exp: inAnHour() })}.${signature}`,
    ],
    [
      'an expired token',
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, t.config.JWT_SECRET, {
        algorithm: 'HS256',
      }),
    ],
    [
      'an unsigned token (alg: none)',
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: inAnHour() })}.`,
    ],
    [
      'a token signed with another secret',
      jwt.sign(claims, 'someone-elses-secret-of-enough-length!!', {
        algorithm: 'HS256',
        expiresIn: '1h',
      }),
    ],
    [
      'HS512 with the right secret',
      `${hs512Header}.${hs512Payload}.${createHmac('sha512', t.config.JWT_SECRET).update(`${hs512Header}.${hs512Payload}`).digest('base64url')}`,
    ],
    [
      'a token for a session that does not exist',
      jwt.sign({ ...claims, sid: 'made-up' }, t.config.JWT_SECRET, {
        algorithm: 'HS256',
        expiresIn: '1h',
      }),
    ],
    ['garbage', 'not-a-jwt'],
  ];
}

describe('POST /getuser', () => {
  it('returns the user when the cookie session matches the e-mail and sessionId', async () => {
    const response = await getUser(identityOf(asha)).set('Cookie', asha.cookie);
    expect(expectSuccess(endpoints.getUser, response).data).toEqual(asha.user);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the same JWT as a Bearer header', async () => {
    const response = await getUser(identityOf(asha)).set('Authorization', `Bearer ${asha.token}`);
    expect(expectSuccess(endpoints.getUser, response).data._id).toBe(asha.user._id);
  });

  it('compares the e-mail as stored (trimmed, lower-cased)', async () => {
    const response = await getUser({
      ...identityOf(asha),
      email: ` ${asha.user.email.toUpperCase()} `,
    }).set('Cookie', asha.cookie);
    expectSuccess(endpoints.getUser, response);
  });

  it('answers 401 without a session: the sessionId alone is not a credential', async () => {
    const envelope = expectFailure(await getUser(identityOf(asha)), 401, 'UNAUTHORIZED');
    expect(envelope.message).toBe('Please log in');
  });

  it('answers 401 when the sessionId is not the cookie’s session', async () => {
    const response = await getUser({ ...identityOf(asha), sessionId: 'another-session' }).set(
      'Cookie',
      asha.cookie,
    );
    expect(expectFailure(response, 401, 'UNAUTHORIZED').message).toBe(SESSION_ENDED);
  });

  it("lets user A not read user B (403), even with B's sessionId", async () => {
    const response = await getUser(identityOf(ravi)).set('Cookie', asha.cookie);
    expect(expectFailure(response, 403, 'FORBIDDEN').message).toBe(NOT_YOUR_ACCOUNT);
    expect(JSON.stringify(response.body)).not.toContain(ravi.user._id);
  });

  it('refuses operators in the body with 400', async () => {
    const response = await getUser({ email: asha.user.email, sessionId: { $ne: '' } }).set(
      'Cookie',
      asha.cookie,
    );
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses every forged, expired, unsigned or foreign token with 401', async () => {
    for (const [name, token] of attackTokens()) {
      const viaCookie = await getUser(identityOf(asha)).set('Cookie', `${SESSION_COOKIE}=${token}`);
      expect(viaCookie.status, name).toBe(401);
      const viaBearer = await getUser(identityOf(asha)).set('Authorization', `Bearer ${token}`);
      expect(viaBearer.status, name).toBe(401);
      expectFailure(viaBearer, 401, 'UNAUTHORIZED');
    }
  });

  it('refuses a malformed Authorization header instead of falling back to the cookie', async () => {
    const response = await getUser(identityOf(asha))
      .set('Cookie', asha.cookie)
      .set('Authorization', `Basic ${asha.token}`);
    expectFailure(response, 401, 'UNAUTHORIZED');
  });

  it('refuses the token of an account that no longer exists', async () => {
    const gone = await signUpUser(t.app);
    await t.db.models.User.deleteOne({ _id: gone.user._id });
    expectFailure(await getUser(identityOf(gone)).set('Cookie', gone.cookie), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired session record even while its JWT is valid', async () => {
    const stale = await signUpUser(t.app);
    await t.db.models.Session.updateOne(
      { publicId: stale.user.sessionId },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expectFailure(
      await getUser(identityOf(stale)).set('Cookie', stale.cookie),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('POST /updateuser', () => {
  const profile = (account: SignedInUser, changes: Record<string, unknown> = {}) => ({
    email: account.user.email,
    updatedemail: account.user.email,
    userName: account.user.userName,
    phoneNumber: account.user.phoneNumber,
    address: account.user.address,
    userPhoto: account.user.userPhoto,
    ...changes,
  });
  const update = (account: SignedInUser, body: object) =>
    call(t.app, endpoints.updateUser, body).set('Cookie', account.cookie);

  it('updates the session’s own profile and answers the new user', async () => {
    const account = await signUpUser(t.app);
    const response = await update(
      account,
      profile(account, {
        userName: '  Asha K ',
        phoneNumber: '+91 91234 56789',
        address: 'Gold’s Gym, Pune',
        userPhoto: 'avatar-3',
      }),
    );
    const body = expectSuccess(endpoints.updateUser, response);
    expect(body.message).toBe(SERVER_MESSAGES.userUpdated);
    expect(body.data).toEqual({
      ...account.user,
      userName: 'Asha K',
      phoneNumber: '9123456789',
      address: 'Gold’s Gym, Pune',
      userPhoto: 'avatar-3',
    });
    const reread = await getUser(identityOf(account)).set('Cookie', account.cookie);
    expect(expectSuccess(endpoints.getUser, reread).data).toEqual(body.data);
  });

  it('refuses half a character or a direction override in a name with 400 naming the field', async () => {
    const account = await signUpUser(t.app);
    for (const [userName, message] of [
      ['ab\udc00', 'Must not contain broken characters'],
      ['\u202eabc', 'Must not contain control characters'],
    ]) {
      const failure = expectFailure(
        await update(account, profile(account, { userName })),
        400,
        'BAD_REQUEST',
      );
      expect(failure.details?.[0]).toEqual({ path: 'userName', message });
    }
    const reread = await getUser(identityOf(account)).set('Cookie', account.cookie);
    expect(expectSuccess(endpoints.getUser, reread).data.userName).toBe(account.user.userName);
  });

  it('changes the e-mail; the session carries on and the new e-mail logs in', async () => {
    const account = await signUpUser(t.app);
    const newEmail = uniqueEmail('moved');
    const body = expectSuccess(
      endpoints.updateUser,
      await update(
        account,
        profile(account, { updatedemail: newEmail.toUpperCase(), password: account.password }),
      ),
    );
    expect(body.data.email).toBe(newEmail);
    expectSuccess(
      endpoints.getUser,
      await getUser({ email: newEmail, sessionId: account.user.sessionId }).set(
        'Cookie',
        account.cookie,
      ),
    );
    const login = await call(t.app, endpoints.login, {
      email: newEmail,
      password: account.password,
    });
    expect(expectSuccess(endpoints.login, login).data._id).toBe(account.user._id);
  });

  it('mails at most 5 verification links an hour for e-mail changes, however they alternate', async () => {
    const account = await signUpUser(t.app);
    const [own, victim] = [account.user.email, uniqueEmail('victim')];
    let current = own;
    // Back and forth between the two addresses: each change mails the new one a link.
    for (let change = 1; change <= 5; change += 1) {
      const next = current === own ? victim : own;
      const moved = await update(
        account,
        profile(account, { email: current, updatedemail: next, password: account.password }),
      );
      expect(expectSuccess(endpoints.updateUser, moved).data.email).toBe(next);
      current = next;
    }
    const sixth = await update(
      account,
      profile(account, { email: current, updatedemail: own, password: account.password }),
    );
    expect(expectFailure(sixth, 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many e-mails asked for, please try again in an hour',
    );
    // A change of name mails nothing, so it is not counted.
    const renamed = await update(
      account,
      profile(account, { email: current, updatedemail: current, userName: 'Asha R' }),
    );
    expect(expectSuccess(endpoints.updateUser, renamed).data.userName).toBe('Asha R');
  });

  it('accepts an empty phone and an empty photo', async () => {
    const account = await signUpUser(t.app);
    const body = expectSuccess(
      endpoints.updateUser,
      await update(account, profile(account, { phoneNumber: '', userPhoto: '' })),
    );
    expect(body.data).toMatchObject({ phoneNumber: '', userPhoto: '' });
  });

  it('refuses an e-mail that another account holds with 409 and changes nothing', async () => {
    const account = await signUpUser(t.app);
    const response = await update(
      account,
      profile(account, {
        updatedemail: ravi.user.email,
        userName: 'Changed',
        password: account.password,
      }),
    );
    expect(expectFailure(response, 409, 'CONFLICT').message).toBe(EMAIL_TAKEN);
    const stored = await t.db.models.User.findById(account.user._id).lean();
    expect(stored).toMatchObject({ email: account.user.email, userName: account.user.userName });
  });

  it("lets user A not update user B (403), and B's profile stays as it was", async () => {
    const response = await update(asha, profile(ravi, { userName: 'Hacked' }));
    expect(expectFailure(response, 403, 'FORBIDDEN').message).toBe(NOT_YOUR_ACCOUNT);
    expect((await t.db.models.User.findById(ravi.user._id).lean())?.userName).toBe('Ravi Shah');
  });

  it('needs a session (401)', async () => {
    expectFailure(await call(t.app, endpoints.updateUser, profile(asha)), 401, 'UNAUTHORIZED');
  });

  it.each([
    [
      'a photo that is not one of the 4 avatars',
      { userPhoto: 'https://evil.example.com/x.png' },
      'userPhoto',
    ],
    ['a phone that is not an Indian mobile', { phoneNumber: '5123456789' }, 'phoneNumber'],
    ['a phone of 11 digits', { phoneNumber: '98765432101' }, 'phoneNumber'],
    ['an empty name', { userName: '' }, 'userName'],
    ['a malformed new e-mail', { updatedemail: 'nope' }, 'updatedemail'],
    ['an operator as e-mail', { email: { $ne: null } }, 'email'],
    ['an address over 300 characters', { address: 'x'.repeat(301) }, 'address'],
  ])('refuses %s with 400', async (_case, changes, field) => {
    const envelope = expectFailure(await update(asha, profile(asha, changes)), 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe(field);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await request(t.app)
      .post('/updateuser')
      .set('Cookie', asha.cookie)
      .type('form')
      .send(profile(asha));
    expectFailure(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('names a current password that is not text as such, not as a bare "Invalid input"', async () => {
    const account = await signUpUser(t.app);
    for (const [password, received] of [
      [42, 'number'],
      [null, 'null'],
    ] as const) {
      const response = await update(account, profile(account, { password }));
      expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
        `password: Invalid input: expected string, received ${received}`,
      );
    }
  });

  it('ignores fields outside the contract (no password or e-mail takeover through extra keys)', async () => {
    const account = await signUpUser(t.app);
    const response = await update(
      account,
      profile(account, { passwordHash: 'x', _id: ravi.user._id, sessionId: 'mine' }),
    );
    expect(expectSuccess(endpoints.updateUser, response).data._id).toBe(account.user._id);
    const stored = await t.db.models.User.findById(account.user._id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$2b\$10\$/);
  });
});
