import type { EndpointDefinition } from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';

/** The component every failure's body refers to (built from the contracts' errorEnvelopeSchema). */
export const ERROR_ENVELOPE = 'ErrorEnvelope';

const envelope = (description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: {
    'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } },
  },
});

/** One shared response per status, each an error envelope whose `code` names the failure (CommonMark). */
export const errorResponses = {
  BadRequest: envelope(
    '`BAD_REQUEST`: malformed JSON, or the body, query or path parameters do not match the contract; `details` lists each offending field.',
  ),
  Unauthorized: envelope(
    '`UNAUTHORIZED`: no session, or it has ended (sign in again); at a sign-in, wrong credentials.',
  ),
  Forbidden: envelope(
    '`FORBIDDEN`: signed in, but the request names another account than the session’s, or the caller is not an operator.',
  ),
  PayloadTooLarge: envelope(
    '`PAYLOAD_TOO_LARGE`: the body is larger than `BODY_LIMIT` (100 kB by default).',
  ),
  UnsupportedMediaType: envelope(
    '`UNSUPPORTED_MEDIA_TYPE`: the body is not sent as application/json (which also keeps cross-site forms out).',
  ),
  TooManyRequests: envelope(
    '`TOO_MANY_REQUESTS`: this client (or account) made too many attempts; the RateLimit headers tell when to try again.',
  ),
  OtherError: envelope(
    'Any other failure, with its own status: 404 `NOT_FOUND`, 409 `CONFLICT` with the current state, 500 `INTERNAL`, or 503 `NOT_CONFIGURED` when the database, a provider or an optional feature is unavailable.',
  ),
} satisfies Record<string, OpenAPIV3_1.ResponseObject>;

type ErrorResponseName = keyof typeof errorResponses;

const ref = (name: ErrorResponseName): OpenAPIV3_1.ReferenceObject => ({
  $ref: `#/components/responses/${name}`,
});

/** What the mounted route sits behind, beyond the table: a rate limiter, the same-site guard. */
export interface RouteGuards {
  rateLimited: boolean;
  refusesCrossSite: boolean;
}

/**
 * The failures an endpoint can answer with, as far as the table and the mounted route tell:
 * validation of the body, query or path parameters (400), the JSON-only and body-size rules of every POST and PUT (400, 413, 415), the session
 * guards and a sign-in's credential check (401, 403), the same-site guard of the sign-ins (403) and a rate limiter (429). Statuses
 * that depend on the endpoint's own rules (404, 409, 503) are not in the table, so they fall
 * under `default`.
 */
export function errorResponsesFor(
  endpoint: Pick<EndpointDefinition, 'method' | 'auth' | 'body' | 'query' | 'params' | 'signsIn'>,
  { rateLimited, refusesCrossSite }: RouteGuards,
): Record<string, OpenAPIV3_1.ReferenceObject> {
  const takesJson = endpoint.method !== 'GET';
  const signedIn = endpoint.auth !== 'none';
  const statuses: [string, ErrorResponseName, boolean][] = [
    [
      '400',
      'BadRequest',
      takesJson ||
        endpoint.body !== undefined ||
        endpoint.query !== undefined ||
        endpoint.params !== undefined,
    ],
    ['401', 'Unauthorized', signedIn || endpoint.signsIn === true],
    ['403', 'Forbidden', signedIn || refusesCrossSite],
    ['413', 'PayloadTooLarge', takesJson],
    ['415', 'UnsupportedMediaType', takesJson],
    ['429', 'TooManyRequests', rateLimited],
    ['default', 'OtherError', true],
  ];
  return Object.fromEntries(
    statuses.filter(([, , applies]) => applies).map(([status, name]) => [status, ref(name)]),
  );
}
