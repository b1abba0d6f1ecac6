import { ApiError } from './api-error';

/** Not in the spec: what a screen says when the server's own words would not help. */
export const UNEXPECTED_FAILURE = 'Something went wrong!';

/**
 * The server's message when it tells the user what to do: a 4xx names what was wrong (a spent
 * link, a rate limit, a password to confirm) and a network failure says the server is out of
 * reach. A 500 or a garbled answer gets the generic message instead.
 */
export function failureMessageOf(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'BAD_RESPONSE') return UNEXPECTED_FAILURE;
  const actionable = error.code === 'NETWORK' || (error.status >= 400 && error.status < 500);
  return actionable ? error.message : UNEXPECTED_FAILURE;
}
