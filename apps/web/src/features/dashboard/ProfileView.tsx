import { ProfileForm } from './ProfileForm';
import { SignedInView } from './SignedInView';

export function ProfileView() {
  return (
    <SignedInView>
      {(user) => (
        <section className="dashboard-card" aria-labelledby="profile-title">
          <h1 id="profile-title" className="dashboard-card__title">
            Profile
          </h1>
          <p className="dashboard-card__lead">
            Keep your details up to date, so every delivery reaches you.
          </p>
          <ProfileForm key={user._id} user={user} />
        </section>
      )}
    </SignedInView>
  );
}
