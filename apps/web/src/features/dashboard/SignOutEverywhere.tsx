import { useId } from 'react';
import { useLogoutAll } from './api/logout-all';

/** For a lost phone or a shared computer: ends the account's sessions on every device. */
export function SignOutEverywhere() {
  const titleId = useId();
  const logoutAll = useLogoutAll();
  return (
    <section className="sign-out-everywhere" aria-labelledby={titleId}>
      <h2 id={titleId} className="sign-out-everywhere__title">
        Your devices
      </h2>
      <p className="sign-out-everywhere__text">
        Signed in on a phone you lost or a shared computer? End every session of your account, this
        one included.
      </p>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={logoutAll.isPending}
        onClick={() => logoutAll.mutate()}
      >
        {logoutAll.isPending ? 'Signing out…' : 'Sign out of all devices'}
      </button>
    </section>
  );
}
