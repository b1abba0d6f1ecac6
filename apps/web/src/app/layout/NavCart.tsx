import type { CartItem } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useCart } from '../../shared/api/get-cart';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';

/** Beyond this the badge says '99+'; the accessible name keeps the exact count. */
const BADGE_MAX = 99;

const itemCount = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items'. */
const cartLabel = (count: number) =>
  count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

interface NavCartProps {
  /** Closes the mobile menu, as every other way out of the nav does. */
  onNavigate: () => void;
}

/**
 * The signed-in shopper's cart icon with the number of items on it. It sits in the bar itself,
 * not in the collapsible menu, so the count shows at every width. It reads the same cart query
 * as the cart page, which every add, change and removal refreshes.
 */
export function NavCart({ onNavigate }: NavCartProps) {
  const { user, isAuthenticated } = useAuth();
  const cart = useCart();
  if (!user || !isAuthenticated) return null;

  const count = cart.data ? itemCount(cart.data) : 0;
  return (
    <Link
      to={paths.cart.getHref()}
      className="nav__cart"
      aria-label={cartLabel(count)}
      onClick={onNavigate}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 8 17h12v-2H8.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 21.4 4H6.2l-.9-2H2Z"
        />
      </svg>
      {count > 0 && (
        <span className="nav__cart-count" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
