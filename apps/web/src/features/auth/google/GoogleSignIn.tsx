import { useClientConfig } from '../../../shared/api/get-client-config';
import { GoogleSignInButton, type GoogleSignInButtonProps } from './GoogleSignInButton';

/**
 * The Google button, only when the server has Google sign-in configured
 * (docs/architecture.md#verified-google-sign-in):
 * without a client id, or while the answer is unknown, there is no button that could only fail.
 */
export function GoogleSignIn(props: Omit<GoogleSignInButtonProps, 'clientId'>) {
  const clientId = useClientConfig().data?.googleClientId;
  return clientId ? <GoogleSignInButton clientId={clientId} {...props} /> : null;
}
