import type { Category, Favourite } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { ProductArt } from '../../shared/ui/ProductArt';

interface FavouriteCardProps {
  favourite: Favourite;
  /** From the catalogue, for the art's backdrop; undefined if the product was withdrawn. */
  category: Category | undefined;
  onRemove: () => void;
}

export function FavouriteCard({ favourite, category, onRemove }: FavouriteCardProps) {
  const titleId = `favourite-${favourite.proId}-title`;
  return (
    <li className="favourite-card" aria-labelledby={titleId}>
      <ProductArt
        imageUrl={favourite.imageUrl}
        title={favourite.title}
        category={category}
        seed={favourite.proId}
      />
      <div className="favourite-card__body">
        <h3 id={titleId} className="favourite-card__title">
          {favourite.title}
        </h3>
        <p className="favourite-card__description">{favourite.description}</p>
        <div className="favourite-card__actions">
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
