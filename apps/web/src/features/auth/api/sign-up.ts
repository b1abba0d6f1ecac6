import { sessionsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type SignUpInput = EndpointInput<typeof sessionsEndpoints.signUp>;

/** POST /signin is the spec's sign-up. */
export const signUp = (input: SignUpInput) => callEndpoint(sessionsEndpoints.signUp, input);

export const useSignUp = () => useMutation({ mutationFn: signUp });
