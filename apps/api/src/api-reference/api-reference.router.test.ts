import { validate } from '@readme/openapi-parser';
import { endpointList } from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openApiPath } from './paths.js';

let t: TestApp;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  t = await createTestApp();
  document = (await request(t.app).get('/openapi.json').expect(200)).body as OpenAPIV3_1.Document;
});
afterAll(() => t.close());

/** By the table's path ('/orders/:orderId/invoice') or the document's ('/orders/{orderId}/invoice'). */
function operation(method: 'get' | 'post' | 'put', path: string): OpenAPIV3_1.OperationObject {
  const documentPath = path.includes(':') ? openApiPath(path).path : path;
  const found = document.paths?.[documentPath]?.[method];
  if (found === undefined) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

const lowerCase = (method: 'GET' | 'POST' | 'PUT') =>
  method.toLowerCase() as Lowercase<typeof method>;

const SIGNED_IN = [{ sessionCookie: [] }, { bearerToken: [] }];

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.1');
    // The parser dereferences in place: give it a copy.
    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('describes exactly the endpoints of the contract table', () => {
    const described = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = endpointList.map(
      (endpoint) => `${endpoint.method} ${openApiPath(endpoint.path).path}`,
    );
    expect(described.sort()).toEqual(table.sort());
    const operationIds = described.map((key) => {
      const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT', string];
      return operation(lowerCase(method), path).operationId;
    });
    expect(operationIds.sort()).toEqual(endpointList.map((endpoint) => endpoint.name).sort());
  });

  it('documents POST /addcart with its body, the session and its failures', () => {
    const addCart = operation('post', '/addcart');
    expect(addCart).toMatchObject({
      operationId: 'addCart',
      tags: ['Cart'],
      summary: 'Add cart',
      security: SIGNED_IN,
    });
    const body = addCart.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['proId', 'quantity'],
      properties: { quantity: { type: 'integer', minimum: 1, maximum: 10 } },
    });
    expect(addCart.responses).toMatchObject({
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
      '415': { $ref: '#/components/responses/UnsupportedMediaType' },
    });
    expect(addCart.responses?.['429']).toBeUndefined();
  });

  it('documents GET /login with query parameters and its rate limit', () => {
    const login = operation('get', '/login');
    expect(login.parameters).toEqual([
      { name: 'email', in: 'query', required: true, schema: { type: 'string' } },
      {
        name: 'password',
        in: 'query',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 128 },
      },
    ]);
    expect(login.requestBody).toBeUndefined();
    expect(login.security).toBeUndefined();
    // 401: a wrong password; 403: a sign-in sent on behalf of another site (login CSRF).
    expect(Object.keys(login.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
      'default',
    ]);
  });

  it('answers 403 to a public endpoint exactly where the same-site guard is mounted', () => {
    const guarded = endpointList
      .filter(({ method, path, auth }) => {
        const responses = operation(lowerCase(method), path).responses ?? {};
        return auth === 'none' && '403' in responses;
      })
      .map(({ name }) => name);
    expect(guarded.sort()).toEqual(['googleSignIn', 'login', 'loginWithQuery', 'signUp'].sort());
  });

  it('answers 401 to a public endpoint exactly at the sign-ins, which refuse wrong credentials with it', () => {
    const refusing = endpointList
      .filter(({ method, path, auth }) => {
        const responses = operation(lowerCase(method), path).responses ?? {};
        return auth === 'none' && '401' in responses;
      })
      .map(({ name }) => name);
    expect(refusing.sort()).toEqual(['googleSignIn', 'login', 'loginWithQuery'].sort());
  });

  it('documents 400 for a read whose path parameter is checked, as the API answers it', async () => {
    const invoicePdf = operation('get', '/orders/:orderId/invoice.pdf');
    expect(Object.keys(invoicePdf.responses ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      'default',
    ]);
  });

  it('documents a public read without a body, auth or validation failures', () => {
    const getProducts = operation('get', '/getproducts');
    expect(getProducts.security).toBeUndefined();
    expect(Object.keys(getProducts.responses ?? {})).toEqual(['200', 'default']);
    expect(getProducts.responses?.['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } },
    });
  });

  it('documents 201 where the API answers it: a sign-up, a new Google account, a new product', () => {
    const successes = (method: 'get' | 'post' | 'put', path: string) =>
      Object.keys(operation(method, path).responses ?? {}).filter((status) => status < '300');
    expect(successes('post', '/signin')).toEqual(['201']);
    expect(successes('post', '/oauth')).toEqual(['200', '201']);
    expect(successes('post', '/admin/products')).toEqual(['201']);
    expect(successes('post', '/login')).toEqual(['200']);
    expect(operation('post', '/signin').responses?.['201']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });

  it('answers 429 exactly where a rate limiter is mounted', () => {
    const limited = endpointList
      .filter(({ method, path }) => {
        const responses = operation(lowerCase(method), path).responses ?? {};
        return '429' in responses;
      })
      .map(({ name }) => name);
    expect(limited.sort()).toEqual(
      [
        'addOrder',
        'contact',
        'createPaymentOrder',
        'getCode',
        'googleSignIn',
        'login',
        'loginWithQuery',
        'signUp',
        'verifyEmail',
        'resendVerification',
        'forgotPassword',
        'resetPassword',
        'updateUser',
      ].sort(),
    );
  });

  it('documents the invoice PDF as application/pdf, with its order id as a path parameter', () => {
    const pdf = operation('get', '/orders/:orderId/invoice.pdf');
    expect(pdf.parameters).toEqual([
      {
        name: 'orderId',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^[0-9a-f]{12}$' },
      },
    ]);
    expect(pdf.security).toEqual(SIGNED_IN);
    expect(pdf.responses?.['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string' } } },
    });
  });

  it('requires a staff session for the admin API', () => {
    const advance = operation('post', '/admin/orders/advance');
    expect(advance.security).toEqual(SIGNED_IN);
    expect(advance.description).toContain('Needs a signed-in staff member or owner');
  });

  it('declares the session cookie, the Bearer JWT and one error envelope', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'gf_session' },
      bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    });
    expect(document.components?.schemas?.ErrorEnvelope).toMatchObject({
      type: 'object',
      required: ['success', 'message', 'code'],
      properties: { success: { const: false } },
    });
    expect(document.components?.responses?.BadRequest).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    });
  });

  it('names the /api prefix of the web proxy as the first server', () => {
    expect(document.servers?.map((server) => server.url)).toEqual(['/api', '/']);
  });
});

