#!/usr/bin/env node
// `pnpm dev`: the shop from source, nothing to build first. The API restarts when its code or
// a workspace package's source changes, and Vite hot-reloads the web. Its data is kept apart
// from `npm start`'s, in .data/mongo-dev.
import { join } from 'node:path';
import { root, serveShop } from './stack.mjs';

await serveShop({ from: 'source', dataDir: join(root, '.data', 'mongo-dev') });
