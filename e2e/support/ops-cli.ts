import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const mongoUri = inject('mongoUri');
const OPS_CLI = join(import.meta.dirname, '..', '..', 'apps', 'api', 'dist', 'cli', 'ops.js');

/**
 * The operators' CLI, against the stack's database, as `pnpm --filter @gymfuel/api ops` runs it:
 * moves the order on to `status` (Delivered, so it can be reviewed); answers what the CLI printed.
 */
export async function advanceOrder(
  orderId: string,
  status: 'Shipped' | 'In Transit' | 'Delivered',
): Promise<string> {
  const outbox = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-outbox-'));
  try {
    const { stdout } = await promisify(execFile)(
      'node',
      [OPS_CLI, 'orders:advance', orderId, status],
      {
        env: { ...process.env, MONGODB_URI: mongoUri, MAIL_OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' },
      },
    );
    return stdout;
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }
}
