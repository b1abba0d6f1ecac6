import type { EndpointDefinition } from '@gymfuel/contracts';
import type { RequestHandler } from 'express';
import type { RateLimitRequestHandler } from 'express-rate-limit';
import type { Route } from '../http/endpoint.js';

/** Identifies an endpoint across the table and the mounted routes, e.g. 'POST /getcode'. */
export const routeKey = ({ method, path }: Pick<EndpointDefinition, 'method' | 'path'>): string =>
  `${method} ${path}`;

/** express-rate-limit's middleware carries its (documented) resetKey method; no other handler does. */
function isRateLimiter(handler: RequestHandler): boolean {
  return typeof (handler as Partial<RateLimitRequestHandler>).resetKey === 'function';
}

/** The routes mounted behind a rate limiter, which can answer 429. */
export function rateLimitedRouteKeys(routes: readonly Route[]): ReadonlySet<string> {
  return new Set(
    routes
      .filter((route) => route.before.some(isRateLimiter))
      .map((route) => routeKey(route.endpoint)),
  );
}
