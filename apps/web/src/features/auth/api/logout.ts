import { SERVER_MESSAGES, type sessionsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { useForgetSession } from '../../../shared/auth/useForgetSession';
import { notify } from '../../../shared/ui/notify';

export type LogoutInput = EndpointInput<typeof sessionsEndpoints.logout>;

/** POST /user/logout revokes the session on the server. */
export async function logout(input: LogoutInput) {
  const { sessionsEndpoints } = await import('../../../shared/api/first-screen-endpoints');
  return callEndpoint(sessionsEndpoints.logout, input);
}

/**
 * docs/product.md#session: send the e-mail, show the returned message as a success notice, then
 * forget the session in this browser (useForgetSession). A failed call is only logged, and the
 * browser forgets the session all the same: a user who asks to leave must never stay signed in.
 */
export function useLogout() {
  const { user } = useAuth();
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: () => {
      if (!user) throw new Error(SERVER_MESSAGES.userNotFound);
      return logout({ email: user.email });
    },
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => {
      if (!user) notify.error(SERVER_MESSAGES.userNotFound);
      console.error('Logout failed', error);
    },
    onSettled: forgetSession,
  });
}
