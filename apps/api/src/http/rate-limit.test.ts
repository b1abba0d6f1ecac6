import express from 'express';
import { MemoryStore } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../test/contract.js';
import { createErrorHandler } from './error-handler.js';
import { createRateLimiter } from './rate-limit.js';
import type { RateLimitStores } from './rate-limit-store.js';

/** The limiter's own rules, apart from where it counts (rate-limit-store.test.ts covers that). */
const inMemory: RateLimitStores = () => new MemoryStore();

function limitedApp(limiter: express.RequestHandler) {
  const app = express();
  app.use(express.json());
  // { fail: true } stands for a failed attempt (e.g. a wrong password).
  app.post('/limited', limiter, (req, res) => {
    const { fail } = req.body as { fail?: boolean };
    res.status(fail === true ? 401 : 200).json({ success: fail !== true });
  });
  app.use(createErrorHandler());
  return app;
}

describe('createRateLimiter', () => {
  it('answers with a 429 envelope and its message once the limit is used up', async () => {
    const app = limitedApp(
      createRateLimiter(
        { name: 'test', windowMs: 60_000, limit: 2, message: 'Slow down' },
        inMemory,
      ),
    );
    for (let i = 0; i < 2; i += 1) {
      const ok = await request(app).post('/limited').send({});
      expect(ok.status).toBe(200);
      expect(ok.headers.ratelimit).toBeDefined();
    }
    const envelope = expectFailure(
      await request(app).post('/limited').send({}),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(envelope.message).toBe('Slow down');
  });

  it('counts per key when given one', async () => {
    const app = limitedApp(
      createRateLimiter(
        {
          name: 'test',
          windowMs: 60_000,
          limit: 1,
          message: 'Too many attempts for this e-mail',
          key: (req) => `email:${String((req.body as { email?: unknown }).email)}`,
        },
        inMemory,
      ),
    );
    expect((await request(app).post('/limited').send({ email: 'a@b.in' })).status).toBe(200);
    expect((await request(app).post('/limited').send({ email: 'c@d.in' })).status).toBe(200);
    expectFailure(
      await request(app).post('/limited').send({ email: 'a@b.in' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('leaves a request uncounted when its key is null', async () => {
    const app = limitedApp(
      createRateLimiter(
        {
          name: 'test',
          windowMs: 60_000,
          limit: 1,
          message: 'Slow down',
          key: (req) => {
            const { email } = req.body as { email?: unknown };
            return typeof email === 'string' ? `email:${email}` : null;
          },
        },
        inMemory,
      ),
    );
    for (let i = 0; i < 3; i += 1) {
      const uncounted = await request(app).post('/limited').send({ email: 42 });
      expect(uncounted.status).toBe(200);
      expect(uncounted.headers.ratelimit).toBeUndefined();
    }
    expect((await request(app).post('/limited').send({ email: 'a@b.in' })).status).toBe(200);
    expectFailure(
      await request(app).post('/limited').send({ email: 'a@b.in' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });

  it('counts only failures when asked to', async () => {
    const app = limitedApp(
      createRateLimiter(
        {
          name: 'test',
          windowMs: 60_000,
          limit: 2,
          message: 'Slow down',
          countFailuresOnly: true,
        },
        inMemory,
      ),
    );
    const attempt = (fail: boolean) => request(app).post('/limited').send({ fail });
    for (let i = 0; i < 5; i += 1) expect((await attempt(false)).status).toBe(200);
    expect((await attempt(true)).status).toBe(401);
    expect((await attempt(false)).status).toBe(200);
    expect((await attempt(true)).status).toBe(401);
    expectFailure(await attempt(false), 429, 'TOO_MANY_REQUESTS');
  });

  it('builds the message from the seconds until the window resets, as Retry-After says', async () => {
    const app = limitedApp(
      createRateLimiter(
        {
          name: 'test',
          windowMs: 90_000,
          limit: 1,
          message: (retryAfterSeconds) => `Wait ${retryAfterSeconds}s`,
        },
        inMemory,
      ),
    );
    await request(app).post('/limited').send({});
    const blocked = await request(app).post('/limited').send({});
    const envelope = expectFailure(blocked, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(85);
    expect(retryAfter).toBeLessThanOrEqual(90);
    expect(envelope.message).toBe(`Wait ${retryAfter}s`);
  });
});
