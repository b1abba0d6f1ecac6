import type { PublicUser } from '@gymfuel/contracts';
import type { StubReply } from './fetch-stub';
import { objectId } from './fixtures';

/** A verified customer unless told otherwise: the banner and staff links are opt-in per test. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    _id: objectId(),
    email: 'asha@example.com',
    sessionId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    userName: 'Asha Rao',
    phoneNumber: '9876543210',
    address: '',
    userPhoto: 'avatar-2',
    emailVerified: true,
    role: 'customer',
    ...overrides,
  };
}

/**
 * Makes the next app start find a stored session for `user` (localStorage 'auth', as a
 * reload after login would). Route the returned reply at 'POST /getuser'.
 */
export function storeSessionOf(user: PublicUser): StubReply {
  window.localStorage.setItem(
    'auth',
    JSON.stringify({ email: user.email, sessionId: user.sessionId }),
  );
  return { body: { success: true, data: user } };
}

/** The API's error envelope, as the stub should answer a failure. */
export function apiFailure(status: number, code: string, message: string): StubReply {
  return { status, body: { success: false, message, code } };
}
