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
    /** Where the API writes its e-mails (.eml files): journeys open the links they carry. */
    outboxDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-mail-'));
  const stack = await startStack({
    dataDir,
    quiet: true,
    // Every journey comes from the same loopback address; lift the per-IP limits.
    env: {
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: outboxDir,
      AUTH_RATE_LIMIT_PER_IP: '1000',
      VOUCHER_RATE_LIMIT_PER_IP: '1000',
    },
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mongoUri', stack.mongoUri);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outboxDir, { recursive: true, force: true });
  };
}
