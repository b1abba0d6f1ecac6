import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './session-token.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const CLAIMS = { userId: '64b7f0c2a1b2c3d4e5f60718', sessionId: 'public-session-id' };

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('session tokens', () => {
  it('round-trips the user and session ids', () => {
    expect(verifySessionToken(signSessionToken(CLAIMS, SECRET), SECRET)).toEqual(CLAIMS);
  });

  it('expires after 7 days and names its algorithm HS256', () => {
    const token = signSessionToken(CLAIMS, SECRET);
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
  });

  it('refuses a token signed with another secret', () => {
    const token = signSessionToken(CLAIMS, 'another-secret-that-is-also-long-enough');
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('refuses an expired token', () => {
    const token = jwt.sign({ sid: CLAIMS.sessionId, exp: nowSeconds() - 10 }, SECRET, {
      algorithm: 'HS256',
      subject: CLAIMS.userId,
    });
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('refuses an unsigned token (alg: none)', () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: CLAIMS.userId,
      sid: CLAIMS.sessionId,
      exp: nowSeconds() + 3600,
    })}.`;
    expect(verifySessionToken(token, SECRET)).toBeNull();
  });

  it('refuses a token whose payload was edited after signing', () => {
    const [header, , signature] = signSessionToken(CLAIMS, SECRET).split('.');
    const forgedPayload = base64url({
      sub: '64b7f0c2a1b2c3d4e5f60799',
      sid: CLAIMS.sessionId,
      exp: nowSeconds() + 3600,
    });
    expect(verifySessionToken(`${header}.${forgedPayload}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses another HMAC algorithm even with the right secret', () => {
    const header = base64url({ alg: 'HS512', typ: 'JWT' });
    const payload = base64url({
      sub: CLAIMS.userId,
      sid: CLAIMS.sessionId,
      exp: nowSeconds() + 3600,
    });
    const signature = createHmac('sha512', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(verifySessionToken(`${header}.${payload}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses a genuine token that lacks the session claims', () => {
    expect(
      verifySessionToken(jwt.sign({ sub: CLAIMS.userId }, SECRET, { algorithm: 'HS256' }), SECRET),
    ).toBeNull();
    expect(
      verifySessionToken(jwt.sign('a bare string', SECRET, { algorithm: 'HS256' }), SECRET),
    ).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const garbage of ['', 'abc', 'a.b.c', '....', 'eyJ.eyJ.eyJ']) {
      expect(verifySessionToken(garbage, SECRET)).toBeNull();
    }
  });
});
