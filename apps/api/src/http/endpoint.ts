import type { Request, RequestHandler, Response } from 'express';
import {
  toValidationDetails,
  type EndpointDefinition,
  type EndpointResponseInput,
  type ParsedEndpointBody,
  type ParsedEndpointQuery,
} from '@gymfuel/contracts';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Returned by a handler that wrote the response itself (e.g. pre-serialised bytes). */
export const RESPONDED = Symbol('responded');

export interface EndpointInput<E> {
  body: ParsedEndpointBody<E>;
  query: ParsedEndpointQuery<E>;
}

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
  req: Request,
  res: Response,
) => Promise<EndpointResponseInput<E> | typeof RESPONDED>;

/** One endpoint of the contract table, ready to mount: method and path come from the contract. */
export interface Route {
  readonly endpoint: EndpointDefinition;
  /** Runs after the auth guard and before validation (e.g. rate limiters). */
  readonly before: readonly RequestHandler[];
  readonly handler: RequestHandler;
}

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
 * Binds a handler to its contract: the body and query are parsed by the contract's schemas
 * (a failure is a 400 envelope with details), and the handler's result, typed by the
 * contract's response schema, is sent as JSON.
 */
export function route<E extends EndpointDefinition>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { before?: readonly RequestHandler[] } = {},
): Route {
  return {
    endpoint,
    before: options.before ?? [],
    handler: async (req, res) => {
      const input = {
        body: endpoint.body === undefined ? undefined : parsePart(endpoint.body, req.body),
        // req.query parses the query string on each access, so only when the contract has one.
        query: endpoint.query === undefined ? undefined : parsePart(endpoint.query, req.query),
      } as EndpointInput<E>;
      const result = await handler(input, req, res);
      if (result !== RESPONDED) res.json(result);
    },
  };
}
