import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, expectSuccess } from './test/contract.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    captureLogs: true,
    env: { CORS_ORIGINS: 'https://shop.example.com', BODY_LIMIT: '1kb' },
  });
});
afterAll(() => t.close());

describe('the app shell', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    const envelope = expectFailure(await request(t.app).get('/nope'), 404, 'NOT_FOUND');
    expect(envelope.message).toBe('No route for GET /nope');
    // An unknown path is a 404 whatever the method and body: not a 415 for a missing JSON body.
    expectFailure(await request(t.app).put('/nope'), 404, 'NOT_FOUND');
    expectFailure(await request(t.app).post('/nope').send({}), 404, 'NOT_FOUND');
  });

  it('answers a known path with another method with a 405 envelope and Allow', async () => {
    for (const response of [
      await request(t.app).post('/getproducts').send({}),
      await request(t.app).put('/getproducts'),
      await request(t.app).delete('/getgyms'),
    ]) {
      expectFailure(response, 405, 'METHOD_NOT_ALLOWED');
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const contact = await request(t.app).get('/contact');
    expect(expectFailure(contact, 405, 'METHOD_NOT_ALLOWED').message).toBe(
      'GET is not allowed on /contact (allowed: POST)',
    );
    expect(contact.headers.allow).toBe('POST');
  });

  it('answers 405 on the GET-only paths beside the table too (reference, live streams)', async () => {
    for (const path of [
      '/openapi.json',
      '/docs',
      '/orders/0123456789abcdef01234567/events',
      '/admin/orders/events',
    ]) {
      const response = await request(t.app).post(path).send({});
      expect(expectFailure(response, 405, 'METHOD_NOT_ALLOWED').message, path).toMatch(
        /^POST is not allowed on \/.* \(allowed: GET\)$/,
      );
      expect(response.headers.allow).toBe('GET, HEAD');
    }
  });

  it('honours BODY_LIMIT with a 413 envelope', async () => {
    const response = await request(t.app)
      .post('/contact')
      .send({ email: 'a@b.in', message: 'x'.repeat(2000) });
    expectFailure(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a state-changing request without a JSON body', async () => {
    expectFailure(await request(t.app).post('/contact'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectFailure(
      await request(t.app).post('/contact').set('Content-Type', 'text/plain').send('hello'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it.each(['null', '[]', '[{}]', '42', '"x"', 'true'])(
    'answers a JSON body that is not an object (%s) with a 400 that says so',
    async (raw) => {
      for (const path of ['/login', '/contact']) {
        const response = await request(t.app)
          .post(path)
          .set('Content-Type', 'application/json')
          .send(raw);
        expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
          'The request body must be a JSON object',
        );
      }
    },
  );

  it('still calls a body that is not JSON at all malformed', async () => {
    const response = await request(t.app)
      .post('/contact')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'Malformed JSON in the request body',
    );
  });

  // A GET's body means nothing: the reference lists no 400 or 413 for these, and none comes.
  it.each(['[1]', '{"email":', `{"x":"${'x'.repeat(2000)}"}`])(
    'answers a GET the same whatever JSON body it carries (%#)',
    async (raw) => {
      for (const path of ['/getreviews', '/healthz']) {
        const response = await request(t.handleRequest)
          .get(path)
          .set('Content-Type', 'application/json')
          .send(raw);
        expect(response.status, path).toBe(200);
      }
    },
  );

  it('refuses a body in an unsupported charset', async () => {
    const response = await request(t.app)
      .post('/contact')
      .set('Content-Type', 'application/json; charset=latin-9000')
      .send('{}');
    expectFailure(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('sets security headers and hides the framework', async () => {
    const response = await request(t.app).get('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows only the configured origins, with credentials', async () => {
    const allowed = await request(t.app).get('/healthz').set('Origin', 'https://shop.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(t.app).get('/healthz').set('Origin', 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('says the catalogue varies by Origin, as every cross-origin answer does', async () => {
    // Otherwise a browser's cached copy, allowed for one origin, is reused for another.
    const fresh = await request(t.handleRequest)
      .get('/getproducts')
      .set('Origin', 'https://shop.example.com');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.vary).toBe('Origin, Accept-Encoding');
    const revalidated = await request(t.handleRequest)
      .get('/getproducts')
      .set('Origin', 'https://shop.example.com')
      .set('If-None-Match', fresh.headers.etag as string);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.vary).toBe('Origin, Accept-Encoding');
  });

  it('answers a CORS preflight for an allowed origin', async () => {
    const response = await request(t.app)
      .options('/contact')
      .set('Origin', 'https://shop.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });

  it('logs requests without query strings, headers or bodies', async () => {
    await request(t.app)
      .get('/getgyms?email=a@b.in&password=hunter22')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'session=secret-cookie');
    await request(t.app)
      .post('/contact')
      .send({ email: 'a@b.in', message: 'x', password: 'hunter22' });
    const written = JSON.stringify(t.logs);
    expect(
      t.logs.some((line) => (line.req as { url?: string } | undefined)?.url === '/getgyms'),
    ).toBe(true);
    for (const secret of ['hunter22', 'secret-token', 'secret-cookie', 'email=']) {
      expect(written).not.toContain(secret);
    }
  });

  it('does not log the probes', async () => {
    const before = t.logs.length;
    expectSuccess(endpoints.healthz, await request(t.app).get('/healthz'));
    expect(t.logs.length).toBe(before);
  });
});
