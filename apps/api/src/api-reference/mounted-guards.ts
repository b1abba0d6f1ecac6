import type { EndpointDefinition } from '@gymfuel/contracts';
import type { RequestHandler } from 'express';
import type { RateLimitRequestHandler } from 'express-rate-limit';
import type { Route } from '../http/endpoint.js';
import { isSameSiteGuard } from '../http/same-site-only.js';

/** Identifies an endpoint across the table and the mounted routes, e.g. 'POST /getcode'. */
export const routeKey = ({ method, path }: Pick<EndpointDefinition, 'method' | 'path'>): string =>
  `${method} ${path}`;

/** express-rate-limit's middleware carries its (documented) resetKey method; no other handler does. */
function isRateLimiter(handler: RequestHandler): boolean {
  return typeof (handler as Partial<RateLimitRequestHandler>).resetKey === 'function';
}

/** The routes mounted behind a handler `matches` picks out. */
function routeKeysBehind(
  routes: readonly Route[],
  matches: (handler: RequestHandler) => boolean,
): ReadonlySet<string> {
  return new Set(
    routes.filter((route) => route.before.some(matches)).map((route) => routeKey(route.endpoint)),
  );
}

/**
 * What the mounted routes add to the table: the routes behind a rate limiter, which can answer
 * 429, and those behind the same-site guard, which answer 403 to a request sent for another site.
 */
export function mountedGuards(routes: readonly Route[]) {
  return {
    rateLimited: routeKeysBehind(routes, isRateLimiter),
    refusesCrossSite: routeKeysBehind(routes, isSameSiteGuard),
  };
}
