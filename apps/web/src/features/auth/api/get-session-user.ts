import type { PublicUser } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/client';
import { forgetStoredSession, type StoredSession } from '../stored-session';

/** Answers meaning the stored record names no live session: keeping it would only repeat the failure. */
const DEAD_SESSION_STATUSES = new Set([400, 401, 403, 404]);

/** No answer arrived (offline, or the server out of reach): who is signed in is unknown. */
export const isUnreachable = (error: unknown) =>
  error instanceof ApiError && error.code === 'NETWORK';

/**
 * POST /getuser with the stored e-mail and session id (the cookie proves the session).
 * A failed check is logged and treated as signed out (docs/product.md#session). An answer saying
 * "no user" resolves to null; a check that reached no server is thrown (an ApiError with code
 * NETWORK, see isUnreachable), so it is not kept as "signed out" and is made again once the
 * browser is back online.
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
    if (isUnreachable(error)) throw error;
    if (error instanceof ApiError && DEAD_SESSION_STATUSES.has(error.status)) forgetStoredSession();
    return null;
  }
}

/** Resolves once the browser says it has a network (at once if it has); rejects when aborted. */
function untilOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (navigator.onLine) return resolve();
    const online = () => {
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      window.removeEventListener('online', online);
      reject(signal.reason);
    };
    window.addEventListener('online', online, { once: true });
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * The check at app start. Offline it cannot be answered, so it waits for the network and asks
 * then: meanwhile who is signed in is unknown, as while any check runs, rather than a visitor
 * (a signed-in shopper opening /cart from the installed app is not sent to log in).
 */
async function checkStoredSession(stored: StoredSession, signal: AbortSignal) {
  for (;;) {
    try {
      return await getSessionUser(stored, signal);
    } catch (error) {
      if (!isUnreachable(error) || navigator.onLine) throw error;
      await untilOnline(signal);
    }
  }
}

/** With no stored record there is nothing to check (docs/product.md#session): the query idles. */
export const getSessionUserQueryOptions = (stored: StoredSession | null) =>
  queryOptions({
    queryKey: ['session-user', stored?.email ?? null, stored?.sessionId ?? null],
    queryFn: stored ? ({ signal }) => checkStoredSession(stored, signal) : skipToken,
    staleTime: Infinity,
    retry: false,
    // A check that reached no server holds no data, so it is stale and made again on reconnect.
    refetchOnReconnect: true,
  });

/**
 * The stored session's check. One that reached no server is made again when the browser comes
 * back online: TanStack's onlineManager only hears that when it heard the network go, and a page
 * opened offline (the menu, from the service worker) never hears 'offline'.
 */
export function useSessionUser(stored: StoredSession | null) {
  const query = useQuery(getSessionUserQueryOptions(stored));
  const unreachable = query.isError && isUnreachable(query.error);
  const { refetch } = query;
  useEffect(() => {
    if (!unreachable) return;
    const recheck = () => void refetch({ cancelRefetch: false });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [unreachable, refetch]);
  return query;
}
