import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { GoogleKeys } from '../modules/sessions/google-id-token.js';

export const TEST_GOOGLE_CLIENT_ID = 'gymfuel-test.apps.googleusercontent.com';
const KEY_ID = 'test-key';

export interface IdTokenOptions {
  issuer?: string;
  audience?: string;
  /** Seconds since the epoch, or a span such as '1h'. */
  expiresAt?: number | string;
  /** Sign with a key Google's JWKS does not hold (a forgery). */
  foreignKey?: boolean;
}

export interface FakeGoogle {
  /** Pass to the app as `googleKeys`: the JWKS holding the fake Google's public key. */
  keys: GoogleKeys;
  /** An ID token as Google would issue it for our client id; claims and options override. */
  idToken(claims?: JWTPayload, options?: IdTokenOptions): Promise<string>;
}

/** A stand-in for Google's signing keys, made with jose on the spot: Google sign-in tested offline. */
export async function createFakeGoogle(): Promise<FakeGoogle> {
  const google = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const publicJwk = {
    ...(await exportJWK(google.publicKey)),
    kid: KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  return {
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    idToken: (claims = {}, options = {}) =>
      new SignJWT({
        email: 'asha@example.in',
        email_verified: true,
        name: 'Asha Kapoor',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
        .setSubject('110248495921238986420')
        .setIssuedAt()
        .setExpirationTime(options.expiresAt ?? '1h')
        .sign(options.foreignKey ? stranger.privateKey : google.privateKey),
  };
}
