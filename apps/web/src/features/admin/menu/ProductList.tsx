import { formatInr, PRODUCT_TABS, type Product } from '@gymfuel/contracts';
import { useId, useState } from 'react';
import { ProductArt } from '../../../shared/ui/ProductArt';
import { SoldOutBadge } from '../../../shared/ui/SoldOutBadge';
import { AvailabilityToggle } from './AvailabilityToggle';

interface ProductListProps {
  products: readonly Product[];
  onEdit: (product: Product) => void;
  onOutcome: (outcome: { ok: boolean; message: string }) => void;
}

const categoryLabel = (product: Product) =>
  PRODUCT_TABS.find((tab) => tab.value === product.category)?.label ?? product.category;

/**
 * Every word of the search must appear in the title or the category as the list names it
 * ('Appetizers', not the contract's 'Appetizer'), in any case.
 */
function matches(product: Product, search: string): boolean {
  const text = `${product.title} ${categoryLabel(product)}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The whole menu, sold out or not, with a search box, an 'Edit' and an 'Available' per product. */
export function ProductList({ products, onEdit, onOutcome }: ProductListProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const shown = products.filter((product) => matches(product, search.trim()));
  return (
    <section className="menu-list" aria-label="Products">
      <div className="field menu-list__search">
        <label htmlFor={searchId}>Search products</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Title or category"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="menu-list__empty">No products match “{search.trim()}”.</p>
      ) : (
        <ul className="menu-list__items">
          {shown.map((product) => {
            const titleId = `menu-product-${product._id}`;
            return (
              <li key={product._id} className="menu-list__item" aria-labelledby={titleId}>
                <ProductArt
                  imageUrl={product.imageUrl}
                  title={product.title}
                  category={product.category}
                  seed={product._id}
                />
                <div className="menu-list__info">
                  <h2 id={titleId} className="menu-list__title">
                    {product.title}
                  </h2>
                  <p className="menu-list__meta">
                    {categoryLabel(product)} · {formatInr(product.price)}
                  </p>
                  {!product.available && <SoldOutBadge />}
                </div>
                <div className="menu-list__actions">
                  <AvailabilityToggle
                    product={product}
                    describedBy={titleId}
                    onOutcome={onOutcome}
                  />
                  <button
                    type="button"
                    className="btn btn-outline"
                    aria-describedby={titleId}
                    onClick={() => onEdit(product)}
                  >
                    Edit
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
