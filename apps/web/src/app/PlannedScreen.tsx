import { Link } from 'react-router-dom';
import { paths } from '../shared/routing/paths';

/**
 * Route element for screens that later issues build (accounts #4, shopping #5, payments #6).
 * It exists so the route table of spec section 2 is complete today; it is not a screen.
 */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="planned-title">
      <h1 id="planned-title" className="page-title">
        {title}
      </h1>
      <p className="page-lead">This part of GymFuel is on its way.</p>
      <Link to={paths.products.getHref()} className="btn btn-primary">
        Browse products
      </Link>
    </section>
  );
}
