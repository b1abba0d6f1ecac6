import { sessionsEndpoints } from '@gymfuel/contracts';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type SignUpInput = EndpointInput<typeof sessionsEndpoints.signUp>;

/** POST /signin is the spec's sign-up. */
export const signUp = (input: SignUpInput) => callEndpoint(sessionsEndpoints.signUp, input);

/**
 * One sign-up per press: a second request of a double click is refused (409, the account now
 * exists), and its `user already exists!` would replace the first one's success.
 */
export const useSignUp = () =>
  useSingleFlightMutation<Awaited<ReturnType<typeof signUp>>, SignUpInput>({ mutationFn: signUp });
