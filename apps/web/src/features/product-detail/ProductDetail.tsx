import { formatPrice, PRODUCT_TABS, type Product } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { OfflineOrderNote } from '../../shared/offline/OfflineOrderNote';
import { useOfflineOrdering } from '../../shared/offline/useOfflineOrdering';
import { DietMark } from '../../shared/ui/DietMark';
import { ProductArt } from '../../shared/ui/ProductArt';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { SoldOutBadge } from '../../shared/ui/SoldOutBadge';
import { FavouriteToggle } from './FavouriteToggle';
import { LabelNotes } from './LabelNotes';
import { NutritionPanel } from './NutritionPanel';
import { useProductActions } from './useProductActions';
import './nutrition-panel.css';
import './product-detail.css';

const categoryLabel = (product: Product) =>
  PRODUCT_TABS.find((tab) => tab.value === product.category)?.label ?? product.category;

/** Whether any part of the label is declared; a product added without one shows none of it. */
const hasLabel = ({ nutrition, allergens, ingredients }: Product) =>
  nutrition !== null || allergens.length > 0 || ingredients !== '';

export function ProductDetail({ product }: { product: Product }) {
  const {
    quantity,
    stepQuantity,
    addToCart,
    isAddingToCart,
    isCheckingSession,
    toggleFavourite,
    isFavourite,
  } = useProductActions(product);
  const ordering = useOfflineOrdering();
  // Why Add to Cart is disabled, if it is.
  const addDescription = !product.available
    ? 'product-sold-out'
    : ordering.offline
      ? ordering.noteId
      : undefined;

  return (
    <div className="product-detail page">
      <nav aria-label="Breadcrumb" className="product-detail__crumbs">
        <ol>
          <li>
            <Link to={paths.home.getHref()}>Home</Link>
          </li>
          <li>
            <Link to={paths.products.getHref()}>Products</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <article className="product-detail__layout" aria-labelledby="product-title">
        <ProductArt
          imageUrl={product.imageUrl}
          title={product.title}
          category={product.category}
          seed={product._id}
          size="hero"
          priority
        />

        <div className="product-detail__info">
          {/* Beside the title, not in it: the h1 names the product and nothing else. */}
          <div className="product-detail__tags">
            <span className="product-detail__category">{categoryLabel(product)}</span>
            <DietMark diet={product.diet} size={22} />
          </div>
          <h1 id="product-title" className="product-detail__title">
            {product.title}
          </h1>
          <p className="product-detail__price">
            {formatPrice(product.price)}
            {!product.available && <SoldOutBadge id="product-sold-out" />}
          </p>
          <p className="product-detail__description">{product.description}</p>

          <div className="product-detail__actions">
            <QuantityStepper quantity={quantity} label={product.title} onStep={stepQuantity} />
            <button
              type="button"
              className="btn btn-primary product-detail__add"
              onClick={addToCart}
              // Sold out: the server would refuse it (409), so the button says so first.
              disabled={
                !product.available || isAddingToCart || isCheckingSession || ordering.offline
              }
              aria-describedby={addDescription}
            >
              Add to Cart
            </button>
            <FavouriteToggle
              on={isFavourite}
              onToggle={toggleFavourite}
              disabled={isCheckingSession}
            />
            <OfflineOrderNote id={ordering.noteId} offline={ordering.offline} />
          </div>

          <Link to={paths.cart.getHref()} className="product-detail__cart-link">
            Go to cart
          </Link>

          <ul className="product-detail__promises">
            <li>Prepared fresh on the day of delivery</li>
            <li>Delivered to the gym you choose</li>
            <li>Secure online payment by card or UPI</li>
          </ul>
        </div>

        {hasLabel(product) && (
          <div className="product-detail__label">
            {product.nutrition && <NutritionPanel nutrition={product.nutrition} />}
            <LabelNotes product={product} />
          </div>
        )}
      </article>
    </div>
  );
}
