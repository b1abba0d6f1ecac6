import { readFile } from 'node:fs/promises';

export interface Measurement {
  /** Operations per second of wall-clock time. */
  perSecond: number;
  /** CPU time per operation in this (client) process, µs. */
  clientMicros: number;
  /** CPU time per operation in the server process, µs. */
  serverMicros: number;
}

/** CPU time (user + system, in µs) a process has used so far, from /proc (10 ms resolution). */
async function processCpuMicros(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / 100;
}

export async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

/**
 * Runs `task(i)` for i in [0, total) with `concurrency` calls in flight. Besides the
 * wall-clock rate it reports CPU per operation on both sides, which does not depend on
 * how busy the rest of the machine is.
 */
export async function measure(
  serverPid: number,
  total: number,
  concurrency: number,
  task: (i: number) => Promise<unknown>,
): Promise<Measurement> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < total) await task(next++);
  };
  const serverBefore = await processCpuMicros(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const server = (await processCpuMicros(serverPid)) - serverBefore;
  return {
    perSecond: Math.round(total / seconds),
    clientMicros: Math.round((client.user + client.system) / total),
    serverMicros: Math.round(server / total),
  };
}

/**
 * What the two processes could sustain on two otherwise idle cores: each op needs its
 * client CPU on one core and its server CPU on the other, so the busier side limits.
 */
export function idleMachineCapacity(measurement: Measurement): number {
  return Math.round(1_000_000 / Math.max(measurement.clientMicros, measurement.serverMicros, 1));
}
