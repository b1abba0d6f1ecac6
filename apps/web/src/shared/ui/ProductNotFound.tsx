import { productArtUrl } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';
import './product-not-found.css';

/**
 * An unknown product (or demo invoice) id shows 'Product not found'
 * (docs/product.md#product-detail).
 */
export function ProductNotFound() {
  return (
    <section className="product-missing page" aria-labelledby="product-missing-title">
      <img src={productArtUrl('1f963')} alt="" width={96} height={96} />
      <h1 id="product-missing-title">Product not found</h1>
      <p>It may have been removed from the menu, or the link is mistyped.</p>
      <Link to={paths.products.getHref()} className="btn btn-primary">
        Browse products
      </Link>
    </section>
  );
}
