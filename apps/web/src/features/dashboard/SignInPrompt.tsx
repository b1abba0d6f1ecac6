import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { Avatar } from '../../shared/ui/Avatar';
import '../../shared/ui/panel.css';

/** docs/product.md#dashboard-view: a visitor is asked to log in, with a link to /login. */
export function SignInPrompt() {
  return (
    <section className="panel dashboard-prompt" aria-labelledby="dashboard-prompt-title">
      <Avatar photo="" name="Guest" size={88} />
      <h1 id="dashboard-prompt-title" className="dashboard-prompt__title">
        Dashboard
      </h1>
      <p className="dashboard-prompt__text">
        Please log in to see your profile, orders and favourites.
      </p>
      <Link to={paths.login.getHref()} className="btn btn-primary">
        Log in
      </Link>
      <p className="dashboard-prompt__signup">
        New to GymFuel? <Link to={paths.signup.getHref()}>Create an account</Link>
      </p>
    </section>
  );
}
