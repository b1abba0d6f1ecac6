import { useState } from 'react';
import { useCart } from '../../shared/api/get-cart';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import { Loader } from '../../shared/ui/Loader';
import { CartContents } from './CartContents';
import { EmptyCart } from './EmptyCart';
import './cart.css';

function Cart() {
  const cart = useCart();
  // After 'Clear cart' the rows under the user's focus are gone; the empty state takes it.
  const [wasCleared, setCleared] = useState(false);
  if (cart.isPending) return <Loader label="Loading your cart" fullScreen />;
  if (cart.isError) {
    return (
      <section className="cart-empty page" aria-labelledby="cart-error-title">
        <h1 id="cart-error-title" className="cart-empty__title">
          We could not load your cart
        </h1>
        <p className="cart-empty__text">Please check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => void cart.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  return cart.data.length === 0 ? (
    <EmptyCart takeFocus={wasCleared} />
  ) : (
    <CartContents
      items={cart.data}
      onCleared={() => setCleared(true)}
      isReloading={cart.isFetching}
    />
  );
}

/** docs/product.md#cart: a loader, then the empty state or the rows. Signed-in users only. */
export function CartPage() {
  return (
    <SignedInOnly>
      <Cart />
    </SignedInOnly>
  );
}
