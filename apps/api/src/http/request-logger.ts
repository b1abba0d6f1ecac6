import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { pino } from 'pino';
import type { Logger } from '../logging/logger.js';

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Query strings can carry credentials (the spec's GET /login?email=…&password=…). */
export function withoutQuery(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

/**
 * One line per finished request. The serializers pick only what is needed, so headers
 * (cookies, authorization), bodies (passwords) and query strings never reach a log, and
 * the per-request cost stays small.
 */
export function createRequestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: withoutQuery(req.url ?? '') }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    autoLogging: { ignore: (req) => PROBE_PATHS.has(withoutQuery(req.url ?? '')) },
    customLogLevel: (_req, res, error) =>
      error !== undefined || res.statusCode >= 500
        ? 'error'
        : res.statusCode >= 400
          ? 'warn'
          : 'info',
  });
}
