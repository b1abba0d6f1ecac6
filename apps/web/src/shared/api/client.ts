import {
  endpointPath,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@gymfuel/contracts';
import { replaceEqualDeep } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The API is reached through the web's own origin (Vite proxy / nginx strip the prefix). */
export const API_PREFIX = '/api';

/**
 * What a call sends: the JSON body of a POST or PUT (with its path parameters beside the body's
 * fields, when the path has any); for a GET its path parameters, or its query string; nothing
 * otherwise.
 */
export type EndpointInput<E> =
  EndpointBody<E> extends undefined
    ? EndpointParams<E> extends undefined
      ? EndpointQuery<E>
      : EndpointParams<E>
    : EndpointParams<E> extends undefined
      ? EndpointBody<E>
      : EndpointParams<E> & EndpointBody<E>;

export interface CallOptions {
  signal?: AbortSignal;
}

type CallArgs<E> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls one endpoint of the contracts table. The input is not checked here: the server
 * validates it (and some screens must send what the user typed even when it is empty), but
 * the answer is parsed with the endpoint's response schema, so screens only see valid data.
 * Fails with an ApiError carrying the envelope's status, message and code.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const [input, options] = args as [unknown, CallOptions | undefined];
  const hasBody = endpoint.method !== 'GET' && input !== undefined;
  const url =
    endpoint.params !== undefined
      ? API_PREFIX + endpointPath(endpoint as EndpointDefinition, input as never)
      : endpoint.method === 'GET'
        ? withQuery(endpoint.path, input)
        : API_PREFIX + endpoint.path;
  const body = hasBody ? JSON.stringify(withoutPathParams(endpoint, input)) : undefined;
  const { status, payload } = await answerOf(endpoint.method, url, body, options?.signal);
  return parseAnswer(endpoint, status, payload);
}

/**
 * GETs `url` (an endpoint without input, its path spelled out by the caller) for a screen that
 * already shows `shown`, an answer it trusts: parsed before, or rendered into the page by the
 * build. An answer equal to it is returned as `shown` itself, without loading or running the
 * endpoint's schema; any other is parsed as callEndpoint parses it. On a prerendered page this
 * is the catalogue check after hydration, which otherwise brought zod and the schemas into the
 * page's start-up (docs/benchmarks.md, "The catalogue check without zod").
 */
export async function rereadTrusted<E extends EndpointDefinition>(
  url: string,
  shown: EndpointResponse<E>,
  loadEndpoint: () => Promise<E>,
  options?: CallOptions,
): Promise<EndpointResponse<E>> {
  const { status, payload } = await answerOf('GET', url, undefined, options?.signal);
  // replaceEqualDeep gives back its first argument when the two are deeply equal.
  if (replaceEqualDeep(shown, payload) === shown) return shown;
  return parseAnswer(await loadEndpoint(), status, payload);
}

/** The answer's status and JSON payload; an ApiError for a failed request or an error status. */
async function answerOf(
  method: EndpointDefinition['method'],
  url: string,
  body: string | undefined,
  signal: AbortSignal | undefined,
): Promise<{ status: number; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers:
        body !== undefined
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
      body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach the server', 0, 'NETWORK');
  }
  const payload = await readJson(response);
  if (!response.ok) throw await toApiError(response.status, payload);
  return { status: response.status, payload };
}

/** The payload as the endpoint's response schema parses it, so screens only see valid data. */
function parseAnswer<E extends EndpointDefinition>(
  endpoint: E,
  status: number,
  payload: unknown,
): EndpointResponse<E> {
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(`Unexpected answer from ${endpoint.path}`, status, 'BAD_RESPONSE');
  }
  return parsed.data as EndpointResponse<E>;
}

/** A POST's body without the fields that went into its path (POST /admin/reviews/:reviewId/hide). */
function withoutPathParams(endpoint: EndpointDefinition, input: unknown): unknown {
  if (endpoint.params === undefined || !input || typeof input !== 'object') return input;
  const inPath = new Set([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => name));
  return Object.fromEntries(Object.entries(input).filter(([key]) => !inPath.has(key)));
}

function withQuery(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return API_PREFIX + path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return API_PREFIX + path + (text ? `?${text}` : '');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(status: number, payload: unknown): Promise<ApiError> {
  const { errorEnvelopeSchema } = await import('./first-screen-endpoints');
  const envelope = errorEnvelopeSchema.safeParse(payload);
  if (envelope.success) {
    const { message, code, details } = envelope.data;
    return new ApiError(message, status, code, details);
  }
  return new ApiError(`Request failed with status ${status}`, status, 'BAD_RESPONSE');
}
