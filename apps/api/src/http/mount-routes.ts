import { Router, type RequestHandler } from 'express';
import type { EndpointAuth, EndpointDefinition, HttpMethod } from '@gymfuel/contracts';
import type { Route } from './endpoint.js';

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
 * Mounts each route at its contract's method and path, behind the guard its `auth` names. A
 * route switched off is left out, so it answers 404 like an unknown path, before any guard.
 */
export function mountRoutes(routes: readonly Route[], guards: AuthGuards): Router {
  const router = Router();
  const seen = new Set<string>();
  for (const { endpoint, before, handler, mounted } of routes) {
    if (!mounted) continue;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (seen.has(key)) throw new Error(`${key} is mounted twice`);
    seen.add(key);
    const chain = [...guardFor(endpoint, guards), ...before, handler];
    const method = endpoint.method.toLowerCase() as Lowercase<HttpMethod>;
    router[method](endpoint.path, ...chain);
  }
  return router;
}
