import { endpoints, SERVER_MESSAGES } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';
import { paths } from '../../../shared/routing/paths';
import { notify } from '../../../shared/ui/notify';
import { signOutOfGoogle } from '../google/google-identity';

export type LogoutInput = EndpointInput<typeof endpoints.logout>;

/** POST /user/logout revokes the session on the server. */
export const logout = (input: LogoutInput) => callEndpoint(endpoints.logout, input);

/**
 * docs/product.md#session: send the e-mail, show the returned message as a success notice, clear
 * all of localStorage, sign out of Google and clear the user. A failed call is only logged, and the
 * browser forgets the session all the same: a user who asks to leave must never stay signed in.
 * The whole query cache goes too, so nothing of this user's (cart, orders…) is shown to the next,
 * and the browser goes home: staying on a signed-in screen would greet the leaver with
 * 'Please login first!'.
 */
export function useLogout() {
  const { user, setUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
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
    onSettled: async () => {
      window.localStorage.clear();
      signOutOfGoogle();
      // The user is cleared only once home is shown (flushSync: the router would otherwise render
      // it in a transition, after the signed-in screen being left had reacted to the logout).
      await navigate(paths.home.getHref(), { flushSync: true });
      setUser(null);
      queryClient.clear();
    },
  });
}
