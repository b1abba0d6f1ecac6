import { Router, type RequestHandler } from 'express';
import type { EndpointAuth, EndpointDefinition, HttpMethod } from '@gymfuel/contracts';
import { AppError } from '../errors/app-error.js';
import type { Route } from './endpoint.js';
import { jsonOnly } from './json-only.js';

/**
 * Middleware that lets a request through only for the given auth level ('session': a signed-in
 * user; 'staff', 'owner': operators by role), answering 401/403 envelopes otherwise. Supplied by
 * http/session-auth.ts.
 */
export type AuthGuards = { readonly [Level in Exclude<EndpointAuth, 'none'>]?: RequestHandler };

function guardFor(endpoint: EndpointDefinition, guards: AuthGuards): RequestHandler[] {
  if (endpoint.auth === 'none') return [];
  const guard = guards[endpoint.auth];
  // Failing at start-up is the only safe answer: mounting without a guard would expose the route.
  if (guard === undefined) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} needs auth '${endpoint.auth}' but no such guard is installed`,
    );
  }
  return [guard];
}

/**
 * Answers a known path called with a method it does not take: a 405 envelope with the Allow
 * header RFC 9110 requires. OPTIONS passes on, to CORS preflights and Express's own answer.
 * Mounted with `router.all(path, …)` after the path's own routes (the routers beside the table
 * use it too).
 */
export function methodNotAllowed(path: string, methods: readonly HttpMethod[]): RequestHandler {
  const allowed = methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
  return (req, res, next) => {
    if (req.method === 'OPTIONS') {
      next();
      return;
    }
    res.set('Allow', allowed.join(', '));
    next(
      new AppError(
        'METHOD_NOT_ALLOWED',
        `${req.method} is not allowed on ${path} (allowed: ${methods.join(', ')})`,
      ),
    );
  };
}

/**
 * Mounts each route at its contract's method and path, behind the guard its `auth` names and then
 * the JSON-only rule (for methods that change state): who may call is answered first (401, 403),
 * whatever was sent, and nothing reaches a handler without JSON. Then every other method on those
 * paths answers 405. A route switched off is left out, so it answers 404 like an unknown path,
 * before any guard.
 */
export function mountRoutes(routes: readonly Route[], guards: AuthGuards): Router {
  const router = Router();
  const methodsByPath = new Map<string, HttpMethod[]>();
  for (const { endpoint, before, handler, mounted } of routes) {
    if (!mounted) continue;
    const methods = methodsByPath.get(endpoint.path) ?? [];
    if (methods.includes(endpoint.method)) {
      throw new Error(`${endpoint.method} ${endpoint.path} is mounted twice`);
    }
    methodsByPath.set(endpoint.path, [...methods, endpoint.method]);
    const json = endpoint.method === 'GET' ? [] : [jsonOnly];
    const chain = [...guardFor(endpoint, guards), ...json, ...before, handler];
    const method = endpoint.method.toLowerCase() as Lowercase<HttpMethod>;
    router[method](endpoint.path, ...chain);
  }
  for (const [path, methods] of methodsByPath) {
    router.all(path, methodNotAllowed(path, methods));
  }
  return router;
}
