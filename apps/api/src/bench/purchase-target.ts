import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi } from '../app.js';
import { connectMongo } from '../db/database.js';
import { createModels, ensureIndexes } from '../db/models.js';
import { createLogger } from '../logging/logger.js';
import { seedDatabase } from '../seed/seed.js';
import { benchmarkConfig } from './production-config.js';
import { runAsTarget } from './target-child.js';

/**
 * The API process of the purchase-flow benchmark: production settings (info logs on),
 * simulated payments, order e-mails written to an outbox folder, on a freshly seeded database.
 */
export interface PurchaseTargetRequest {
  /** The database, e.g. mongodb://127.0.0.1:<port>/gymfuel. */
  mongoUri: string;
  outboxDir: string;
}

export interface PurchaseTargetReady {
  port: number;
}

async function start({ mongoUri, outboxDir }: PurchaseTargetRequest): Promise<PurchaseTargetReady> {
  const connection = await connectMongo(mongoUri);
  const models = createModels(connection);
  await ensureIndexes(models);
  await seedDatabase(models);
  const config = benchmarkConfig({
    MONGODB_URI: mongoUri,
    MAIL_OUTBOX_DIR: outboxDir,
    // Every simulated shopper signs up from 127.0.0.1: the per-IP sign-up limit would stop them.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    // Each shopper opens a payment order per purchase, far more than a person would in 10 minutes.
    PAYMENT_ORDER_RATE_LIMIT_PER_USER: '1000000',
  });
  const { handleRequest } = createApi({ config, logger: createLogger(config), connection });
  const server = createServer(handleRequest).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port };
}

runAsTarget(start);
