/** The one external script the accounts screens may load (docs/architecture.md#works-offline). */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services' `google.accounts.id` the shop uses. */
export interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      shape: 'pill';
      text: 'continue_with' | 'signup_with';
      logo_alignment: 'left';
      width: number;
    },
  ): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Loads the script once per page; a failed load can be retried by the next caller. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    };
    script.onerror = () => reject(new Error('Could not load Google Identity Services'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** docs/product.md#session: signing out also signs out of Google, if its script was ever loaded. */
export function signOutOfGoogle(): void {
  window.google?.accounts?.id?.disableAutoSelect();
}
