import { formatPrice, type Product } from '@gymfuel/contracts';
import { paths } from '../routing/paths';
import { ButtonLink } from './ButtonLink';
import { ProductArt } from './ProductArt';
import { ProductFacts } from './ProductFacts';
import { SoldOutBadge } from './SoldOutBadge';
import './lift-card.css';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  /** Props for the card's root, e.g. its AOS animation attributes. */
  animation?: Record<`data-aos${string}`, string>;
  /** The title's level, one below the heading the card sits under (h3 under a section's h2). */
  titleLevel?: 'h2' | 'h3';
  /** One more figure beside protein and energy, e.g. '9.6 g per ₹100' under that sort. */
  extraFact?: string;
}

/**
 * A product's card: image, title, its label in brief (diet mark, protein, energy), description,
 * price ('Sold out' beside it while the owner has it off sale) and a 'View more' button to its page.
 */
export function ProductCard({
  product,
  animation,
  titleLevel: Title = 'h3',
  extraFact,
}: ProductCardProps) {
  const titleId = `product-${product._id}-title`;
  return (
    <article className="lift-card product-card" aria-labelledby={titleId} {...animation}>
      <ProductArt
        imageUrl={product.imageUrl}
        title={product.title}
        category={product.category}
        seed={product._id}
      />
      <div className="product-card__body">
        <Title id={titleId} className="product-card__title">
          {product.title}
        </Title>
        <ProductFacts product={product} extra={extraFact} />
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__footer">
          <span className="product-card__price">{formatPrice(product.price)}</span>
          {!product.available && <SoldOutBadge />}
          <ButtonLink
            to={paths.product.getHref(product._id)}
            className="btn btn-outline product-card__link"
            aria-describedby={titleId}
          >
            View more
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
