import { sessionsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type GoogleSignInInput = EndpointInput<typeof sessionsEndpoints.googleSignIn>;

/** POST /oauth with the Google ID token; the server verifies it and reads e-mail and name from it. */
export const googleSignIn = (input: GoogleSignInInput) =>
  callEndpoint(sessionsEndpoints.googleSignIn, input);

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
