import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../test/contract.js';
import { createErrorHandler } from './error-handler.js';
import {
  callerOf,
  createAuthGuards,
  sessionOf,
  type SessionAuth,
  type SessionAuthenticator,
} from './session-auth.js';
import { SESSION_COOKIE } from './session-cookie.js';

const ASHA: SessionAuth = {
  userId: '64b7f0c2a1b2c3d4e5f60718',
  sessionId: 'asha-session',
  email: 'asha@example.in',
  role: 'customer',
  emailVerified: true,
};
const OPS: SessionAuth = {
  userId: '64b7f0c2a1b2c3d4e5f60719',
  sessionId: 'ops-session',
  email: 'ops@example.in',
  role: 'staff',
  emailVerified: true,
};
const BOSS: SessionAuth = {
  userId: '64b7f0c2a1b2c3d4e5f6071a',
  sessionId: 'boss-session',
  email: 'boss@example.in',
  role: 'owner',
  emailVerified: true,
};
/** Staff whose e-mail changed and is not verified again yet. */
const MOVED: SessionAuth = {
  userId: '64b7f0c2a1b2c3d4e5f6071b',
  sessionId: 'moved-session',
  email: 'moved@example.in',
  role: 'staff',
  emailVerified: false,
};

/** Stands in for the session store: each known token names one caller. */
const authenticator: SessionAuthenticator = async (token) =>
  ({ 'asha-jwt': ASHA, 'ops-jwt': OPS, 'boss-jwt': BOSS, 'moved-jwt': MOVED })[token] ?? null;

function appWith(
  guard: RequestHandler,
  handler: RequestHandler = (req, res) => void res.json(sessionOf(req)),
) {
  const app = express();
  app.use(express.json());
  app.post('/', guard, handler);
  app.use(createErrorHandler());
  return app;
}

const guards = createAuthGuards(authenticator);

describe('the session guard', () => {
  const app = appWith(guards.session);

  it('sets the caller from the cookie or the Bearer header', async () => {
    expect((await request(app).post('/').set('Cookie', `${SESSION_COOKIE}=asha-jwt`)).body).toEqual(
      ASHA,
    );
    expect((await request(app).post('/').set('Authorization', 'Bearer asha-jwt')).body).toEqual(
      ASHA,
    );
  });

  it('prefers the Bearer header over the cookie', async () => {
    const response = await request(app)
      .post('/')
      .set('Cookie', `${SESSION_COOKIE}=asha-jwt`)
      .set('Authorization', 'Bearer ops-jwt');
    expect(response.body).toEqual(OPS);
  });

  it('reads the Bearer scheme in any case and after any run of spaces (RFC 9110)', async () => {
    for (const header of ['bearer asha-jwt', 'BEARER asha-jwt', 'Bearer   asha-jwt']) {
      expect((await request(app).post('/').set('Authorization', header)).body, header).toEqual(
        ASHA,
      );
    }
  });

  it('answers 401 without a token, with an unknown one, or with another scheme', async () => {
    expect(expectFailure(await request(app).post('/'), 401, 'UNAUTHORIZED').message).toBe(
      'Please log in',
    );
    expectFailure(
      await request(app).post('/').set('Cookie', `${SESSION_COOKIE}=stolen`),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(
      await request(app).post('/').set('Cookie', `${SESSION_COOKIE}=`),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(
      await request(app).post('/').set('Authorization', 'Basic asha-jwt'),
      401,
      'UNAUTHORIZED',
    );
    expectFailure(
      await request(app).post('/').set('Authorization', 'Bearer '),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('the staff guard', () => {
  const app = appWith(guards.staff);
  const as = (token: string) => request(app).post('/').set('Authorization', `Bearer ${token}`);

  it('lets staff and owners through', async () => {
    expect((await as('ops-jwt')).body).toEqual(OPS);
    expect((await as('boss-jwt')).body).toEqual(BOSS);
  });

  it('answers 403 to customers and to staff whose e-mail is unverified, 401 without a session', async () => {
    expect(expectFailure(await as('asha-jwt'), 403, 'FORBIDDEN').message).toBe(
      'Only GymFuel staff may do this',
    );
    expectFailure(await as('moved-jwt'), 403, 'FORBIDDEN');
    expectFailure(await request(app).post('/'), 401, 'UNAUTHORIZED');
  });
});

describe('the owner guard', () => {
  const app = appWith(guards.owner);
  const as = (token: string) => request(app).post('/').set('Authorization', `Bearer ${token}`);

  it('lets only owners through', async () => {
    expect((await as('boss-jwt')).body).toEqual(BOSS);
    expect(expectFailure(await as('ops-jwt'), 403, 'FORBIDDEN').message).toBe(
      'Only a GymFuel owner may do this',
    );
    expectFailure(await as('asha-jwt'), 403, 'FORBIDDEN');
    expectFailure(await request(app).post('/'), 401, 'UNAUTHORIZED');
  });
});

describe('callerOf', () => {
  const app = appWith(guards.session, (req, res) => {
    const caller = callerOf(req, (req.body as { userId?: string }).userId);
    res.json({ success: true, userId: caller.userId });
  });
  const asAsha = (body: object) =>
    request(app).post('/').set('Authorization', 'Bearer asha-jwt').send(body);

  it("passes the caller's own userId, or none", async () => {
    expect((await asAsha({ userId: ASHA.userId })).status).toBe(200);
    expect((await asAsha({})).status).toBe(200);
    expect((await asAsha({})).body.userId).toBe(ASHA.userId);
  });

  it("refuses someone else's userId with 403", async () => {
    expectFailure(await asAsha({ userId: OPS.userId }), 403, 'FORBIDDEN');
  });

  it('answers 401 when used on a route without a guard', async () => {
    const unguarded = appWith(
      (_req, _res, next) => next(),
      (req, res) => {
        callerOf(req, ASHA.userId);
        res.json({ success: true });
      },
    );
    expectFailure(await request(unguarded).post('/').send({}), 401, 'UNAUTHORIZED');
  });
});
