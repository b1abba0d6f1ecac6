import { createRequire } from 'node:module';
import {
  endpointList,
  errorEnvelopeSchema,
  successStatusesOf,
  type EndpointDefinition,
} from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import {
  ERROR_ENVELOPE,
  errorResponses,
  errorResponsesFor,
  type RouteGuards,
} from './error-responses.js';
import { jsonSchemaOf } from './json-schema.js';
import { openApiPath } from './paths.js';
import type { Route } from '../http/endpoint.js';
import { mountedGuards, routeKey } from './mounted-guards.js';
import { securityFor, securitySchemes } from './security.js';
import { tagOf, tags } from './tags.js';

type NamedEndpoint = (typeof endpointList)[number];

// src/api-reference/ and dist/api-reference/ are both two levels below the package.
const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

const DESCRIPTION = `The shop's HTTP API, generated from the endpoint table in \`@gymfuel/contracts\`: the same zod schemas the API validates requests with and the web app parses responses with.

- **Where it lives.** The API serves these paths at its own root; browsers reach it as \`/api/…\` on the web app's origin, where nginx (compose) or the Vite proxy strips the prefix. So the servers are \`/api\` through the web app and \`/\` at the API's own port; the reference page at \`/docs\` calls whichever served it.
- **Success** is a 200 with the body shown, or a 201 where the call created an account or a product.
- **Failures** are all the \`${ERROR_ENVELOPE}\` (\`success: false\`, \`message\`, \`code\`, and \`details\` for invalid fields) with the HTTP status of its \`code\`.
- **Sessions.** Sign-up and sign-in set the httpOnly \`${SESSION_COOKIE}\` cookie; clients without cookies send the same JWT as \`Authorization: Bearer …\`. Every POST body must be \`application/json\`.
- **Money** is in rupees (INR).`;

const servers: OpenAPIV3_1.ServerObject[] = [
  { url: '/api', description: 'Through the web app, as browsers call it (the proxy strips /api)' },
  { url: '/', description: 'The API process itself (http://localhost:4000 by default)' },
];

/** 'loginWithQuery' → 'Login with query'. */
function summaryOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ORIGIN_NOTE: Record<EndpointDefinition['origin'], string> = {
  spec: 'One of the calls of the shop specification (section 7).',
  addition: 'An addition beyond the shop specification.',
};

const AUTH_NOTE: Record<EndpointDefinition['auth'], string> = {
  none: 'Public.',
  session: 'Needs a signed-in session.',
  staff: 'Needs a signed-in staff member or owner with a verified e-mail (403 for customers).',
  owner: 'Needs a signed-in owner with a verified e-mail (403 for everyone else).',
};

function queryParameters(endpoint: NamedEndpoint): OpenAPIV3_1.ParameterObject[] {
  if (endpoint.query === undefined) return [];
  const { properties = {}, required = [] } = jsonSchemaOf(endpoint.query);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    // openapi-types reuses its 3.0 Parameter Object for 3.1, schema type included.
    schema: schema as OpenAPIV3_1.ParameterObject['schema'],
  }));
}

/** Path parameters, typed by the contract's schema where it has one. */
function pathParameters(endpoint: NamedEndpoint): OpenAPIV3_1.ParameterObject[] {
  const { parameters } = openApiPath(endpoint.path);
  if (endpoint.params === undefined) return parameters;
  const { properties = {} } = jsonSchemaOf(endpoint.params);
  return parameters.map((parameter) => ({
    ...parameter,
    schema: (properties[parameter.name] ??
      parameter.schema) as OpenAPIV3_1.ParameterObject['schema'],
  }));
}

function json(schema: OpenAPIV3_1.SchemaObject): OpenAPIV3_1.MediaTypeObject {
  return { schema };
}

function operationOf(endpoint: NamedEndpoint, guards: RouteGuards): OpenAPIV3_1.OperationObject {
  const parameters = [...pathParameters(endpoint), ...queryParameters(endpoint)];
  const security = securityFor(endpoint.auth);
  return {
    operationId: endpoint.name,
    tags: [tagOf[endpoint.name]],
    summary: summaryOf(endpoint.name),
    description: `${ORIGIN_NOTE[endpoint.origin]} ${AUTH_NOTE[endpoint.auth]}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body === undefined
      ? {}
      : {
          requestBody: {
            required: true,
            content: { 'application/json': json(jsonSchemaOf(endpoint.body)) },
          },
        }),
    responses: {
      ...Object.fromEntries(
        successStatusesOf(endpoint).map((status) => [
          String(status),
          {
            description: status === 201 ? 'Created' : 'Success',
            content: {
              [endpoint.produces ?? 'application/json']: json(jsonSchemaOf(endpoint.response)),
            },
          },
        ]),
      ),
      ...errorResponsesFor(endpoint, guards),
    },
    ...(security === undefined ? {} : { security }),
  };
}

/**
 * The OpenAPI 3.1 description of every endpoint of the contract table, in the table's order, so
 * the same table always gives the same document. The mounted routes add what the table does not
 * say: which endpoints sit behind a rate limiter or the same-site guard.
 */
export function buildOpenApiDocument(routes: readonly Route[]): OpenAPIV3_1.Document {
  const { rateLimited, refusesCrossSite } = mountedGuards(routes);
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const endpoint of endpointList) {
    const { path } = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase() as Lowercase<EndpointDefinition['method']>;
    paths[path] = {
      ...paths[path],
      [method]: operationOf(endpoint, {
        rateLimited: rateLimited.has(routeKey(endpoint)),
        refusesCrossSite: refusesCrossSite.has(routeKey(endpoint)),
      }),
    };
  }
  return {
    openapi: '3.1.1',
    info: { title: 'GymFuel API', version, description: DESCRIPTION },
    servers,
    tags: [...tags],
    paths,
    components: {
      schemas: { [ERROR_ENVELOPE]: jsonSchemaOf(errorEnvelopeSchema) },
      responses: errorResponses,
      securitySchemes,
    },
  };
}
