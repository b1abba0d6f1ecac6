import type { RequestListener } from 'node:http';
import helmet from 'helmet';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { seedDatabase } from '../seed/seed.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { withFastPath, type FastRoute } from './fast-path.js';
import { headersSetBy } from './security-headers.js';

describe('the fast path in front of the app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      env: { CORS_ORIGINS: 'https://shop.example.com' },
    });
    await seedDatabase(t.db.models);
  });
  afterAll(() => t.close());

  const securityHeaderNames = headersSetBy(helmet()).map(([name]) => name.toLowerCase());

  it('sends the same security headers as the app', async () => {
    const viaApp = await request(t.app).get('/getproducts');
    const viaFastPath = await request(t.handleRequest).get('/getproducts');
    expect(securityHeaderNames.length).toBeGreaterThan(5);
    for (const name of securityHeaderNames) {
      expect(viaFastPath.headers[name], name).toBe(viaApp.headers[name]);
    }
    expect(viaFastPath.headers['x-powered-by']).toBeUndefined();
  });

  it('ignores the query string and logs the path without it', async () => {
    const response = await request(t.handleRequest).get('/getproducts?password=hunter22');
    expect(response.status).toBe(200);
    const line = t.logs.at(-1) as {
      req: { url: string };
      res: { statusCode: number };
      msg: string;
    };
    expect(line).toMatchObject({
      req: { url: '/getproducts' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(JSON.stringify(t.logs)).not.toContain('hunter22');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await request(t.handleRequest)
      .head('/getproducts')
      .set('Accept-Encoding', 'identity');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(1000);
    expect(response.text).toBeFalsy();
  });

  it('leaves cross-origin requests to the app, which applies the CORS allowlist', async () => {
    const response = await request(t.handleRequest)
      .get('/getproducts')
      .set('Origin', 'https://shop.example.com');
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example.com');
  });

  it('leaves every other method and path to the app', async () => {
    const posted = await request(t.handleRequest).post('/getproducts').send({});
    expect(posted.status).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
    expect((await request(t.handleRequest).get('/getgyms')).body.success).toBe(true);
    expect((await request(t.handleRequest).get('/getproducts/extra')).status).toBe(404);
  });
});

describe('withFastPath', () => {
  const logger = createLogger({ LOG_LEVEL: 'silent' });
  const app: RequestListener = (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from the app');
  };

  it('hands a request whose fast route fails to the app', async () => {
    const failing: FastRoute = {
      path: '/hot',
      respond: vi.fn(async () => Promise.reject(new Error('db down'))),
    };
    const handler = withFastPath({ app, routes: [failing], logger });
    const response = await request(handler).get('/hot');
    expect(failing.respond).toHaveBeenCalled();
    expect(response.text).toBe('from the app');
  });

  it('answers a fast route without the app', async () => {
    const hot: FastRoute = {
      path: '/hot',
      respond: async (_req, res) => {
        res.writeHead(200).end('fast');
        return 200;
      },
    };
    const appSpy = vi.fn(app);
    const handler = withFastPath({ app: appSpy, routes: [hot], logger });
    const response = await request(handler).get('/hot?x=1');
    expect(response.text).toBe('fast');
    expect(appSpy).not.toHaveBeenCalled();
  });
});

describe('headersSetBy', () => {
  it('captures what helmet sets, including the removal of X-Powered-By', () => {
    const headers = new Map(headersSetBy(helmet()));
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('Content-Security-Policy')).toBe(true);
    expect(headers.has('X-Powered-By')).toBe(false);
  });
});
