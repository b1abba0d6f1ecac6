import { defineEndpoint } from '@gymfuel/contracts';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectFailure } from '../test/contract.js';
import { AppError } from '../errors/app-error.js';
import { implement, RESPONDED } from './endpoint.js';
import { createErrorHandler } from './error-handler.js';
import { mountRoutes } from './mount-routes.js';

const open = defineEndpoint({
  method: 'GET',
  path: '/open',
  auth: 'none',
  origin: 'addition',
  query: z.object({ n: z.coerce.number().int() }),
  response: z.object({ doubled: z.number() }),
});

const secret = defineEndpoint({
  method: 'POST',
  path: '/secret',
  auth: 'session',
  origin: 'addition',
  body: z.object({ note: z.string() }),
  response: z.object({ success: z.literal(true), note: z.string() }),
});

const rawEndpoint = defineEndpoint({
  method: 'GET',
  path: '/raw',
  auth: 'none',
  origin: 'addition',
  response: z.string(),
});

const refuseAll: RequestHandler = (_req, _res, next) => next(AppError.unauthorized());
const allowAll: RequestHandler = (_req, _res, next) => next();

function appWith(...routes: Parameters<typeof mountRoutes>) {
  const app = express();
  app.use(express.json());
  app.use(mountRoutes(...routes));
  app.use(createErrorHandler());
  return app;
}

describe('mountRoutes', () => {
  const { open: openRoute, secret: secretRoute } = implement(
    { open, secret },
    {
      open: async ({ query }) => ({ doubled: query.n * 2 }),
      secret: async ({ body }) => ({ success: true, note: body.note }),
    },
  );

  it('serves a route at its contract method and path, with the parsed query', async () => {
    const app = appWith([openRoute], {});
    const response = await request(app).get('/open?n=21');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ doubled: 42 });
  });

  it('answers invalid input with a 400 envelope whose message names the field', async () => {
    const app = appWith([openRoute], {});
    const envelope = expectFailure(await request(app).get('/open?n=abc'), 400, 'BAD_REQUEST');
    expect(envelope.message).toMatch(/^n: /);
    expect(envelope.details?.map((issue) => issue.path)).toEqual(['n']);
  });

  it('puts the guard of the auth level in front of the handler', async () => {
    const refused = appWith([secretRoute], { session: refuseAll });
    expectFailure(await request(refused).post('/secret').send({ note: 'hi' }), 401, 'UNAUTHORIZED');
    const allowed = appWith([secretRoute], { session: allowAll });
    expect((await request(allowed).post('/secret').send({ note: 'hi' })).body).toEqual({
      success: true,
      note: 'hi',
    });
  });

  it('refuses to mount a protected route without its guard', () => {
    expect(() => mountRoutes([secretRoute], {})).toThrow(/POST \/secret needs auth 'session'/);
    expect(() => mountRoutes([secretRoute], { staff: allowAll })).toThrow(/no such guard/);
  });

  it('refuses to mount one endpoint twice', () => {
    expect(() => mountRoutes([openRoute, openRoute], {})).toThrow('GET /open is mounted twice');
  });

  it('leaves the response to a handler that wrote it itself', async () => {
    const routes = implement(
      { raw: rawEndpoint },
      {
        raw: async (_input, _req, res) => {
          res.type('text/plain').send('bytes');
          return RESPONDED;
        },
      },
    );
    const app = appWith(Object.values(routes), {});
    const response = await request(app).get('/raw');
    expect(response.text).toBe('bytes');
  });

  it('runs extra middleware after the guard and before validation', async () => {
    const calls: string[] = [];
    const record =
      (name: string): RequestHandler =>
      (_req, _res, next) => {
        calls.push(name);
        next();
      };
    const routes = implement(
      { secret },
      { secret: async ({ body }) => ({ success: true, note: body.note }) },
      { before: { secret: [record('before')] } },
    );
    const app = appWith(Object.values(routes), { session: record('guard') });
    expectFailure(await request(app).post('/secret').send({ note: 5 }), 400, 'BAD_REQUEST');
    expect(calls).toEqual(['guard', 'before']);
  });

  it('leaves a route switched off unmounted, so not even its guard answers', async () => {
    const routes = implement(
      { secret },
      { secret: async ({ body }) => ({ success: true, note: body.note }) },
      { mounted: { secret: false } },
    );
    const app = appWith(Object.values(routes), { session: refuseAll });
    const response = await request(app).post('/secret').send({ note: 'hi' });
    expect(response.status).toBe(404);
  });

  it('refuses a slice whose handler was cast away', () => {
    const handlers = { open: async () => ({ doubled: 0 }) };
    expect(() => implement({ open, secret }, handlers as never)).toThrow(
      'secret (POST /secret) has no handler',
    );
  });
});
