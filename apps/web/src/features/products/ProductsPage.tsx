import type { ProductFilter } from '@gymfuel/contracts';
import { useState } from 'react';
import { useProducts } from '../../shared/api/get-products';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { ProductCard } from '../../shared/ui/ProductCard';
import { CategoryTabs, tabId } from './CategoryTabs';
import { filterProducts } from './filter-products';
import './products.css';

const PANEL_ID = 'products-panel';

export function ProductsPage() {
  const catalogue = useProducts();
  const { data: products = [] } = catalogue;
  // docs/product.md#product-list: the category filter starts at all.
  const [filter, setFilter] = useState<ProductFilter>('all');
  const shown = filterProducts(products, filter);

  return (
    <div className="products page">
      <header className="products__header">
        <span className="eyebrow">Menu</span>
        <h1 className="page-title">Our Products</h1>
        <p className="page-lead">
          Smoothies, shakes, appetizers and meals, made fresh with protein-rich ingredients.
        </p>
      </header>

      <CategoryTabs active={filter} onChange={setFilter} panelId={PANEL_ID} />

      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(filter)}
        className="products__panel"
      >
        {catalogue.isPending ? (
          <Loader label="Loading products" />
        ) : catalogue.isError ? (
          <LoadError
            message="The menu could not be loaded."
            onRetry={() => void catalogue.refetch()}
            isRetrying={catalogue.isFetching}
          />
        ) : shown.length > 0 ? (
          <div className="card-grid">
            {shown.map((product) => (
              // Straight under the page's h1: no section heading in between.
              <ProductCard key={product._id} product={product} titleLevel="h2" />
            ))}
          </div>
        ) : (
          <p className="products__empty">No products to show right now. Please check back soon.</p>
        )}
      </div>
    </div>
  );
}
