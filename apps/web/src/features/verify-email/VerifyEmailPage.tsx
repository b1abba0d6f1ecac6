import { ACCOUNT_MESSAGES } from '@gymfuel/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureMessageOf } from '../../shared/api/failure-message';
import { useAuth } from '../../shared/auth/auth-context';
import { Loader } from '../../shared/ui/Loader';
import { useVerifyEmail } from './api/verify-email';
import { VerificationFailed, VerificationSucceeded } from './VerificationResult';
import './verify-email.css';

/**
 * Where the link mailed at sign-up (and after an e-mail change) lands: /verify-email?token=….
 * The token is sent once per visit, as soon as the page knows who is signed in.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { isLoading } = useAuth();
  const { mutate: verify, status, error } = useVerifyEmail();
  // A link works once: StrictMode's second run of the effect must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    // After the stored-session check, so the refresh on success knows whose data to read.
    if (!token || isLoading || sent.current) return;
    sent.current = true;
    verify(token);
  }, [token, isLoading, verify]);

  if (!token) return <VerificationFailed message={ACCOUNT_MESSAGES.linkExpired} />;
  if (status === 'success') return <VerificationSucceeded />;
  if (status === 'error') return <VerificationFailed message={failureMessageOf(error)} />;
  return <Loader fullScreen label="Verifying your e-mail" />;
}
