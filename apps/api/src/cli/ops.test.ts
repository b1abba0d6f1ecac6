import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from '../test/entry-bundle.js';
import { DatabaseUnreachableError, openOpsDatabase } from './ops-database.js';

const run = promisify(execFile);
const opsEntry = fileURLToPath(new URL('./ops.ts', import.meta.url));
/** The entry as one bundle, built once for the file (see test/entry-bundle.ts). */
let opsEntryBundle: string;
beforeAll(async () => {
  opsEntryBundle = await bundleEntry(opsEntry, 'ops');
});

/** Runs the ops CLI as `pnpm ops` does (on the sources), with only the given environment. */
const opsCli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, [opsEntryBundle, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

let unreachableUri: string;

beforeAll(async () => {
  unreachableUri = `mongodb://ops:s3cret-pass@127.0.0.1:${await closedPort()}/gymfuel`;
});

describe('openOpsDatabase', () => {
  it('turns an unreachable server into one line naming the URI without its credentials', async () => {
    const error = await openOpsDatabase({ MONGODB_URI: unreachableUri, DATA_DIR: '.' }, 300).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const { message } = error as DatabaseUnreachableError;
    expect(message).toMatch(
      /^Cannot reach MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:\d+\/gymfuel: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret-pass');
    expect(message).not.toContain('\n');
  });
});

describe('pnpm ops --help', () => {
  it('prints the usage on stdout and exits 0 without a database', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const { stdout, stderr } = await opsCli([flag], {
        MONGODB_URI: unreachableUri,
        LOG_LEVEL: 'silent',
      });
      expect(stdout).toMatch(/^Usage: pnpm --filter @gymfuel\/api ops orders:advance <orderId>/);
      expect(stderr).toBe('');
    }
  });
});

describe('pnpm ops with the database down', () => {
  it('prints one clear line, no stack trace, and exits non-zero within the 5 s timeout', async () => {
    const started = Date.now();
    const failure = await opsCli(['orders:advance', 'a1b2c3d4e5f6'], {
      MONGODB_URI: unreachableUri,
      LOG_LEVEL: 'silent',
    }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stdout: '' });
    const lines = (failure as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot reach MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:\d+\/gymfuel: /,
    );
    expect(lines[0]).not.toContain('s3cret-pass');
    // The driver's own default would wait 30 s; the CLI's 5 s timeout ends well before that,
    // with room for a busy machine to start node and tsx.
    expect(Date.now() - started).toBeLessThan(25_000);
  }, 60_000);
});
