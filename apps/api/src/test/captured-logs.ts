import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logging/logger.js';

/** A stream that parses each JSON log line it receives into `lines`. */
export function logLineCollector(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
}

/** A logger at level info whose lines a test can read back. */
export function capturedLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { logger: createLogger({ LOG_LEVEL: 'info' }, logLineCollector(lines)), lines };
}
