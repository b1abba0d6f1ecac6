import { useId } from 'react';
import { failureMessageOf } from '../../shared/api/failure-message';
import { useAuth } from '../../shared/auth/auth-context';
import { useResendVerification } from './api/resend-verification';

/**
 * Above every dashboard view while the signed-in user's e-mail is unverified: order e-mails go
 * only to verified addresses, so the way to a fresh link is kept in sight.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const titleId = useId();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  return (
    <section className="verify-banner" aria-labelledby={titleId}>
      <div className="verify-banner__body">
        <p id={titleId} className="verify-banner__title">
          Please verify your e-mail
        </p>
        <p className="verify-banner__text">
          Open the link we sent to <strong>{user.email}</strong> to confirm it is yours, so your
          order updates can reach you.
        </p>
        {resend.isSuccess && (
          <p className="verify-banner__outcome" role="status">
            {resend.data.message}
          </p>
        )}
        {resend.isError && (
          <p className="verify-banner__outcome verify-banner__outcome--problem" role="alert">
            {failureMessageOf(resend.error)}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-outline verify-banner__resend"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Resend e-mail'}
      </button>
    </section>
  );
}
