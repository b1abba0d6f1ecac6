import { sessionsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type LoginInput = EndpointInput<typeof sessionsEndpoints.login>;

/** POST /login: the web never puts the password in a query string (GET /login). */
export const login = (input: LoginInput) => callEndpoint(sessionsEndpoints.login, input);

export const useLogin = () => useMutation({ mutationFn: login });
