import { accountsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';

/** POST /verify-email: spends the mailed token and marks its address verified. */
export const verifyEmail = (token: string) =>
  callEndpoint(accountsEndpoints.verifyEmail, { token });

/**
 * A signed-in user's own data is read again before the success shows, so the dashboard's
 * "Please verify your e-mail" banner is gone when they get there.
 */
export function useVerifyEmail() {
  const { refreshUser } = useAuth();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => refreshUser() });
}
