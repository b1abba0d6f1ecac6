import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { Avatar } from '../../shared/ui/Avatar';
import '../../shared/ui/panel.css';
import { DASHBOARD_VIEW_PATHS, DashboardIcon } from './dashboard-views';
import { SignedInView } from './SignedInView';

const SHORTCUTS = [
  {
    title: 'Profile',
    text: 'Update your name, e-mail, phone and avatar.',
    to: DASHBOARD_VIEW_PATHS.profile,
    icon: 'profile',
  },
  {
    title: 'Orders',
    text: 'Follow, track and cancel your orders.',
    to: DASHBOARD_VIEW_PATHS.orders,
    icon: 'orders',
  },
  {
    title: 'Favourites',
    text: 'The products you love, one tap away.',
    to: DASHBOARD_VIEW_PATHS.favourites,
    icon: 'favourites',
  },
  {
    title: 'Shop',
    text: 'Smoothies, shakes, appetizers and meals.',
    to: paths.products.getHref(),
    icon: 'shop',
  },
] as const;

/** The dashboard's first view: greets the user by name (docs/product.md#dashboard-view). */
export function DashboardHomeView() {
  return (
    <SignedInView>
      {(user) => (
        <section className="dashboard-home" aria-labelledby="dashboard-title">
          <div className="panel dashboard-home__hero">
            <div>
              <p className="eyebrow">Your dashboard</p>
              <h1 id="dashboard-title" className="dashboard-home__greeting">
                Hello, {user.userName}!
              </h1>
              <p className="dashboard-home__lead">
                Good to see you. Everything for your next order is right here.
              </p>
            </div>
            <Avatar photo={user.userPhoto} name={user.userName} size={104} />
          </div>
          <ul className="dashboard-home__shortcuts">
            {SHORTCUTS.map((shortcut) => (
              <li key={shortcut.title}>
                <Link to={shortcut.to} className="dashboard-shortcut">
                  <span className="dashboard-shortcut__icon">
                    <DashboardIcon name={shortcut.icon} size={24} />
                  </span>
                  <span className="dashboard-shortcut__title">{shortcut.title}</span>
                  <span className="dashboard-shortcut__text">{shortcut.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </SignedInView>
  );
}
