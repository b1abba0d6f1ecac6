import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const OPS_CLI = join(import.meta.dirname, '..', '..', 'apps', 'api', 'dist', 'cli', 'ops.js');

/**
 * The operators' CLI against the database at `mongoUri`, as `pnpm --filter @gymfuel/api ops`
 * runs it; each command answers what it printed.
 */
export function opsCliOn(mongoUri: string) {
  const runOps = async (...args: string[]): Promise<string> => {
    const outbox = mkdtempSync(join(tmpdir(), 'gymfuel-e2e-outbox-'));
    try {
      const { stdout } = await promisify(execFile)('node', [OPS_CLI, ...args], {
        env: { ...process.env, MONGODB_URI: mongoUri, MAIL_OUTBOX_DIR: outbox, LOG_LEVEL: 'warn' },
      });
      return stdout;
    } finally {
      rmSync(outbox, { recursive: true, force: true });
    }
  };
  return {
    /** Moves the order on to `status` (Delivered, so it can be reviewed). */
    advanceOrder: (orderId: string, status: 'Shipped' | 'In Transit' | 'Delivered') =>
      runOps('orders:advance', orderId, status),
    /** Gives a verified account a role, as an operator sets up the shop's first owner. */
    grantRole: (email: string, role: 'staff' | 'owner' | 'customer') =>
      runOps('users:grant', email, role),
  };
}

/** The CLI against the journeys' stack. */
export const { advanceOrder, grantRole } = opsCliOn(inject('mongoUri'));
