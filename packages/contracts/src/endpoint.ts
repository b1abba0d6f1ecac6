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

/** 201 when the call created something (an account, a product); otherwise 200. */
export type SuccessStatus = 200 | 201;

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: EndpointAuth;
  readonly origin: EndpointOrigin;
  /** JSON request body. Unknown keys are stripped, known ones type-checked. */
  readonly body?: z.ZodType;
  /** Query string (values arrive as strings). */
  readonly query?: z.ZodType;
  /** The path's ':name' segments (values arrive as strings), e.g. { orderId }. */
  readonly params?: z.ZodType;
  /**
   * The 2xx body's media type when it is not JSON (a PDF): `response` then only describes it,
   * and clients link to it (endpointPath) rather than call it.
   */
  readonly produces?: 'application/pdf';
  /** The 2xx body. Failures always use `errorEnvelopeSchema`. */
  readonly response: z.ZodType;
  /** The statuses a success answers with, so the API reference states them: [200] when not given. */
  readonly successStatuses?: readonly [SuccessStatus, ...SuccessStatus[]];
  /** A sign-in: it checks credentials and refuses wrong ones with 401, as the reference states. */
  readonly signsIn?: true;
}

/** The statuses `endpoint` answers a success with. */
export const successStatusesOf = (endpoint: EndpointDefinition): readonly SuccessStatus[] =>
  endpoint.successStatuses ?? [200];

/** Identity at run time; keeps each endpoint's literal method/path and exact schema types. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SchemaAt<E, K extends 'body' | 'query' | 'params' | 'response'> = E extends {
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
export type EndpointParams<E> = [SchemaAt<E, 'params'>] extends [never]
  ? undefined
  : z.input<SchemaAt<E, 'params'>>;
export type ParsedEndpointParams<E> = [SchemaAt<E, 'params'>] extends [never]
  ? undefined
  : z.output<SchemaAt<E, 'params'>>;
/** What the server answers with (before serialisation). */
export type EndpointResponseInput<E> = z.input<SchemaAt<E, 'response'>>;
/** What a client holds after parsing the response. */
export type EndpointResponse<E> = z.output<SchemaAt<E, 'response'>>;

/**
 * The endpoint's path with its ':name' segments filled in (URL-encoded):
 * endpointPath(getInvoicePdf, { orderId }) is '/orders/0a1b2c3d4e5f/invoice.pdf'.
 */
export function endpointPath<E extends EndpointDefinition>(
  endpoint: E,
  params: NonNullable<EndpointParams<E>>,
): string {
  const values = params as Readonly<Record<string, string>>;
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(value);
  });
}
