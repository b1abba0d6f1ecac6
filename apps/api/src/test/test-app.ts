import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { createApi } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import { createLogger } from '../logging/logger.js';
import { logLineCollector } from './captured-logs.js';
import type { OrderStreams } from '../modules/orders/event-streams.js';
import { stopWorkers, type Workers } from '../jobs/workers.js';
import type { GoogleKeys } from '../modules/sessions/google-id-token.js';
import { openTestDatabase, type TestDatabase } from './test-db.js';

export interface TestApp {
  app: Express;
  /** What the server runs (the fast path, then the app); supertest takes it as well. */
  handleRequest: RequestListener;
  /** The live tracking streams this app holds. */
  streams: OrderStreams;
  /** Ends them, as the server does on shutdown. */
  closeStreams(): void;
  /**
   * Never started in tests: each test calls a worker's `tick()` (with its pinned clock) when it
   * wants a pass. E-mails still leave at once: writing one to the outbox ticks the mail worker.
   */
  workers: Workers;
  config: Config;
  db: TestDatabase;
  /** Every log line the app wrote, parsed (only when `captureLogs` was asked for). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of NODE_ENV=test, exactly as the process would see them. */
  env?: Record<string, string>;
  /** Record log lines (at LOG_LEVEL info unless env says otherwise) into `logs`. */
  captureLogs?: boolean;
  /** Reuse a database, e.g. to build a second app on the same data. */
  db?: TestDatabase;
  /** Google's keys for /oauth (a local JWKS), so Google sign-in is tested offline. */
  googleKeys?: GoogleKeys;
  /** A pinned clock for delivery slots and holds. */
  clock?: () => Date;
}

/** The real app on a clean test database (see test-db.ts), for supertest. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openTestDatabase());
  const logs: Record<string, unknown>[] = [];
  const env = {
    NODE_ENV: 'test',
    ...(options.captureLogs ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  };
  const { config } = loadConfig(env);
  const logger = createLogger(config, options.captureLogs ? logLineCollector(logs) : undefined);
  const { app, handleRequest, streams, workers } = createApi({
    config,
    logger,
    connection: db.connection,
    googleKeys: options.googleKeys,
    clock: options.clock,
  });
  return {
    app,
    handleRequest,
    streams,
    closeStreams: () => streams.closeAll(),
    workers,
    config,
    db,
    logs,
    // Refund calls and e-mails started in the background finish before the database closes.
    close: async () => {
      await stopWorkers(workers);
      if (options.db === undefined) await db.close();
    },
  };
}
