import { Panel } from '../../shared/ui/Panel';
import { ProfileForm } from './ProfileForm';
import { SignedInView } from './SignedInView';
import { SignOutEverywhere } from './SignOutEverywhere';

export function ProfileView() {
  return (
    <SignedInView>
      {(user) => (
        <Panel title="Profile">
          <p className="panel__lead">
            Keep your details up to date, so every delivery reaches you.
          </p>
          <ProfileForm key={user._id} user={user} />
          <SignOutEverywhere />
        </Panel>
      )}
    </SignedInView>
  );
}
