// `pnpm --filter @gymfuel/api openapi`: writes the document GET /openapi.json serves to
// dist/openapi.json, for tools that want a file (client generators, contract diffs in review).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { loadConfig } from '../config/env.js';
import { createModels } from '../db/models.js';
import { mongoRateLimitStores } from '../http/rate-limit-store.js';
import { createLogger } from '../logging/logger.js';
import { createRoutes } from '../routes.js';
import { createServices } from '../services.js';
import { buildOpenApiDocument } from './openapi-document.js';

// The document depends on no setting: the test defaults keep this shell's environment out of it.
const { config } = loadConfig({ NODE_ENV: 'test' });
// Never opened: the routes are only built, to see which sit behind a rate limiter.
const connection = mongoose.createConnection();
const models = createModels(connection);
const services = createServices({ config, logger: createLogger(config), models });
const document = buildOpenApiDocument(
  createRoutes(services, connection, config, mongoRateLimitStores(models.RateLimit)),
);

// dist/api-reference/ → dist/openapi.json
const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${target}`);
