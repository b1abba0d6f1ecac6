import { randomBytes } from 'node:crypto';
import { endpoints, type EndpointBody, type PublicUser, type Role } from '@gymfuel/contracts';
import type { Express } from 'express';
import type { Response } from 'supertest';
import type { Models } from '../db/models.js';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { call, expectSuccess } from './contract.js';

export const TEST_PASSWORD = 'correct horse battery';

export interface SignedInUser {
  user: PublicUser;
  password: string;
  /** The session JWT, for `Authorization: Bearer …`. */
  token: string;
  /** `gf_session=<jwt>`, for `.set('Cookie', …)`. */
  cookie: string;
}

/** A fresh, unique e-mail, so test files never collide on the unique index. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.in`;
}

/** The session JWT a response set in its cookie; fails the test when there is none. */
export function sessionTokenOf(response: Response): string {
  const setCookie = response.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = setCookie?.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error('The response set no session cookie');
  return cookie.slice(SESSION_COOKIE.length + 1, cookie.indexOf(';'));
}

/** Signs a new user up through POST /signin and returns everything needed to act as them. */
export async function signUpUser(
  app: Express,
  overrides: Partial<EndpointBody<typeof endpoints.signUp>> = {},
): Promise<SignedInUser> {
  const body = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    userName: 'Asha Kapoor',
    phoneNumber: '9876543210',
    ...overrides,
  };
  const response = await call(app, endpoints.signUp, body);
  const { data: user } = expectSuccess(endpoints.signUp, response, 201);
  const token = sessionTokenOf(response);
  return { user, password: body.password, token, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * A user whose e-mail counts as verified, and with the given role (granted as the ops CLI
 * would). Verification itself is tested through its link in the accounts suite; here it is
 * set up directly.
 */
export async function signUpVerifiedUser(
  app: Express,
  models: Pick<Models, 'User'>,
  role: Role = 'customer',
  overrides: Partial<EndpointBody<typeof endpoints.signUp>> = {},
): Promise<SignedInUser> {
  const account = await signUpUser(app, overrides);
  await models.User.updateOne({ _id: account.user._id }, { $set: { emailVerified: true, role } });
  return { ...account, user: { ...account.user, emailVerified: true, role } };
}

/** An owner gives the account at `email` a role, through the console's endpoint. */
export async function grantRoleAs(
  app: Express,
  owner: SignedInUser,
  email: string,
  role: Role,
): Promise<void> {
  expectSuccess(
    endpoints.setStaffRole,
    await call(app, endpoints.setStaffRole, { email, role }).set('Cookie', owner.cookie),
  );
}
