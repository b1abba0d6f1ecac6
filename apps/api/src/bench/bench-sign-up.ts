import { SESSION_COOKIE } from '../http/session-cookie.js';
import type { JsonClient } from './json-client.js';

/**
 * Signs a benchmark shopper up through POST /signin and returns the session JWT its cookie
 * carries. Done before any measured window: bcrypt is slow on purpose.
 */
export async function signUpForBench(
  api: JsonClient,
  email: string,
  userName: string,
): Promise<string> {
  const response = await api.send('POST', '/signin', {
    email,
    password: 'bench-password-123',
    userName,
    phoneNumber: '9876543210',
  });
  const prefix = `${SESSION_COOKIE}=`;
  const cookie = response.headers['set-cookie']?.find((line) => line.startsWith(prefix));
  if (cookie === undefined) throw new Error('sign-up set no session cookie');
  return cookie.slice(prefix.length, cookie.indexOf(';'));
}
