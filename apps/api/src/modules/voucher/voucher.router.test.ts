import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db.models);
});
afterAll(() => t.close());

describe('POST /getcode', () => {
  it('answers an active code with its percentage', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'FIT10' }),
    );
    expect(body.data).toEqual({ code: 'FIT10', isActive: true, discountPercentage: 10 });
  });

  it('upper-cases and trims the code before looking it up', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: '  protein15 ' }),
    );
    expect(body.data).toMatchObject({ code: 'PROTEIN15', discountPercentage: 15 });
  });

  it('answers an inactive code with success and isActive false', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'MONSOON30' }),
    );
    expect(body.data.isActive).toBe(false);
  });

  it('answers an unknown code with a 404 envelope', async () => {
    const envelope = expectFailure(
      await call(t.app, endpoints.getCode, { code: 'NOPE99' }),
      404,
      'NOT_FOUND',
    );
    expect(envelope.success).toBe(false);
  });

  it('refuses an operator object with 400 and matches nothing', async () => {
    const response = await call(t.app, endpoints.getCode, { code: { $ne: '' } });
    const envelope = expectFailure(response, 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('code');
    expect(JSON.stringify(response.body)).not.toContain('FIT10');
  });

  it('refuses a wrong type with 400 and details naming the field', async () => {
    const envelope = expectFailure(
      await call(t.app, endpoints.getCode, { code: 10 }),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details).toEqual([expect.objectContaining({ path: 'code' })]);
  });

  it('refuses a missing or empty code', async () => {
    expectFailure(await call(t.app, endpoints.getCode, {}), 400, 'BAD_REQUEST');
    expectFailure(await call(t.app, endpoints.getCode, { code: '   ' }), 400, 'BAD_REQUEST');
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await request(t.app)
      .post('/getcode')
      .set('Content-Type', 'application/json')
      .send('{"code": "FIT10"');
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await request(t.app)
      .post('/getcode')
      .set('Content-Type', 'application/json')
      .send('"FIT10"');
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await call(t.app, endpoints.getCode, {
      code: 'FIT10',
      padding: 'x'.repeat(200_000),
    });
    expectFailure(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a form-encoded body with 415', async () => {
    const response = await request(t.app).post('/getcode').type('form').send('code=FIT10');
    expectFailure(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
