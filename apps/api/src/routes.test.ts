import { endpointList, type HttpMethod } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  // Every endpoint of the table, the ones switched off by default included.
  t = await createTestApp({ env: { PAY_ON_DELIVERY: 'true' } });
});
afterAll(() => t.close());

/** What the app answers for a method and path it has no route for (http/not-found.ts). */
const unknownRoute = (method: HttpMethod, path: string) => ({
  success: false,
  code: 'NOT_FOUND',
  message: `No route for ${method} ${path}`,
});

/** Only whether a route exists matters here, so any `:param` segment gets a dummy value. */
const concretePath = (path: string) => path.replace(/:\w+/g, 'x');

/** The call with an empty body: rejected by the guard or by validation, but routed. */
function callEmpty(method: HttpMethod, path: string) {
  const agent = request(t.app);
  return method === 'GET' ? agent.get(path) : agent.post(path).send({});
}

describe('the mounted app', () => {
  it('answers a path outside the table with the unknown-route envelope', async () => {
    const response = await callEmpty('POST', '/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(unknownRoute('POST', '/no-such-endpoint'));
  });

  const table = endpointList.map(({ name, method, path }) => [name, method, path] as const);

  it.each(table)('routes %s at %s %s', async (_name, method, path) => {
    const url = concretePath(path);
    const response = await callEmpty(method, url);
    expect(response.body, 'answered as an unknown route').not.toEqual(unknownRoute(method, url));
  });
});