describe('GET /docs', () => {
  it('serves the reference page with relative, local URLs only', async () => {
    const response = await request(t.app).get('/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const urls = [...response.text.matchAll(/\b(?:src|href)="([^"]*)"/g)].map(([, url]) => url);
    expect(urls).toEqual(['data:,', 'openapi.json', 'docs/scalar.js', 'docs/init.js']);
    expect(response.text).not.toMatch(/https?:\/\//);
  });

  it('has its own script-tight CSP and keeps the other security headers', async () => {
    const response = await request(t.app).get('/docs');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("leaves helmet's policy on the API's own responses", async () => {
    const response = await request(t.app).get('/healthz');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("sends '/docs/' back to '/docs', where the relative URLs resolve", async () => {
    const response = await request(t.app).get('/docs/').expect(301);
    expect(response.headers.location).toBe('../docs');
  });

  it('serves the Scalar bundle from the installed package, compressed', async () => {
    const response = await request(t.app)
      .get('/docs/scalar.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('createApiReference');
  });

  it('starts Scalar on the document beside the page, with telemetry off', async () => {
    const response = await request(t.app).get('/docs/init.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.text).toContain('"url":"openapi.json"');
    expect(response.text).toContain('"telemetry":false');
    expect(response.text).toContain("Scalar.createApiReference('#app'");
  });
});
