import type { GoogleSignInButtonProps } from './GoogleSignInButton';

/** TEMPORARY until GET /config lands in the contracts: Google sign-in reads as not configured. */
export function GoogleSignIn(_props: Omit<GoogleSignInButtonProps, 'clientId'>) {
  return null;
}
