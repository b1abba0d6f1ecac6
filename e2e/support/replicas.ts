import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type RunningNginx } from '../../apps/web/nginx/run-nginx.js';
// The launcher `npm start` uses: the built engine and API, started as separate processes.
import { freePort, startApi, startEngine, type StartedPiece } from '../../scripts/stack.mjs';

/** Short, so the menu check waits little; still a cache: each replica re-reads at most once a second. */
export const CATALOGUE_MAX_AGE_MS = 1000;
/** Failed logins per e-mail per window (AUTH_RATE_LIMIT_PER_EMAIL), low so a flood is short. */
export const FAILED_LOGINS_PER_EMAIL = 4;

/** nginx needs a site to serve; the API is what this set-up is about. */
const FILES = { 'index.html': '<!doctype html><title>GymFuel</title>' };

export interface Replica extends StartedPiece {
  url: string;
}

/**
 * One embedded engine (its own process, with a data folder), two API processes on it, and real
 * nginx with the repo's site in front, taking turns between them, as compose's scale override
 * runs the shop. Each piece can be stopped and started again on the same port.
 */
export async function startReplicas() {
  const dataDir = await mkdtemp(join(tmpdir(), 'gymfuel-replicas-'));
  const outboxDir = await mkdtemp(join(tmpdir(), 'gymfuel-replicas-mail-'));
  const [enginePort, ...apiPorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const apiOrigins = apiPorts.map((port) => `http://127.0.0.1:${port}`);

  let engine = await startEngine({ dataDir, port: enginePort, quiet: true });
  const mongoUri = `${engine.uri}/gymfuel`;
  const replicas: Replica[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async (): Promise<void> => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await engine.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(outboxDir, { recursive: true, force: true });
  };
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    // Shared by every replica, as compose's share their environment: it signs sessions, and
    // the simulated payments' secret is derived from it.
    JWT_SECRET: 'replicas-test-only-secret-of-32-characters',
    MAIL_OUTBOX_DIR: outboxDir,
    // Every request comes from one loopback address; the per-e-mail limit is the one flooded.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: String(FAILED_LOGINS_PER_EMAIL),
    CATALOGUE_MAX_AGE_MS: String(CATALOGUE_MAX_AGE_MS),
  };
  const startReplica = (index: number, publicUrl: string): Promise<Replica> =>
    startApi({ mongoUri, port: apiPorts[index]!, publicUrl, quiet: true, env });
  try {
    nginx = await startNginx({ paymentsProvider: 'simulated', apiOrigins, files: FILES });
    // One after the other: the first fills the empty database with the sample catalogue.
    replicas.push(await startReplica(0, nginx.origin));
    replicas.push(await startReplica(1, nginx.origin));
  } catch (error) {
    await stop();
    throw error;
  }
  const site = nginx;

  return {
    nginx: site,
    mongoUri,
    outboxDir,
    /** The running replicas; `restartReplica` replaces an entry. */
    replicas,
    /** SIGTERM (the API drains its requests), then a new process on the same port. */
    async restartReplica(index: number): Promise<void> {
      await replicas[index]!.stop();
      replicas[index] = await startReplica(index, site.origin);
    },
    stopEngine: () => engine.stop(),
    /** The engine again, on the same port and data folder, as after a crash or an upgrade. */
    async startEngineAgain(): Promise<void> {
      engine = await startEngine({ dataDir, port: enginePort, quiet: true });
    },
    stopReplicas: () => Promise.all(replicas.map((replica) => replica.stop())),
    stop,
  };
}

export type Replicas = Awaited<ReturnType<typeof startReplicas>>;
