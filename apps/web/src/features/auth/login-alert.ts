import { SERVER_MESSAGES } from '@gymfuel/contracts';
import { ApiError } from '../../shared/api/api-error';

/** What the login alert says for each server message (docs/product.md#login). */
export const LOGIN_ALERTS = {
  userNotFound: 'User not found',
  incorrectPassword: 'Incorrect Password',
  /** Not in the spec: anything unexpected (a 500, a garbled answer). */
  unexpected: 'Something went wrong!',
} as const;

/** Failures whose own message is the clearest thing to show (e.g. the 429's "try again later"). */
const SELF_EXPLAINING = new Set<ApiError['code']>(['TOO_MANY_REQUESTS', 'BAD_REQUEST', 'NETWORK']);

export function loginAlertFor(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_ALERTS.unexpected;
  if (error.message === SERVER_MESSAGES.userNotFound) return LOGIN_ALERTS.userNotFound;
  if (error.message === SERVER_MESSAGES.wrongPassword) return LOGIN_ALERTS.incorrectPassword;
  return SELF_EXPLAINING.has(error.code) ? error.message : LOGIN_ALERTS.unexpected;
}
