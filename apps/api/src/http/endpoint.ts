import type { Request, RequestHandler, Response } from 'express';
import {
  toValidationDetails,
  type EndpointDefinition,
  type EndpointResponseInput,
  type ParsedEndpointBody,
  type ParsedEndpointParams,
  type ParsedEndpointQuery,
} from '@gymfuel/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** Returned by a handler that wrote the response itself (e.g. pre-serialised bytes). */
export const RESPONDED = Symbol('responded');

export interface EndpointInput<E> {
  body: ParsedEndpointBody<E>;
  query: ParsedEndpointQuery<E>;
  params: ParsedEndpointParams<E>;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  req: Request,
  res: Response,
) => Promise<EndpointResponseInput<E> | typeof RESPONDED>;

/** Contract endpoints by name: one API module's slice of the table (e.g. `cartEndpoints`). */
export type EndpointSlice = Readonly<Record<string, EndpointDefinition>>;

/** Exactly one handler per endpoint of the slice: a missing or unknown name is a type error. */
export type Handlers<S extends EndpointSlice> = {
  readonly [Name in keyof S]: EndpointHandler<S[Name]>;
};

interface ImplementOptions<S extends EndpointSlice> {
  /** Middleware by endpoint name, run after the auth guard and before validation (e.g. rate limiters). */
  readonly before?: { readonly [Name in keyof S]?: readonly RequestHandler[] };
  /** false for an endpoint switched off by configuration (e.g. pay on delivery); default true. */
  readonly mounted?: { readonly [Name in keyof S]?: boolean };
}

/** One endpoint of the contract table, ready to mount: method and path come from the contract. */
export interface Route {
  readonly endpoint: EndpointDefinition;
  /** Runs after the auth guard and before validation (e.g. rate limiters). */
  readonly before: readonly RequestHandler[];
  readonly handler: RequestHandler;
  /** false: switched off, left unmounted, so its path answers like any unknown one. */
  readonly mounted: boolean;
}

/** A slice's routes by endpoint name, so routes.ts can prove every endpoint of the table is served. */
export type ImplementedRoutes<S extends EndpointSlice> = { readonly [Name in keyof S]: Route };

function describeFirstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  if (issue === undefined) return 'Invalid request';
  const path = issue.path.map(String).join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

function parsePart(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw AppError.badRequest(describeFirstIssue(result.error), toValidationDetails(result.error));
  }
  return result.data;
}

/**
 * Binds a handler to its contract: the body, query and path parameters are parsed by the contract's schemas
 * (a failure is a 400 envelope with details), and the handler's result, typed by the
 * contract's response schema, is sent as JSON.
 */
function toRoute<E extends EndpointDefinition>(
  endpoint: E,
  handler: EndpointHandler<E>,
  before: readonly RequestHandler[],
  mounted: boolean,
): Route {
  return {
    endpoint,
    before,
    mounted,
    handler: async (req, res) => {
      const input = {
        body: endpoint.body === undefined ? undefined : parsePart(endpoint.body, req.body),
        // req.query parses the query string on each access, so only when the contract has one.
        query: endpoint.query === undefined ? undefined : parsePart(endpoint.query, req.query),
        params: endpoint.params === undefined ? undefined : parsePart(endpoint.params, req.params),
      } as EndpointInput<E>;
      const result = await handler(input, req, res);
      if (result !== RESPONDED) res.json(result);
    },
  };
}

/**
 * Implements a whole slice of the contract table with one handler per endpoint, each typed by
 * the contract alone. NoInfer: the slice alone decides S, so handlers (inline ones too) are
 * checked against finished types, keeping literals such as `success: true` and reporting an
 * unknown name as an excess property.
 */
export function implement<S extends EndpointSlice>(
  slice: S,
  handlers: NoInfer<Handlers<S>>,
  options: NoInfer<ImplementOptions<S>> = {},
): ImplementedRoutes<S> {
  // The types above tie each name to its endpoint; at run time they are plain lookups by name.
  const handlerOf = handlers as Readonly<Record<string, EndpointHandler<EndpointDefinition>>>;
  const beforeOf: Readonly<Record<string, readonly RequestHandler[] | undefined>> =
    options.before ?? {};
  const mountedOf: Readonly<Record<string, boolean | undefined>> = options.mounted ?? {};
  const routes = Object.entries(slice).map(([name, endpoint]) => {
    const handler = handlerOf[name];
    // Only a cast can get here; failing at start-up beats a 500 on the first call.
    if (handler === undefined) {
      throw new Error(`${name} (${endpoint.method} ${endpoint.path}) has no handler`);
    }
    return [name, toRoute(endpoint, handler, beforeOf[name] ?? [], mountedOf[name] ?? true)];
  });
  return Object.fromEntries(routes) as ImplementedRoutes<S>;
}
