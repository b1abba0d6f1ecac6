import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// The same launcher `npm start` uses, so the journeys run against the real built shop.
import { startStack } from '../../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    mongoUri: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-'));
  const stack = await startStack({
    dataDir,
    quiet: true,
    // Every journey comes from the same loopback address; lift the per-IP limits.
    env: {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000',
      VOUCHER_RATE_LIMIT_PER_IP: '1000',
    },
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mongoUri', stack.mongoUri);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
