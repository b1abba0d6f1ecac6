import cookieParser from 'cookie-parser';
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
};
const OPS: SessionAuth = {
  userId: '64b7f0c2a1b2c3d4e5f60719',
  sessionId: 'ops-session',
  email: 'ops@example.in',
};

/** Stands in for the session store: each known token names one caller. */
const authenticator: SessionAuthenticator = async (token) =>
  ({ 'asha-jwt': ASHA, 'ops-jwt': OPS })[token] ?? null;

function appWith(
  guard: RequestHandler,
  handler: RequestHandler = (req, res) => void res.json(sessionOf(req)),
) {
  const app = express();
  app.use(cookieParser());
  app.use(express.json());
  app.post('/', guard, handler);
  app.use(createErrorHandler());
  return app;
}

const guards = createAuthGuards(authenticator, ['ops@example.in']);

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

describe('the admin guard (ADMIN_EMAILS)', () => {
  const app = appWith(guards.admin);

  it('lets a listed operator through', async () => {
    expect((await request(app).post('/').set('Authorization', 'Bearer ops-jwt')).body).toEqual(OPS);
  });

  it('answers 403 to other signed-in users and 401 without a session', async () => {
    expectFailure(
      await request(app).post('/').set('Authorization', 'Bearer asha-jwt'),
      403,
      'FORBIDDEN',
    );
    expectFailure(await request(app).post('/'), 401, 'UNAUTHORIZED');
  });

  it('admits nobody when ADMIN_EMAILS is empty', async () => {
    const closed = appWith(createAuthGuards(authenticator, []).admin);
    expectFailure(
      await request(closed).post('/').set('Authorization', 'Bearer ops-jwt'),
      403,
      'FORBIDDEN',
    );
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
