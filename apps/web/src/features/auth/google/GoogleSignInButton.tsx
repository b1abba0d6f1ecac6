import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { notify } from '../../../shared/ui/notify';
import { useGoogleSignIn } from '../api/google-sign-in';
import { loadGoogleIdentity } from './google-identity';

/** The Google sign-in's two notices (docs/product.md#login). */
export const GOOGLE_SIGN_IN_MESSAGES = {
  success: 'Login Successful',
  failure: 'Login Failed',
} as const;

export interface GoogleSignInButtonProps {
  clientId: string;
  /** Google's wording for the button it draws. */
  text: 'continue_with' | 'signup_with';
  /** Our wording ('Continue with Google', 'Sign up with Google'), shown until Google's is drawn. */
  label: string;
}

const BUTTON_WIDTH = { min: 220, max: 400 };

/**
 * Google draws its own button (an iframe) into the slot; the ID token it hands back goes to
 * POST /oauth, which verifies it. If the script cannot load (offline), the button disappears.
 */
export function GoogleSignInButton({ clientId, text, label }: GoogleSignInButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'unavailable'>('loading');
  const { setUser } = useAuth();
  const googleSignIn = useGoogleSignIn();

  const onCredential = useEffectEvent((credential: string | undefined) => {
    if (!credential) {
      notify.error(GOOGLE_SIGN_IN_MESSAGES.failure);
      return;
    }
    googleSignIn.mutate(
      { credential },
      {
        onSuccess: ({ data }) => {
          notify.success(GOOGLE_SIGN_IN_MESSAGES.success);
          setUser(data);
        },
        onError: (error) => {
          console.error('Google sign-in failed', error);
          notify.error(GOOGLE_SIGN_IN_MESSAGES.failure);
        },
      },
    );
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (identity) => {
        const parent = slot.current;
        if (!active || !parent) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => onCredential(credential),
        });
        const width = Math.min(BUTTON_WIDTH.max, Math.max(BUTTON_WIDTH.min, parent.offsetWidth));
        identity.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text,
          logo_alignment: 'left',
          width,
        });
        setState('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState('unavailable');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, text]);

  if (state === 'unavailable') return null;
  return (
    <div className="auth__google">
      {state === 'loading' && (
        <button type="button" className="btn btn-ghost auth__google-placeholder" disabled>
          {label}
        </button>
      )}
      <div ref={slot} className="auth__google-slot" />
      <p className="auth__divider">
        <span>or</span>
      </p>
    </div>
  );
}
