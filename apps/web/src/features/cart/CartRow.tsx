import {
  formatInr,
  formatPrice,
  SOLD_OUT_MESSAGE,
  type CartItem,
  type Category,
} from '@gymfuel/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isSoldOutRefusal } from '../../shared/cart/sold-out-refusal';
import { paths } from '../../shared/routing/paths';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { HeartIcon } from '../../shared/ui/HeartIcon';
import { notify } from '../../shared/ui/notify';
import { ProductArt } from '../../shared/ui/ProductArt';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { SoldOutBadge } from '../../shared/ui/SoldOutBadge';
import { useRemoveFromCart } from './api/remove-from-cart';
import { useUpdateCartQuantity } from './api/update-cart-quantity';
import {
  CART_FAILED_MESSAGE,
  PRODUCT_REMOVED_MESSAGE,
  QUANTITY_DOWN_MESSAGE,
  QUANTITY_UP_MESSAGE,
  REMOVE_QUESTION,
} from './messages';

interface CartRowProps {
  item: CartItem;
  /** From the catalogue, for the art's backdrop; undefined if the product was withdrawn. */
  category: Category | undefined;
  /** The owner marked it sold out today: checkout would refuse it, so the row says so. */
  soldOut: boolean;
  isFavourite: boolean;
  onToggleFavourite: () => void;
}

/** One cart line (docs/product.md#cart): image, title, stepper, line price, favourite, Remove. */
export function CartRow({ item, category, soldOut, isFavourite, onToggleFavourite }: CartRowProps) {
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const updateQuantity = useUpdateCartQuantity({
    proId: item.proId,
    onSaved: ({ step }) => notify.success(step === 1 ? QUANTITY_UP_MESSAGE : QUANTITY_DOWN_MESSAGE),
    // Sold out since it was added: the line may go down, not up, and the shopper is told why.
    onFailed: (error) =>
      notify.error(isSoldOutRefusal(error) ? SOLD_OUT_MESSAGE : CART_FAILED_MESSAGE),
  });
  const remove = useRemoveFromCart({
    onRemoved: () => notify.success(PRODUCT_REMOVED_MESSAGE),
    onFailed: () => {
      setConfirmingRemove(false);
      notify.error(CART_FAILED_MESSAGE);
    },
  });
  const titleId = `cart-line-${item.proId}`;
  const productHref = paths.product.getHref(item.proId);

  return (
    <li className="cart-line" aria-labelledby={titleId}>
      <Link to={productHref} className="cart-line__art" tabIndex={-1} aria-hidden="true">
        <ProductArt
          imageUrl={item.imageUrl}
          title={item.title}
          category={category}
          seed={item.proId}
        />
      </Link>

      <div className="cart-line__info">
        <h2 id={titleId} className="cart-line__title">
          <Link to={productHref}>{item.title}</Link>
        </h2>
        <p className="cart-line__unit">{formatPrice(item.price)} each</p>
        {soldOut && <SoldOutBadge />}
        <div className="cart-line__actions">
          <button
            type="button"
            className={
              isFavourite ? 'cart-line__action cart-line__action--on' : 'cart-line__action'
            }
            aria-pressed={isFavourite}
            aria-describedby={titleId}
            onClick={onToggleFavourite}
          >
            <HeartIcon filled={isFavourite} size={18} />
            Add to Favorites
          </button>
          <button
            type="button"
            className="cart-line__action cart-line__action--remove"
            aria-describedby={titleId}
            onClick={() => setConfirmingRemove(true)}
          >
            Remove
          </button>
        </div>
      </div>

      <div className="cart-line__amounts">
        <QuantityStepper
          quantity={item.quantity}
          label={item.title}
          onStep={(step) =>
            updateQuantity.mutate({ proId: item.proId, quantity: item.quantity + step, step })
          }
        />
        <p className="cart-line__price">{formatInr(item.price * item.quantity)}</p>
      </div>

      {confirmingRemove && (
        <ConfirmDialog
          message={REMOVE_QUESTION}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(item.proId)}
          onCancel={() => setConfirmingRemove(false)}
        />
      )}
    </li>
  );
}
