import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedMongo } from '@gymfuel/embedded-mongo';
import express from 'express';
import { createApi } from '../app.js';
import { connectMongo } from '../db/database.js';
import { createModels, ensureIndexes } from '../db/models.js';
import { createLogger } from '../logging/logger.js';
import { seedDatabase } from '../seed/seed.js';
import { benchmarkConfig } from './production-config.js';

/**
 * One benchmark target, in a process of its own so that autocannon (in the parent) never
 * shares its event loop. The parent sends what to start and gets the port back.
 */
export type TargetRequest =
  | { kind: 'app' }
  | { kind: 'plain'; body: string; contentType: string; etag: string }
  | { kind: 'express' };

export interface TargetReady {
  port: number;
}

/** The real API, as `pnpm start` runs it in production (info logs on), on a seeded embedded DB. */
async function startApp(): Promise<Server> {
  const engine = await startEmbeddedMongo({ port: 0 });
  const connection = await connectMongo(engine.uri);
  const models = createModels(connection);
  await ensureIndexes(models);
  await seedDatabase(models);
  const config = benchmarkConfig();
  const { handleRequest } = createApi({ config, logger: createLogger(config), connection });
  return createServer(handleRequest).listen(0, '127.0.0.1');
}

/** The floor: node:http answering every request with the same bytes and headers. */
function startPlain({
  body,
  contentType,
  etag,
}: Extract<TargetRequest, { kind: 'plain' }>): Server {
  const bytes = Buffer.from(body, 'base64');
  return createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length, ETag: etag });
    res.end(bytes);
  }).listen(0, '127.0.0.1');
}

/** The yardstick for the signed-in reads: a bare Express 5 app answering a hello JSON. */
function startExpress(): Server {
  const app = express();
  app.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
  return createServer(app).listen(0, '127.0.0.1');
}

async function start(request: TargetRequest): Promise<Server> {
  if (request.kind === 'app') return startApp();
  if (request.kind === 'express') return startExpress();
  return startPlain(request);
}

process.once('message', (request: TargetRequest) => {
  void (async () => {
    const server = await start(request);
    // Awaiting start() can take longer than binding: 'listening' may have been and gone.
    if (!server.listening) await once(server, 'listening');
    const ready: TargetReady = { port: (server.address() as AddressInfo).port };
    process.send?.(ready);
  })();
});
// The parent going away (or disconnecting on purpose) ends the target.
process.once('disconnect', () => process.exit(0));
