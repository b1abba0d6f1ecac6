import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@gymfuel/contracts';
import { ApiError } from '../../shared/api/api-error';

/** The profile screen's notices (docs/product.md#profile). */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated!',
  userNotFound: 'User not found!',
  failed: 'Something went wrong!',
} as const;

export function profileFailureFor(error: unknown): string {
  if (!(error instanceof ApiError)) return PROFILE_MESSAGES.failed;
  if (error.message === SERVER_MESSAGES.userNotFound) return PROFILE_MESSAGES.userNotFound;
  // Not in the spec: an e-mail another account holds (409), the rate limit (429) and a new e-mail
  // without the right current password (403) say exactly what to change, which a bare
  // 'Something went wrong!' would hide.
  if (error.code === 'CONFLICT' || error.code === 'TOO_MANY_REQUESTS') return error.message;
  if (error.message === ACCOUNT_MESSAGES.confirmPasswordForEmail) return error.message;
  // A refusal of the request itself (fields it names are shown at those fields instead).
  if (error.code === 'BAD_REQUEST') return error.message;
  return PROFILE_MESSAGES.failed;
}
