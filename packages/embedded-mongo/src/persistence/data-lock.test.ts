import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir, type ProcessProbe } from './data-lock.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-lock-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const lockFile = (dir: string) => path.join(dir, 'embedded-mongo.lock');
const readLock = async (dir: string) => JSON.parse(await readFile(lockFile(dir), 'utf8'));
const writeLock = (dir: string, holder: unknown) =>
  writeFile(lockFile(dir), JSON.stringify(holder));

/** Another node process that takes the folder's lock and keeps running until killed. */
async function lockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const lockModule = fileURLToPath(new URL('./data-lock.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       await lockDataDir(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  });
  const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(firstLine.toString().trim()).toBe('locked');
  return child;
}

const T0 = Date.parse('2026-01-01T00:00:00.000Z');

/** This process is PID 100, started an hour after T0; `others` are the running processes. */
function probe(others: Record<number, number | undefined>): ProcessProbe {
  return {
    self: async () => ({ pid: 100, startedAt: T0 + 3_600_000 }),
    isRunning: (pid) => pid in others,
    startTimeOf: async (pid) => others[pid],
  };
}

describe('the data folder lock', () => {
  it('records its holder and is removed on release', async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir);
    const holder = await readLock(dir);
    expect(holder).toMatchObject({ pid: process.pid });
    expect(typeof holder.id).toBe('string');
    expect(typeof holder.startedAt).toBe('number');
    await release();
    await expect(stat(lockFile(dir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a second lock in the same process', async () => {
    const dir = await dataDir();
    cleanups.push(await lockDataDir(dir));
    await expect(lockDataDir(dir)).rejects.toThrow(
      `embedded-mongo: data folder ${dir} is already open in this process`,
    );
  });

  it('takes over the lock of an earlier process that had the same PID (a restarted container)', async () => {
    const dir = await dataDir();
    await writeLock(dir, { pid: process.pid, startedAt: Date.now() - 3_600_000, id: 'before' });
    cleanups.push(await lockDataDir(dir));
    expect((await readLock(dir)).id).not.toBe('before');
  });

  it('refuses a folder another live process holds, and takes it over once that one is killed', async () => {
    const dir = await dataDir();
    const other = await lockInAnotherProcess(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `already in use by process ${other.pid}, running since`,
    );

    other.kill('SIGKILL');
    await once(other, 'exit');
    cleanups.push(await lockDataDir(dir));
    expect((await readLock(dir)).pid).toBe(process.pid);
  });

  it('takes over a lock whose PID now belongs to a process that started later', async () => {
    const dir = await dataDir();
    await writeLock(dir, { pid: 4242, startedAt: T0, id: 'gone' });
    await lockDataDir(dir, probe({ 4242: T0 + 60_000 }));
    expect(await readLock(dir)).toMatchObject({ pid: 100, startedAt: T0 + 3_600_000 });
  });

  it('refuses a live holder whose start time the system cannot tell, naming it', async () => {
    const dir = await dataDir();
    await writeLock(dir, { pid: 4242, startedAt: T0, id: 'held' });
    await expect(lockDataDir(dir, probe({ 4242: undefined }))).rejects.toThrow(
      `embedded-mongo: data folder ${dir} is already in use by process 4242, running since` +
        ` 2026-01-01T00:00:00.000Z. Stop it first; if no embedded-mongo runs on this folder,` +
        ` delete ${lockFile(dir)}`,
    );
    expect((await readLock(dir)).id).toBe('held');
  });

  it('refuses a live holder of a lock from before start times were recorded (a bare PID)', async () => {
    const dir = await dataDir();
    await writeFile(lockFile(dir), '4242');
    await expect(lockDataDir(dir, probe({ 4242: T0 }))).rejects.toThrow(
      'already in use by process 4242.',
    );
  });

  it('takes over a lock a crash left empty', async () => {
    const dir = await dataDir();
    await writeFile(lockFile(dir), '');
    await lockDataDir(dir, probe({}));
    expect((await readLock(dir)).pid).toBe(100);
  });

  it('leaves a lock that another process has taken over since', async () => {
    const dir = await dataDir();
    const release = await lockDataDir(dir, probe({}));
    await writeLock(dir, { pid: 4242, startedAt: T0, id: 'newer' });
    await release();
    expect((await readLock(dir)).id).toBe('newer');
  });
});
