import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectFailure } from '../test/contract.js';
import { createErrorHandler } from './error-handler.js';
import { createRateLimiter } from './rate-limit.js';

function limitedApp(limiter: express.RequestHandler) {
  const app = express();
  app.use(express.json());
  app.post('/limited', limiter, (_req, res) => {
    res.json({ success: true });
  });
  app.use(createErrorHandler());
  return app;
}

describe('createRateLimiter', () => {
  it('answers with a 429 envelope and its message once the limit is used up', async () => {
    const app = limitedApp(createRateLimiter({ windowMs: 60_000, limit: 2, message: 'Slow down' }));
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
      createRateLimiter({
        windowMs: 60_000,
        limit: 1,
        message: 'Too many attempts for this e-mail',
        key: (req) => `email:${String((req.body as { email?: unknown }).email)}`,
      }),
    );
    expect((await request(app).post('/limited').send({ email: 'a@b.in' })).status).toBe(200);
    expect((await request(app).post('/limited').send({ email: 'c@d.in' })).status).toBe(200);
    expectFailure(
      await request(app).post('/limited').send({ email: 'a@b.in' }),
      429,
      'TOO_MANY_REQUESTS',
    );
  });
});
