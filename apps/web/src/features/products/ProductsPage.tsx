import type { ProductFilter } from '@gymfuel/contracts';
import { useState } from 'react';
import { useProducts } from '../../shared/api/get-products';
import { Loader } from '../../shared/ui/Loader';
import { ProductCard } from '../../shared/ui/ProductCard';
import { CategoryTabs, tabId } from './CategoryTabs';
import { filterProducts } from './filter-products';
import './products.css';

const PANEL_ID = 'products-panel';

export function ProductsPage() {
  const { data: products = [], isPending } = useProducts();
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
        {isPending ? (
          <Loader label="Loading products" />
        ) : shown.length > 0 ? (
          <div className="card-grid">
            {shown.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
        ) : (
          <p className="products__empty">No products to show right now. Please check back soon.</p>
        )}
      </div>
    </div>
  );
}
