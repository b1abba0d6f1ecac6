import { productArtUrl } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

const HIGHLIGHTS = ['Protein-rich recipes', 'Cooked fresh every morning', 'Delivered to your gym'];

/** The decorative art around the hero's disc: where each sits, and which emoji art it shows. */
const HERO_ART = [
  { placement: 'main', codePoint: '1f964' },
  { placement: 'bowl', codePoint: '1f957' },
  { placement: 'fruit', codePoint: '1f34c' },
  { placement: 'berry', codePoint: '1f353' },
] as const;

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <span className="eyebrow">Healthy food for gym-goers</span>
          <h1 id="hero-title" className="hero__title">
            Fuel your training with food that{' '}
            <span className="hero__highlight">works as hard as you do</span>
          </h1>
          <p className="hero__lead">
            Protein-rich smoothies, shakes, appetizers and fresh meals, made by nutrition-minded
            chefs and delivered straight to your gym.
          </p>
          <div className="hero__actions">
            <Link to={paths.products.getHref()} className="btn btn-accent hero__cta">
              Shop Now
            </Link>
          </div>
          <ul className="hero__points">
            {HIGHLIGHTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>

        <div className="hero__visual" aria-hidden="true">
          <div className="hero__disc" />
          {HERO_ART.map(({ placement, codePoint }) => (
            <img
              key={placement}
              className={`hero__art hero__art--${placement}`}
              src={productArtUrl(codePoint)}
              alt=""
              width={256}
              height={256}
              // The first screen's largest paint on a phone: preloaded from <head> ahead of the
              // cards' art, not found only when the page is laid out.
              fetchPriority="high"
            />
          ))}
          <div className="hero__badge">
            <strong>Free delivery</strong>
            <span>when you sign up</span>
          </div>
        </div>
      </div>
    </section>
  );
}
