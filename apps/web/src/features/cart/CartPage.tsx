import { useCart } from '../../shared/api/get-cart';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import { Loader } from '../../shared/ui/Loader';
import { CartContents } from './CartContents';
import { EmptyCart } from './EmptyCart';
import './cart.css';

function Cart() {
  const cart = useCart();
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
  return cart.data.length === 0 ? <EmptyCart /> : <CartContents items={cart.data} />;
}

/** Spec section 2: a loader, then the empty state or the rows. Signed-in users only. */
export function CartPage() {
  return (
    <SignedInOnly>
      <Cart />
    </SignedInOnly>
  );
}
