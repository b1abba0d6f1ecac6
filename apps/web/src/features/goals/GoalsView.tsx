import { Link } from 'react-router-dom';
import { useGoals } from '../../shared/api/get-goals';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { Panel } from '../../shared/ui/Panel';
import { GoalsForm } from './GoalsForm';
import './goals.css';
import { SessionWait } from '../../shared/auth/SessionWait';

function GoalsEditor({ userId }: { userId: string }) {
  const goals = useGoals();
  if (goals.isPending) return <Loader label="Loading your goals" />;
  if (goals.isError) {
    return (
      <LoadError
        message="Your goals could not be loaded."
        onRetry={() => void goals.refetch()}
        isRetrying={goals.isFetching}
      />
    );
  }
  // Keyed by the user, so another account signing in on this tab starts from its own goals.
  return <GoalsForm key={userId} saved={goals.data} />;
}

/**
 * Not in the spec: the dashboard's Goals view. The shopper's body, activity and goal give daily
 * energy and protein targets, which the cart and checkout summaries measure each order against.
 */
export function GoalsView() {
  const { user, isLoading } = useAuth();
  return (
    <Panel title="Goals">
      {isLoading ? (
        <SessionWait />
      ) : user ? (
        <>
          <p className="panel__lead">
            Tell us about you and your training. We work out the energy and protein you need a day,
            and your cart shows how much of it each order covers.
          </p>
          <GoalsEditor userId={user._id} />
        </>
      ) : (
        <div className="goals__signed-out">
          <p>Log in to set your daily goals.</p>
          <Link to={paths.login.getHref()} className="btn btn-primary">
            Log in
          </Link>
        </div>
      )}
    </Panel>
  );
}
