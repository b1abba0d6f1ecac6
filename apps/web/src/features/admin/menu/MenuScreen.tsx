import type { Product } from '@gymfuel/contracts';
import { useState } from 'react';
import { useProducts } from '../../../shared/api/get-products';
import { Loader } from '../../../shared/ui/Loader';
import { LoadError } from '../../../shared/ui/LoadError';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';
import './menu.css';

type Editing = { product?: Product } | null;
interface Outcome {
  ok: boolean;
  message: string;
}

/** 'Menu' (owner): the products, their edits, and what is sold out today. */
export default function MenuScreen() {
  const products = useProducts();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const open = (next: Editing) => {
    setOutcome(null);
    setEditing(next);
  };
  const saved = (product: Product) => {
    setOutcome({
      ok: true,
      message: editing?.product ? `Saved ${product.title}.` : `Added ${product.title} to the menu.`,
    });
    setEditing(null);
  };

  return (
    <ConsoleScreenFrame
      title="Menu"
      lead="Add and edit products, and mark what is sold out today."
      actions={
        <button type="button" className="btn btn-primary" onClick={() => open({})}>
          New product
        </button>
      }
    >
      {outcome && (
        <p
          className={
            outcome.ok ? 'admin-tool__outcome' : 'admin-tool__outcome admin-tool__outcome--problem'
          }
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      )}
      {editing && (
        <ProductForm
          // A fresh form for each product opened.
          key={editing.product?._id ?? 'new'}
          product={editing.product}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {products.isPending ? (
        <Loader label="Loading the menu" />
      ) : products.isError ? (
        <LoadError
          message="The menu could not be loaded."
          onRetry={() => void products.refetch()}
          isRetrying={products.isFetching}
        />
      ) : (
        <ProductList
          products={products.data}
          onEdit={(product) => open({ product })}
          onOutcome={setOutcome}
        />
      )}
    </ConsoleScreenFrame>
  );
}
