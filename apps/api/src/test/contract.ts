import {
  errorEnvelopeSchema,
  successStatusesOf,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointResponse,
  type ErrorCode,
  type ErrorEnvelope,
} from '@gymfuel/contracts';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { expect } from 'vitest';

/** The endpoint with every `:param` of its path filled with `segment` (an ObjectId by default). */
export const withPathParams = <E extends EndpointDefinition>(
  endpoint: E,
  segment = '0123456789abcdef01234567',
): E => ({ ...endpoint, path: endpoint.path.replace(/:[A-Za-z]+/g, segment) as `/${string}` });

/** Calls an endpoint at its contract's method and path, with a JSON body when given. */
export function call<E extends EndpointDefinition>(
  app: Express | RequestListener,
  endpoint: E,
  body?: EndpointBody<E> | unknown,
): request.Test {
  const agent = request(app);
  const byMethod = { GET: agent.get, POST: agent.post, PUT: agent.put } as const;
  const test = byMethod[endpoint.method].call(agent, endpoint.path);
  return body === undefined ? test : test.send(body as object);
}

/** Asserts a 200 (or the given 2xx, e.g. 201) and returns the body parsed by the endpoint's response schema. */
export function expectSuccess<E extends EndpointDefinition>(
  endpoint: E,
  response: Response,
  status = 200,
): EndpointResponse<E> {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  // The API reference states each endpoint's success statuses: a status it does not name is a bug.
  expect(successStatusesOf(endpoint), 'the contract names this success status').toContain(status);
  return endpoint.response.parse(response.body) as EndpointResponse<E>;
}

/** Asserts the status and error code, and that the body is exactly an error envelope. */
export function expectFailure(response: Response, status: number, code: ErrorCode): ErrorEnvelope {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const envelope = errorEnvelopeSchema.strict().parse(response.body);
  expect(envelope.code).toBe(code);
  return envelope;
}
