import { accountsEndpoints } from '@gymfuel/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';

/** POST /verify-email/resend: mails a fresh link to the caller's unverified address. */
export const resendVerification = () => callEndpoint(accountsEndpoints.resendVerification, {});

/**
 * A 409 means the address was verified meanwhile (its link opened in another tab or on the
 * phone): the user is read again, so the banner asking to verify goes instead of staying beside
 * 'Your e-mail is already verified'.
 */
export function useResendVerification() {
  const { refreshUser } = useAuth();
  return useSingleFlightMutation<Awaited<ReturnType<typeof resendVerification>>, void>({
    mutationFn: resendVerification,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT') void refreshUser();
    },
  });
}
