import type { EndpointAuth } from '@gymfuel/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { SESSION_COOKIE } from '../http/session-cookie.js';

/** The two ways the session guards accept the session JWT (see http/session-cookie.ts). */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The httpOnly session cookie that sign-up and every sign-in set; browsers send it by themselves.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: `The same JWT as the \`${SESSION_COOKIE}\` cookie, for clients without cookies. When an Authorization header is present it is used instead of the cookie.`,
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

type SchemeName = keyof typeof securitySchemes;

/** Either scheme is enough: each is an alternative requirement. */
const SIGNED_IN: OpenAPIV3_1.SecurityRequirementObject[] = (
  Object.keys(securitySchemes) as SchemeName[]
).map((scheme) => ({ [scheme]: [] }));

/** The operation's `security`; undefined for public endpoints (the document sets none globally). */
export function securityFor(
  auth: EndpointAuth,
): OpenAPIV3_1.SecurityRequirementObject[] | undefined {
  return auth === 'none' ? undefined : SIGNED_IN;
}
