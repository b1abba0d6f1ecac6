import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { connectMongo } from '../db/database.js';
import { createLogger } from '../logging/logger.js';
import { expectFailure, expectSuccess } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('/healthz answers while the process is up', async () => {
    expect(expectSuccess(endpoints.healthz, await request(t.app).get('/healthz'))).toEqual({
      status: 'ok',
    });
  });

  it('/readyz answers when the database does', async () => {
    expect(expectSuccess(endpoints.readyz, await request(t.app).get('/readyz'))).toEqual({
      status: 'ok',
    });
  });

  it('/readyz is a 503 envelope once the database connection is gone', async () => {
    const connection = await connectMongo(t.db.uri);
    const app = createApp({ config: t.config, logger: createLogger(t.config), connection });
    expectSuccess(endpoints.readyz, await request(app).get('/readyz'));
    await connection.close();
    expect(expectFailure(await request(app).get('/readyz'), 503, 'NOT_CONFIGURED').message).toBe(
      'Service temporarily unavailable',
    );
    expectSuccess(endpoints.healthz, await request(app).get('/healthz'));
  });
});
