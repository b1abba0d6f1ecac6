import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { withoutRedaction, type Logger } from '../logging/logger.js';

/**
 * The busiest GETs, answered before Express runs. Express's per-request work (router, middleware
 * chain, response wrapping) costs more than sending a cached catalogue, so these reads skip it.
 * Only for same-origin GETs without a body; a route that needs a session authenticates it
 * itself and hands anything but a live one to Express, which answers the 401.
 */

/** Header names and values in turn, as `writeHead` takes them without per-header checks. */
export type RawHeaders = readonly string[];

/**
 * Sends a JSON answer with the headers the app's middleware would have added. Not compressed:
 * fast-path answers are short, and the Vary header is what Express's compression middleware says.
 */
export function writeJson(res: ServerResponse, securityHeaders: RawHeaders, body: Buffer): number {
  res
    .writeHead(200, [
      ...securityHeaders,
      'Vary',
      'Accept-Encoding',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
    ])
    .end(body);
  return 200;
}

export interface FastRoute {
  /** Matched exactly against the path (the query string is ignored). */
  path: string;
  /**
   * Writes the whole response, including the headers the app's middleware would have added
   * (security headers), and returns its status; a rejection hands the request to Express.
   */
  respond(req: IncomingMessage, res: ServerResponse): Promise<number>;
}

export interface FastPathOptions {
  /** Everything else (and any fast route that fails). */
  app: RequestListener;
  routes: readonly FastRoute[];
  logger: Logger;
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

export function withFastPath({ app, routes, logger }: FastPathOptions): RequestListener {
  const routeByPath = new Map(routes.map((route) => [route.path, route]));
  const accessLog = withoutRedaction(logger);
  return (req, res) => {
    // Cross-origin requests go through Express, which owns the CORS allowlist.
    const eligible =
      (req.method === 'GET' || req.method === 'HEAD') && req.headers.origin === undefined;
    const path = pathOf(req.url ?? '/');
    const route = eligible ? routeByPath.get(path) : undefined;
    if (route === undefined) {
      app(req, res);
      return;
    }
    const startedAt = Date.now();
    route.respond(req, res).then(
      (statusCode) => {
        // The same line (and the same query-free URL) as the request logger writes.
        accessLog.info(
          {
            req: { method: req.method, url: path },
            res: { statusCode },
            responseTime: Date.now() - startedAt,
          },
          'request completed',
        );
      },
      () => {
        if (res.headersSent) res.destroy();
        else app(req, res);
      },
    );
  };
}
