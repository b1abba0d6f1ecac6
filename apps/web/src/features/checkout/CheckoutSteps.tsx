import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

/** docs/product.md#checkout: Cart, Checkout, Order summary, with Checkout as the current step. */
export function CheckoutSteps() {
  return (
    <nav aria-label="Checkout steps" className="checkout-steps">
      <ol>
        <li className="checkout-steps__step checkout-steps__step--done">
          <span className="checkout-steps__dot" aria-hidden="true">
            ✓
          </span>
          <Link to={paths.cart.getHref()}>Cart</Link>
        </li>
        <li className="checkout-steps__step checkout-steps__step--current" aria-current="step">
          <span className="checkout-steps__dot" aria-hidden="true">
            2
          </span>
          <span>Checkout</span>
        </li>
        <li className="checkout-steps__step">
          <span className="checkout-steps__dot" aria-hidden="true">
            3
          </span>
          <span>Order summary</span>
        </li>
      </ol>
    </nav>
  );
}
