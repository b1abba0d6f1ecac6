import { sessionsEndpoints } from '@gymfuel/contracts';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type LoginInput = EndpointInput<typeof sessionsEndpoints.login>;

/** POST /login: the web never puts the password in a query string (GET /login). */
export const login = (input: LoginInput) => callEndpoint(sessionsEndpoints.login, input);

/**
 * One login per press: a double click would open two sessions, and the cookie could name one
 * while localStorage 'auth' names the other, signing the shopper out at the next reload.
 */
export const useLogin = () =>
  useSingleFlightMutation<Awaited<ReturnType<typeof login>>, LoginInput>({ mutationFn: login });
