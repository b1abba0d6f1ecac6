import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { PurchaseTargetReady, PurchaseTargetRequest } from './purchase-target.js';

/**
 * The purchase benchmark runs the shop as `pnpm start` does: the embedded engine in a process of
 * its own, the API in another, and the load generator in this one.
 */

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  // The API ends when its IPC channel closes; the engine on SIGTERM.
  if (child.connected) child.disconnect();
  else child.kill('SIGTERM');
  await exited;
}

export interface EngineProcess {
  /** mongodb://127.0.0.1:<port> (no database name). */
  uri: string;
  pid: number;
  stop(): Promise<void>;
}

/** The embedded engine's CLI, in memory only, on a free port. */
export async function startEngineProcess(): Promise<EngineProcess> {
  const cli = join(
    dirname(fileURLToPath(import.meta.resolve('@gymfuel/embedded-mongo'))),
    'cli.js',
  );
  const child = spawn(process.execPath, [cli, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const uri = /mongodb:\/\/127\.0\.0\.1:\d+/.exec(line)?.[0];
    if (uri !== undefined && child.pid !== undefined) {
      // Keep draining stdout so the engine never blocks on a full pipe.
      child.stdout.resume();
      return { uri, pid: child.pid, stop: () => stopChild(child) };
    }
  }
  throw new Error('the embedded engine exited before listening');
}

export interface ApiProcess extends PurchaseTargetReady {
  pid: number;
  stop(): Promise<void>;
}

/** A benchmark target (`module`, next to this file) in a process of its own, once it listens. */
export async function startTargetProcess(module: string, request: object): Promise<ApiProcess> {
  // stdout is discarded: the request logs are produced (as in production) but not kept.
  const child = fork(new URL(module, import.meta.url), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send(request);
  const [ready] = (await once(child, 'message')) as [PurchaseTargetReady];
  if (child.pid === undefined) throw new Error('the API process has no pid');
  return { ...ready, pid: child.pid, stop: () => stopChild(child) };
}

export const startApiProcess = (request: PurchaseTargetRequest) =>
  startTargetProcess('./purchase-target.js', request);

/** CPU time (user + system) a process has used so far, in ms, read from /proc (Linux). */
export async function cpuMsOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}
