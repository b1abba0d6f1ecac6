import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/env.js';

export type { Logger };

/**
 * Defence in depth: request logs carry no headers or bodies at all (see request-logger.ts),
 * and these paths are censored wherever a secret might still be logged by hand.
 */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'authorization',
  'cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.query',
];

export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}

/**
 * For lines built only from known-safe fields (method, query-free path, status, time): pino's
 * redaction clones each logged object and about doubles the cost of a line, for nothing there.
 */
export function withoutRedaction(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}
