import { endpointList, errorEnvelopeSchema, type EndpointDefinition } from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../api-reference/paths.js';
import { signUpVerifiedUser, type SignedInUser } from '../test/accounts.js';
import { call, withPathParams } from '../test/contract.js';
import { createFakeGoogle, TEST_GOOGLE_CLIENT_ID } from '../test/google-id-tokens.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Values a careless or hostile client sends in place of a field: wrong types, query operators,
 * prototype keys, control and astral characters, numbers no amount can be, and a very long text.
 */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'NaN',
  '-0',
  '\u0000',
  '😀'.repeat(50),
  'x'.repeat(20_000),
  '0123456789abcdef01234567',
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { $where: 'sleep(1000)' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

/** Whole bodies that are not the object an endpoint reads. */
const HOSTILE_BODIES: unknown[] = [[], [{}], 'text', 42, null, { $set: { role: 'owner' } }];

/** Path segments in place of an id. */
const HOSTILE_SEGMENTS = [
  'x',
  '%2e%2e',
  '%00',
  'null',
  '0'.repeat(24),
  'f'.repeat(200),
  '%F0%9F%98%80',
  // Not percent-encoding at all: the router cannot decode them.
  '%',
  '%E0%A4%A',
];

/** The statuses the API reference's `default` response names: 404, 409 and 503 (never a 500 here). */
const DEFAULT_STATUSES = ['404', '409', '503'];

/** The top-level field names of a body or query schema (a plain object schema has a shape). */
const fieldsOf = (schema: EndpointDefinition['body']): string[] =>
  schema !== undefined && 'shape' in schema && typeof schema.shape === 'object' && schema.shape
    ? Object.keys(schema.shape)
    : [];

/** Each hostile value in each field, one field at a time, then the odd whole bodies. */
function hostileBodies(endpoint: EndpointDefinition): unknown[] {
  const fields = fieldsOf(endpoint.body);
  return [
    ...fields.flatMap((field) => HOSTILE_VALUES.map((value) => ({ [field]: value }))),
    ...HOSTILE_BODIES,
  ];
}

/** Query strings: each field hostile as text, repeated (an array), and as a bracketed operator. */
function hostileQueries(endpoint: EndpointDefinition): string[] {
  const fields = fieldsOf(endpoint.query);
  return fields.flatMap((field) => [
    `${field}=`,
    `${field}=%00`,
    `${field}=${'9'.repeat(400)}`,
    `${field}=a&${field}=b`,
    `${field}[$gt]=`,
    `${field}[]=x`,
    `${field}=%F0%9F%98%80`,
  ]);
}

/**
 * docs/product.md: bad input never crashes anything. Every endpoint of the contract table,
 * present and future, called by an owner (so every guard lets the call through to the body),
 * answers each hostile input with a 4xx error envelope or a success, never a 5xx, and each failure
 * with a status the API reference (GET /openapi.json) lists for that endpoint.
 */
describe('every endpoint, given hostile input', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let reference: OpenAPIV3_1.Document;
  beforeAll(async () => {
    // Google sign-in configured (offline keys), so /oauth reads its body instead of answering 503.
    t = await createTestApp({
      googleKeys: (await createFakeGoogle()).keys,
      env: {
        GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
        VOUCHER_RATE_LIMIT_PER_IP: '1000000',
        PAYMENT_ORDER_RATE_LIMIT_PER_USER: '1000000',
        ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '1000000',
      },
    });
    owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    reference = (await request(t.handleRequest).get('/openapi.json').expect(200))
      .body as OpenAPIV3_1.Document;
  });

  /** The failure statuses the reference lists for `endpoint`, `default`'s included. */
  function documentedStatuses({ method, path }: EndpointDefinition): string[] {
    const { path: documentPath } = openApiPath(path);
    const operation =
      reference.paths?.[documentPath]?.[method.toLowerCase() as 'get' | 'post' | 'put'];
    const statuses = Object.keys(operation?.responses ?? {});
    return statuses.includes('default') ? [...statuses, ...DEFAULT_STATUSES] : statuses;
  }
  afterAll(() => t.close());

  /** Ending the caller's session would turn every later call into a 401 and test nothing. */
  const endpoints = endpointList.filter((endpoint) => !endpoint.path.startsWith('/user/logout'));

  /**
   * `endpoint` called at `path` (its own, ids filled in, unless given); a body goes as raw JSON,
   * whatever its type.
   */
  async function expectNoServerError(
    endpoint: EndpointDefinition,
    body?: unknown,
    {
      contentEncoding,
      path = withPathParams(endpoint).path,
    }: { contentEncoding?: string; path?: EndpointDefinition['path'] } = {},
  ): Promise<number> {
    const request = call(t.handleRequest, { ...endpoint, path }).set('Cookie', owner.cookie);
    if (contentEncoding !== undefined) request.set('Content-Encoding', contentEncoding);
    const response = await (body === undefined
      ? request
      : request.set('Content-Type', 'application/json').send(JSON.stringify(body)));
    const what = `${endpoint.method} ${path} ${JSON.stringify(body)?.slice(0, 120)}`;
    expect(response.status, `${what} → ${JSON.stringify(response.body)}`).toBeLessThan(500);
    if (response.status >= 400) {
      expect(errorEnvelopeSchema.safeParse(response.body).success, what).toBe(true);
      expect(documentedStatuses(endpoint), `${what}: documented`).toContain(
        String(response.status),
      );
    }
    return response.status;
  }

  /** The owner's session got each call past the guards: not every answer was a 401 or 403. */
  const expectPastTheGuards = (statuses: number[]) =>
    expect(statuses.some((status) => status !== 401 && status !== 403)).toBe(true);

  it.each(
    endpoints
      .filter((endpoint) => endpoint.method !== 'GET')
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s refuses a hostile body with a 4xx', async (_name, endpoint) => {
    const statuses: number[] = [];
    for (const body of hostileBodies(endpoint)) {
      statuses.push(await expectNoServerError(endpoint, body));
    }
    expectPastTheGuards(statuses);
  });

  it.each(
    endpoints
      .filter((endpoint) => endpoint.method !== 'GET')
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s refuses a body that is not in its Content-Encoding with a 4xx', async (_name, endpoint) => {
    for (const contentEncoding of ['gzip', 'deflate', 'br']) {
      const status = await expectNoServerError(endpoint, {}, { contentEncoding });
      expect(status).toBe(400);
    }
  });

  it.each(
    endpoints
      .filter((endpoint) => endpoint.query !== undefined)
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s refuses a hostile query with a 4xx', async (_name, endpoint) => {
    const statuses: number[] = [];
    for (const query of hostileQueries(endpoint)) {
      const path = `${withPathParams(endpoint).path}?${query}` as const;
      statuses.push(await expectNoServerError(endpoint, undefined, { path }));
    }
    expectPastTheGuards(statuses);
  });

  it.each(
    endpoints
      .filter((endpoint) => endpoint.path.includes('/:'))
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s refuses a hostile path segment with a 4xx', async (_name, endpoint) => {
    const statuses: number[] = [];
    for (const segment of HOSTILE_SEGMENTS) {
      const body = endpoint.method === 'GET' ? undefined : {};
      const { path } = withPathParams(endpoint, segment);
      statuses.push(await expectNoServerError(endpoint, body, { path }));
    }
    expectPastTheGuards(statuses);
  });
});
