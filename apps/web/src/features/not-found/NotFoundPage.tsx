import { productArtUrl } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="not-found page" aria-labelledby="not-found-title">
      <div className="not-found__art" aria-hidden="true">
        <span className="not-found__code">4</span>
        <img src={productArtUrl('1f963')} alt="" width={140} height={140} />
        <span className="not-found__code">4</span>
      </div>
      <h1 id="not-found-title" className="not-found__title">
        Oops, something went wrong.
      </h1>
      <p className="not-found__text">Sorry, we couldn't find your page.</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
