import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * 'session': a signed-in user. 'staff': a signed-in staff member or owner; 'owner': an owner only
 * (docs/architecture.md#accounts-and-roles). Every staff or owner endpoint lives under /admin/.
 */
export type EndpointAuth = 'none' | 'session' | 'staff' | 'owner';

/**
 * 'spec': one of the original specification's 26 calls; 'addition': ours, beyond it
 * (docs/product.md#endpoint-list).
 */
export type EndpointOrigin = 'spec' | 'addition';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: EndpointAuth;
  readonly origin: EndpointOrigin;
  /** JSON request body. Unknown keys are stripped, known ones type-checked. */
  readonly body?: z.ZodType;
  /** Query string (values arrive as strings). */
  readonly query?: z.ZodType;
  /** The 2xx body. Failures always use `errorEnvelopeSchema`. */
  readonly response: z.ZodType;
}

/** Identity at run time; keeps each endpoint's literal method/path and exact schema types. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SchemaAt<E, K extends 'body' | 'query' | 'response'> = E extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What a client sends (before parsing; e.g. an e-mail not yet lower-cased). */
export type EndpointBody<E> = [SchemaAt<E, 'body'>] extends [never]
  ? undefined
  : z.input<SchemaAt<E, 'body'>>;
/** What the server works with after parsing the body. */
export type ParsedEndpointBody<E> = [SchemaAt<E, 'body'>] extends [never]
  ? undefined
  : z.output<SchemaAt<E, 'body'>>;
export type EndpointQuery<E> = [SchemaAt<E, 'query'>] extends [never]
  ? undefined
  : z.input<SchemaAt<E, 'query'>>;
export type ParsedEndpointQuery<E> = [SchemaAt<E, 'query'>] extends [never]
  ? undefined
  : z.output<SchemaAt<E, 'query'>>;
/** What the server answers with (before serialisation). */
export type EndpointResponseInput<E> = z.input<SchemaAt<E, 'response'>>;
/** What a client holds after parsing the response. */
export type EndpointResponse<E> = z.output<SchemaAt<E, 'response'>>;
