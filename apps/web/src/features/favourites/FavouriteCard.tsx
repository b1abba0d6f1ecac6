import { formatPrice, type Favourite, type Product } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useAddToCart } from '../../shared/cart/useAddToCart';
import { paths } from '../../shared/routing/paths';
import { ProductArt } from '../../shared/ui/ProductArt';
import { ProductFacts } from '../../shared/ui/ProductFacts';
import { SoldOutBadge } from '../../shared/ui/SoldOutBadge';

interface FavouriteCardProps {
  favourite: Favourite;
  /** The favourite as the catalogue has it now; undefined if it was withdrawn or is loading. */
  product: Product | undefined;
  onRemove: () => void;
}

/**
 * A favourite with its label in brief, price and Add to Cart, as long as the catalogue still
 * offers it.
 */
export function FavouriteCard({ favourite, product, onRemove }: FavouriteCardProps) {
  const titleId = `favourite-${favourite.proId}-title`;
  const addToCart = useAddToCart();
  return (
    <li className="favourite-card" aria-labelledby={titleId}>
      <ProductArt
        imageUrl={favourite.imageUrl}
        title={favourite.title}
        category={product?.category}
        seed={favourite.proId}
      />
      <div className="favourite-card__body">
        {/* The view's title is the h1 right above the cards. */}
        <h2 id={titleId} className="favourite-card__title">
          {favourite.title}
        </h2>
        {/* A favourite carries no label: it comes from the catalogue, joined by proId. */}
        <ProductFacts product={product} />
        <p className="favourite-card__description">{favourite.description}</p>
        {product && (
          <p className="favourite-card__price">
            {formatPrice(product.price)} {!product.available && <SoldOutBadge />}
          </p>
        )}
        <div className="favourite-card__actions">
          {product && (
            <button
              type="button"
              className="btn btn-primary favourite-card__add"
              aria-describedby={titleId}
              disabled={!product.available || addToCart.isPending}
              onClick={() => addToCart.mutate(product._id)}
            >
              Add to Cart
            </button>
          )}
          <Link
            to={paths.product.getHref(favourite.proId)}
            className="btn btn-outline favourite-card__view"
            aria-describedby={titleId}
          >
            View product
          </Link>
          <button
            type="button"
            className="btn btn-ghost"
            aria-describedby={titleId}
            onClick={onRemove}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
