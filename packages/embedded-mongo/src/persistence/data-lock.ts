import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'embedded-mongo.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process owns a data folder: two engines writing the same files would lose data.
 * A lock left by a process that no longer runs is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  try {
    await writeFile(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number((await readFile(lockPath, 'utf8')).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `embedded-mongo: data folder ${dataDir} is already in use by process ${owner}`,
        { cause: error },
      );
    }
    if (owner === process.pid) {
      throw new Error(`embedded-mongo: data folder ${dataDir} is already open in this process`, {
        cause: error,
      });
    }
    await writeFile(lockPath, String(process.pid));
  }
  return () => rm(lockPath, { force: true });
}
