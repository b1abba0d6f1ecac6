import { useAuth } from '../../shared/auth/auth-context';
import { isStaff } from '../../shared/auth/roles';
import { Loader } from '../../shared/ui/Loader';
import { Panel } from '../../shared/ui/Panel';
import { SignInPrompt } from '../../shared/ui/SignInPrompt';
import { AdvanceOrderForm } from './AdvanceOrderForm';
import './admin.css';

/**
 * /admin, the operator console: staff and owners only. The server guards every tool on its own
 * (auth 'staff'); this screen only spares a customer a form that would be refused.
 */
export function AdminPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loader fullScreen />;
  return (
    <div className="page admin">
      {!user ? (
        <SignInPrompt
          title="Operator console"
          text="Please log in with your staff account to run the shop."
        />
      ) : !isStaff(user) ? (
        <Panel title="Operator console">
          <p className="admin__refusal" role="alert">
            Only staff can open the operator console
          </p>
        </Panel>
      ) : (
        <Panel title="Operator console">
          <p className="panel__lead">The tools for running the shop.</p>
          <AdvanceOrderForm />
        </Panel>
      )}
    </div>
  );
}
