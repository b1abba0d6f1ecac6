import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { emailSchema, signUpBodySchema, USER_NAME_MAX_LENGTH } from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';

/** Google signs ID tokens with either spelling of its issuer. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const GOOGLE_CERTS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');

/** Where the public keys come from: Google's JWKS in production, a local set in tests. */
export type GoogleKeys = JWTVerifyGetKey;

export function googlePublicKeys(): GoogleKeys {
  return createRemoteJWKSet(GOOGLE_CERTS_URL);
}

export interface GoogleIdentity {
  email: string;
  name: string;
}

export type GoogleIdTokenVerifier = (credential: string) => Promise<GoogleIdentity>;

/** Failures that mean "this token is not a valid one for us", as opposed to "we could not check". */
const REJECTED_TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
];

const INVALID_CREDENTIAL = 'Invalid Google credential';

async function verifiedPayload(credential: string, clientId: string, keys: GoogleKeys) {
  try {
    const { payload } = await jwtVerify(credential, keys, {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
    });
    return payload;
  } catch (error) {
    if (REJECTED_TOKEN_ERRORS.some((rejected) => error instanceof rejected)) {
      throw AppError.unauthorized(INVALID_CREDENTIAL);
    }
    // Google's keys could not be fetched: not the user's fault, and worth retrying later.
    throw AppError.notConfigured('Google sign-in is temporarily unavailable');
  }
}

/**
 * Google's display name, cut to the shop's limit and then held to the rule a sign-up name
 * follows (one line, no control characters); null when there is none or it breaks the rule.
 */
function nameOf(claim: unknown): string | null {
  if (typeof claim !== 'string') return null;
  // Cut without splitting a character written as two UTF-16 units.
  const cut = claim
    .trim()
    .slice(0, USER_NAME_MAX_LENGTH)
    .replace(/[\uD800-\uDBFF]$/, '');
  const name = signUpBodySchema.shape.userName.safeParse(cut);
  return name.success ? name.data : null;
}

/** Checks a Google ID token's signature, issuer, audience (our client id) and expiry. */
export function createGoogleIdTokenVerifier(
  clientId: string,
  keys: GoogleKeys,
): GoogleIdTokenVerifier {
  return async (credential) => {
    const payload = await verifiedPayload(credential, clientId, keys);
    const email = emailSchema.safeParse(payload.email);
    if (!email.success) throw AppError.unauthorized(INVALID_CREDENTIAL);
    // An unverified address could belong to someone else; it must not open their account.
    if (payload.email_verified !== true) {
      throw AppError.unauthorized('Your Google e-mail address is not verified');
    }
    return {
      email: email.data,
      name: nameOf(payload.name) ?? email.data.slice(0, email.data.indexOf('@')),
    };
  };
}

/** The verifier for the configured client id; null (Google sign-in off) without one. */
export function googleVerifierFor(
  clientId: string | undefined,
  keys: GoogleKeys = googlePublicKeys(),
): GoogleIdTokenVerifier | null {
  return clientId === undefined ? null : createGoogleIdTokenVerifier(clientId, keys);
}
