import type { Product } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { cardAnimation, type CardEntrance } from '../../shared/ui/animation';
import { ProductCard } from '../../shared/ui/ProductCard';

interface HomeProductSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  products: readonly Product[];
  entranceFor: (index: number) => CardEntrance;
  footer?: ReactNode;
  tone?: 'plain' | 'tinted';
}

export function HomeProductSection({
  id,
  eyebrow,
  title,
  lead,
  products,
  entranceFor,
  footer,
  tone = 'plain',
}: HomeProductSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={titleId}>
      <div className="home-section__inner">
        <header className="home-section__header">
          <span className="eyebrow">{eyebrow}</span>
          <h2 id={titleId}>{title}</h2>
          <p className="home-section__lead">{lead}</p>
        </header>
        {products.length > 0 ? (
          <div className="card-grid home-section__grid">
            {products.map((product, index) => (
              <ProductCard
                key={product._id}
                product={product}
                animation={cardAnimation(entranceFor(index))}
              />
            ))}
          </div>
        ) : (
          <p className="home-section__empty">Fresh picks are on their way. Check back soon.</p>
        )}
        {footer}
      </div>
    </section>
  );
}
