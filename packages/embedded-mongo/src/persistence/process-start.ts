import { readFile } from 'node:fs/promises';

/** Linux's USER_HZ, the unit of /proc's start times: 100 on every common architecture. */
const TICKS_PER_SECOND = 100;

/**
 * When process `pid` started, in ms since the epoch, read from /proc (Linux); undefined where there
 * is no /proc or no such process. Precise to about a second: the boot time is in whole seconds.
 */
export async function processStartTime(pid: number): Promise<number | undefined> {
  let stat: string;
  let systemStat: string;
  try {
    [stat, systemStat] = await Promise.all([
      readFile(`/proc/${pid}/stat`, 'utf8'),
      readFile('/proc/stat', 'utf8'),
    ]);
  } catch {
    return undefined;
  }
  // The fields after the command name, which is in parentheses and may hold spaces or ')'. The
  // start time is the line's 22nd field; the first one here is the 3rd.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const startTicks = Number(fields[19]);
  const bootSeconds = Number(/^btime (\d+)$/m.exec(systemStat)?.[1]);
  if (!Number.isFinite(startTicks) || !Number.isFinite(bootSeconds)) return undefined;
  return bootSeconds * 1000 + Math.round((startTicks * 1000) / TICKS_PER_SECOND);
}
