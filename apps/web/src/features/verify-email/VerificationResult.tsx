import { ACCOUNT_MESSAGES } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/panel.css';

interface ResultCardProps {
  tone: 'success' | 'failure';
  title: string;
  children: ReactNode;
}

function ResultCard({ tone, title, children }: ResultCardProps) {
  return (
    <div className="page verify-email">
      <section
        className={`panel verify-email__card verify-email__card--${tone}`}
        aria-labelledby="verify-email-title"
      >
        <span className="verify-email__icon" aria-hidden="true">
          {tone === 'success' ? '✓' : '!'}
        </span>
        <h1 id="verify-email-title" className="verify-email__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/** Next stop: the dashboard for a signed-in user, the login for anyone else. */
export function VerificationSucceeded() {
  const { isAuthenticated } = useAuth();
  return (
    <ResultCard tone="success" title={ACCOUNT_MESSAGES.emailVerified}>
      <p className="verify-email__text" role="status">
        Thank you: your address is confirmed, so order updates and receipts can reach you.
      </p>
      {isAuthenticated ? (
        <Link to={paths.dashboard.getHref()} className="btn btn-primary">
          Go to your dashboard
        </Link>
      ) : (
        <Link to={paths.login.getHref()} className="btn btn-primary">
          Log in
        </Link>
      )}
    </ResultCard>
  );
}

export function VerificationFailed({ message }: { message: string }) {
  return (
    <ResultCard tone="failure" title="We could not verify your e-mail">
      <p className="verify-email__text verify-email__text--problem" role="alert">
        {message}
      </p>
      <p className="verify-email__hint">
        You can ask for a new link from your dashboard: choose Resend e-mail on its banner.
      </p>
      <Link to={paths.dashboard.getHref()} className="btn btn-primary">
        Go to your dashboard
      </Link>
    </ResultCard>
  );
}
