import {
  computeSummary,
  computeTotalsInPaise,
  type CartItem,
  type Category,
} from '@gymfuel/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useRef } from 'react';
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
}

/** The rows, the summary with its voucher, and the way on to checkout. */
export function CartContents({ items, onCleared }: CartContentsProps) {
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
  // Checkout must not start from quantities the server has not stored yet.
  const savingChanges = useIsMutating({ mutationKey: [...CART_MUTATION_KEY] }) > 0;
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
            <button
              type="button"
              className="btn btn-primary cart__proceed"
              onClick={proceedToCheckout}
              disabled={savingChanges || ordering.offline}
              aria-describedby={ordering.offline ? ordering.noteId : undefined}
            >
              Proceed to Checkout
            </button>
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
