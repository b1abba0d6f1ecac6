import type { Product } from '@gymfuel/contracts';
import { useRef } from 'react';
import { useProducts } from '../../shared/api/get-products';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { ProductCard } from '../../shared/ui/ProductCard';
import { DEFAULT_QUERY, hasFilters } from './catalogue-query';
import { CategoryTabs, tabId } from './CategoryTabs';
import { NoMatches } from './NoMatches';
import { proteinPerRupeeFact } from './protein-per-rupee';
import { ProductFilters } from './ProductFilters';
import { useCatalogueQuery } from './useCatalogueQuery';
import { useShownProducts } from './useShownProducts';
import './products.css';

const PANEL_ID = 'products-panel';
/** One empty catalogue while loading, so the search index is not rebuilt on every render. */
const NO_PRODUCTS: readonly Product[] = [];

const countOf = (shown: number) => (shown === 1 ? '1 product' : `${shown} products`);

export function ProductsPage() {
  const catalogue = useProducts();
  const products = catalogue.data ?? NO_PRODUCTS;
  // docs/product.md#product-list: the category filter starts at all (a URL without one).
  const [query, updateQuery] = useCatalogueQuery();
  const shown = useShownProducts(products, query);
  const isFiltered = hasFilters(query);
  const searchRef = useRef<HTMLInputElement>(null);
  const clearFilters = () => {
    updateQuery({
      vegOnly: DEFAULT_QUERY.vegOnly,
      exclude: DEFAULT_QUERY.exclude,
      sort: DEFAULT_QUERY.sort,
      search: DEFAULT_QUERY.search,
    });
    // The button goes with the empty list: focus goes to the first filter, not to the page.
    searchRef.current?.focus();
  };

  return (
    <div className="products page">
      <header className="products__header">
        <span className="eyebrow">Menu</span>
        <h1 className="page-title">Our Products</h1>
        <p className="page-lead">
          Smoothies, shakes, appetizers and meals, made fresh with protein-rich ingredients.
        </p>
      </header>

      <CategoryTabs
        active={query.category}
        onChange={(category) => updateQuery({ category })}
        panelId={PANEL_ID}
      />

      <ProductFilters query={query} onChange={updateQuery} searchRef={searchRef} />

      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(query.category)}
        className="products__panel"
      >
        {catalogue.isPending || shown === null ? (
          <Loader label="Loading products" />
        ) : catalogue.isError ? (
          <LoadError
            message="The menu could not be loaded."
            onRetry={() => void catalogue.refetch()}
            isRetrying={catalogue.isFetching}
          />
        ) : (
          <>
            {/* Read out as the list changes under a filter, so the result is not a silent one. */}
            <p className="products__count" role="status">
              {countOf(shown.length)}
            </p>
            {shown.length > 0 ? (
              <div className="card-grid">
                {shown.map((product) => (
                  // Straight under the page's h1: no section heading in between.
                  <ProductCard
                    key={product._id}
                    product={product}
                    titleLevel="h2"
                    extraFact={
                      query.sort === 'protein-per-rupee' ? proteinPerRupeeFact(product) : undefined
                    }
                  />
                ))}
              </div>
            ) : isFiltered ? (
              <NoMatches onClear={clearFilters} />
            ) : (
              <p className="products__empty">
                No products to show right now. Please check back soon.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
