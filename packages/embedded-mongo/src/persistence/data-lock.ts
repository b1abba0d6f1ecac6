import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { processStartTime } from './process-start.js';

const LOCK_FILE = 'embedded-mongo.lock';

/**
 * Two readings of one process's start time may differ a little (the boot time is in whole
 * seconds and moves when the clock is stepped); a different process started further apart.
 */
const SAME_START_TOLERANCE_MS = 2000;

/** What a lock file records about the process that holds the folder. */
interface LockHolder {
  pid: number;
  /**
   * When that process started (ms since the epoch). A PID alone repeats: after a container
   * restart the engine is often PID 1 again, and the kernel hands out old PIDs to new processes.
   */
  startedAt: number;
  /** Random per lock taken, so a process releases only the lock it wrote. */
  id: string;
}

/** What the lock asks about processes; tests pass their own answers. */
export interface ProcessProbe {
  self(): Promise<{ pid: number; startedAt: number }>;
  isRunning(pid: number): boolean;
  /** When process `pid` started (ms since the epoch), or undefined where the system cannot tell. */
  startTimeOf(pid: number): Promise<number | undefined>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const systemProbe: ProcessProbe = {
  // /proc where there is one, so this process's start is read the way other processes' are.
  self: async () => ({
    pid: process.pid,
    startedAt: (await processStartTime(process.pid)) ?? Math.round(performance.timeOrigin),
  }),
  isRunning,
  startTimeOf: processStartTime,
};

const sameStart = (a: number | undefined, b: number | undefined): boolean =>
  a !== undefined && b !== undefined && Math.abs(a - b) <= SAME_START_TOLERANCE_MS;

/**
 * The recorded holder, as far as it can be read (a lock cut short by a crash holds nothing); a
 * bare PID is a lock written before start times were recorded.
 */
async function readHolder(lockPath: string): Promise<Partial<LockHolder>> {
  try {
    const recorded: unknown = JSON.parse(await readFile(lockPath, 'utf8'));
    if (typeof recorded === 'number') return { pid: recorded };
    return typeof recorded === 'object' && recorded !== null ? recorded : {};
  } catch {
    return {};
  }
}

type Verdict = 'stale' | 'this process' | 'held';

async function judge(
  holder: Partial<LockHolder>,
  self: { pid: number; startedAt: number },
  probe: ProcessProbe,
): Promise<Verdict> {
  const { pid } = holder;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return 'stale';
  // No other live process can have this PID: the lock is this process's, or an earlier one's.
  if (pid === self.pid) {
    return sameStart(holder.startedAt, self.startedAt) ? 'this process' : 'stale';
  }
  if (!probe.isRunning(pid)) return 'stale';
  // A running process that started at another time got the PID after the holder had ended.
  const running = await probe.startTimeOf(pid);
  const reused =
    running !== undefined &&
    holder.startedAt !== undefined &&
    !sameStart(running, holder.startedAt);
  return reused ? 'stale' : 'held';
}

function holderDescription(holder: Partial<LockHolder>): string {
  const since =
    holder.startedAt === undefined
      ? ''
      : `, running since ${new Date(holder.startedAt).toISOString()}`;
  return `process ${holder.pid}${since}`;
}

/**
 * One process owns a data folder: two engines writing the same files would lose data. A lock
 * whose holder no longer runs (checked by PID and start time) is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  probe: ProcessProbe = systemProbe,
): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const self = await probe.self();
  const mine: LockHolder = { ...self, id: randomUUID() };
  const content = JSON.stringify(mine);
  try {
    await writeFile(lockPath, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = await readHolder(lockPath);
    const verdict = await judge(holder, self, probe);
    if (verdict === 'this process') {
      throw new Error(`embedded-mongo: data folder ${dataDir} is already open in this process`, {
        cause: error,
      });
    }
    if (verdict === 'held') {
      throw new Error(
        `embedded-mongo: data folder ${dataDir} is already in use by ${holderDescription(holder)}.` +
          ` Stop it first; if no embedded-mongo runs on this folder, delete ${lockPath}`,
        { cause: error },
      );
    }
    await writeFile(lockPath, content);
  }
  return async () => {
    // A process that took the lock over in the meantime keeps it.
    if ((await readHolder(lockPath)).id === mine.id) await rm(lockPath, { force: true });
  };
}
