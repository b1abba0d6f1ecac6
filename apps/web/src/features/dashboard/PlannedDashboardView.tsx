import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

/**
 * SLOT: the route element for the Orders (#6) and Favourites (#5) views until those issues
 * build them in their own features; the route registry then mounts the real view instead.
 */
export function PlannedDashboardView({ title }: { title: string }) {
  return (
    <section className="dashboard-card dashboard-prompt" aria-labelledby="planned-view-title">
      <h1 id="planned-view-title" className="dashboard-prompt__title">
        {title}
      </h1>
      <p className="dashboard-prompt__text">This part of your dashboard is on its way.</p>
      <Link to={paths.products.getHref()} className="btn btn-primary">
        Browse products
      </Link>
    </section>
  );
}
