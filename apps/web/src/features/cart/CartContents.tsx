import {
  computeSummary,
  computeTotalsInPaise,
  type CartItem,
  type Category,
} from '@gymfuel/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { maxDiscountPaiseOf } from '../../shared/checkout/applied-voucher';
import { startCheckout } from '../../shared/checkout/checkout-state';
import { useFavourites } from '../../shared/favourites/useFavourites';
import { OfflineOrderNote } from '../../shared/offline/OfflineOrderNote';
import { useOfflineOrdering } from '../../shared/offline/useOfflineOrdering';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import '../../shared/ui/aside-layout.css';
import { CART_MUTATION_KEY } from './api/update-cart-quantity';
import { CartRow } from './CartRow';
import { ClearCartButton } from './ClearCartButton';
import {
  CART_FAILED_MESSAGE,
  FAVOURITE_ADDED_MESSAGE,
  FAVOURITE_REMOVED_MESSAGE,
} from './messages';
import { OrderSummary } from './OrderSummary';
import { useVoucher } from './useVoucher';
import { VoucherForm } from './VoucherForm';

interface CartContentsProps {
  items: CartItem[];
  /** 'Clear cart' emptied the cart on the server. */
  onCleared: () => void;
  /** The cart is being read again, e.g. after a failed save, to put the server's quantity back. */
  isReloading: boolean;
}

/** The rows, the summary with its voucher, and the way on to checkout. */
export function CartContents({ items, onCleared, isReloading }: CartContentsProps) {
  const navigate = useNavigate();
  const { data: products = [] } = useProducts();
  // A code's minimum order is judged on the subtotal before any discount.
  const voucher = useVoucher(computeTotalsInPaise(items, 0).subtotal);
  const codeField = useRef<HTMLInputElement>(null);
  // docs/product.md#cart: in the cart, adding is a success notice and removing an error notice.
  const favourites = useFavourites((change) =>
    change === 'added'
      ? notify.success(FAVOURITE_ADDED_MESSAGE)
      : notify.error(FAVOURITE_REMOVED_MESSAGE),
  );
  // Checkout must not start from quantities the server has not stored yet, nor from one a failed
  // save showed before the reload puts the server's back.
  const settling = useIsMutating({ mutationKey: [...CART_MUTATION_KEY] }) > 0 || isReloading;
  // 'Proceed to Checkout' pressed while settling goes on once the cart has settled.
  const pressedWhileSettling = useRef(false);
  const ordering = useOfflineOrdering();

  const categories = new Map<string, Category>(
    products.map((product) => [product._id, product.category]),
  );
  const soldOut = new Set(products.filter((product) => !product.available).map(({ _id }) => _id));
  const summary = computeSummary(
    items,
    voucher.applied?.discountPercentage ?? 0,
    maxDiscountPaiseOf(voucher.applied),
  );

  // The Remove button goes with the code: focus moves on to the field, ready for another.
  const removeVoucher = () => {
    voucher.remove();
    codeField.current?.focus();
  };

  const proceedToCheckout = () => {
    const started = startCheckout({
      lines: items.map(({ proId, quantity }) => ({ proId, quantity })),
      summary,
      voucherCode: voucher.applied?.code,
    });
    if (started) navigate(paths.checkout.getHref());
    else notify.error(CART_FAILED_MESSAGE);
  };

  const proceedNowSettled = useEffectEvent(() => {
    if (!ordering.offline) proceedToCheckout();
  });
  useEffect(() => {
    if (settling || !pressedWhileSettling.current) return;
    pressedWhileSettling.current = false;
    proceedNowSettled();
  }, [settling]);

  return (
    <section className="cart page" aria-labelledby="cart-title">
      <header className="cart__header">
        <div>
          <h1 id="cart-title" className="page-title">
            Shopping Cart
          </h1>
          <p className="page-lead">
            {items.length === 1 ? '1 item' : `${items.length} items`}, delivered fresh to your gym.
          </p>
        </div>
        <ClearCartButton onCleared={onCleared} />
      </header>

      <div className="aside-layout">
        <ul className="cart__lines">
          {items.map((item) => (
            <CartRow
              key={item.proId}
              item={item}
              category={categories.get(item.proId)}
              soldOut={soldOut.has(item.proId)}
              isFavourite={favourites.isFavourite(item.proId)}
              onToggleFavourite={() =>
                void favourites.toggle({
                  proId: item.proId,
                  imageUrl: item.imageUrl,
                  title: item.title,
                  description: item.description,
                })
              }
            />
          ))}
        </ul>

        <aside className="aside-layout__aside cart__aside">
          <OrderSummary
            summary={summary}
            voucher={voucher.applied}
            onRemoveVoucher={removeVoucher}
            lines={items}
          />
          <VoucherForm
            inputRef={codeField}
            onApply={voucher.apply}
            isApplying={voucher.isApplying}
            dropped={voucher.dropped}
          />
          <div className="cart__next">
            {/* The specification's link to /cart/checkout: the order is kept first, so the click
                is the app's, and it can wait for the cart to settle. */}
            <Link
              to={paths.checkout.getHref()}
              className="btn btn-primary cart__proceed"
              onClick={(event) => {
                event.preventDefault();
                if (ordering.offline) return;
                if (settling) pressedWhileSettling.current = true;
                else proceedToCheckout();
              }}
              aria-disabled={ordering.offline || undefined}
              aria-busy={settling || undefined}
              aria-describedby={ordering.offline ? ordering.noteId : undefined}
            >
              Proceed to Checkout
            </Link>
            <OfflineOrderNote id={ordering.noteId} offline={ordering.offline} />
            <Link to={paths.products.getHref()} className="btn btn-ghost">
              Continue Shopping
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
