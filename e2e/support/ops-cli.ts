import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const mongoUri = inject('mongoUri');
const OPS_CLI = join(import.meta.dirname, '..', '..', 'apps', 'api', 'dist', 'cli', 'ops.js');

/**
 * The operators' CLI, against the stack's database, as `pnpm --filter @gymfuel/api ops` runs it;
 * answers what it printed.
 */
async function runOps(...args: string[]): Promise<string> {
  const outbox = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-outbox-'));
  try {
    const { stdout } = await promisify(execFile)('node', [OPS_CLI, ...args], {
      env: { ...process.env, MONGODB_URI: mongoUri, MAIL_OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' },
    });
    return stdout;
  } finally {
    rmSync(outbox, { recursive: true, force: true });
  }
}

/** Moves the order on to `status` (Delivered, so it can be reviewed). */
export const advanceOrder = (orderId: string, status: 'Shipped' | 'In Transit' | 'Delivered') =>
  runOps('orders:advance', orderId, status);

/** Gives a verified account a role, as an operator sets up the shop's first owner. */
export const grantRole = (email: string, role: 'staff' | 'owner' | 'customer') =>
  runOps('users:grant', email, role);
