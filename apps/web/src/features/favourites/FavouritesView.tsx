import type { Product } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { useAuth } from '../../shared/auth/auth-context';
import { useFavourites } from '../../shared/favourites/useFavourites';
import { paths } from '../../shared/routing/paths';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { notify } from '../../shared/ui/notify';
import { Panel } from '../../shared/ui/Panel';
import { FavouriteCard } from './FavouriteCard';
import './favourites.css';
import { SessionWait } from '../../shared/auth/SessionWait';

export const FAVOURITE_REMOVED_MESSAGE = 'Product removed from Favorites!';

function FavouritesList() {
  const favourites = useFavourites(() => notify.success(FAVOURITE_REMOVED_MESSAGE));
  const products = useProducts();
  const catalogue = new Map<string, Product>(
    (products.data ?? []).map((product) => [product._id, product]),
  );

  if (favourites.isPending) return <Loader label="Loading your favourites" />;
  if (favourites.isError) {
    return (
      <p className="favourites__note">
        Your favourites could not be loaded. Please try again later.
      </p>
    );
  }
  if (favourites.favourites.length === 0) {
    return (
      <div className="favourites__empty">
        <p>No favourites yet. Tap the heart on any product to keep it here.</p>
        <Link to={paths.products.getHref()} className="btn btn-primary">
          Explore Products
        </Link>
      </div>
    );
  }
  return (
    <>
      {/* Prices and Add to Cart come from the catalogue: without it, say so rather than hide them. */}
      {products.isError && (
        <div className="favourites__load-error">
          <LoadError
            message="Prices could not be loaded, so these cannot be added to the cart yet."
            onRetry={() => void products.refetch()}
            isRetrying={products.isFetching}
          />
        </div>
      )}
      <ul className="favourites__grid">
        {favourites.favourites.map((favourite) => (
          <FavouriteCard
            key={favourite.proId}
            favourite={favourite}
            product={catalogue.get(favourite.proId)}
            onRemove={() => void favourites.toggle(favourite)}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * The dashboard's Favourites view (docs/product.md#favourites): a card per favourite, with its
 * price, Add to Cart and Remove.
 */
export function FavouritesView() {
  const { isLoading, isAuthenticated } = useAuth();
  return (
    <Panel title="Favourites">
      {isLoading ? (
        <SessionWait />
      ) : isAuthenticated ? (
        <>
          <p className="panel__lead">The products you loved, one tap away from your cart.</p>
          <FavouritesList />
        </>
      ) : (
        <div className="favourites__empty">
          <p>Log in to see the products you saved.</p>
          <Link to={paths.login.getHref()} className="btn btn-primary">
            Log in
          </Link>
        </div>
      )}
    </Panel>
  );
}
