import type { PublicUser } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/client';
import { forgetStoredSession, type StoredSession } from '../stored-session';

/** Answers meaning the stored record names no live session: keeping it would only repeat the failure. */
const DEAD_SESSION_STATUSES = new Set([400, 401, 403, 404]);

/**
 * POST /getuser with the stored e-mail and session id (the cookie proves the session).
 * A failed check is logged and treated as signed out, so this never throws
 * (docs/product.md#session).
 */
export async function getSessionUser(
  stored: StoredSession,
  signal?: AbortSignal,
): Promise<PublicUser | null> {
  try {
    const { usersEndpoints } = await import('../../../shared/api/first-screen-endpoints');
    const { data } = await callEndpoint(usersEndpoints.getUser, stored, { signal });
    return data;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Could not restore the stored session', error);
    if (error instanceof ApiError && DEAD_SESSION_STATUSES.has(error.status)) forgetStoredSession();
    return null;
  }
}

/** With no stored record there is nothing to check (docs/product.md#session): the query idles. */
export const getSessionUserQueryOptions = (stored: StoredSession | null) =>
  queryOptions({
    queryKey: ['session-user', stored?.email ?? null, stored?.sessionId ?? null],
    queryFn: stored ? ({ signal }) => getSessionUser(stored, signal) : skipToken,
    staleTime: Infinity,
    retry: false,
  });

export const useSessionUser = (stored: StoredSession | null) =>
  useQuery(getSessionUserQueryOptions(stored));
