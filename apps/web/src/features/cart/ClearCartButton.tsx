import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { notify } from '../../shared/ui/notify';
import { useClearCart } from './api/clear-cart';
import { clearCartFailureMessage } from './clear-cart-failure';
import { CLEAR_CART_QUESTION } from './messages';

interface ClearCartButtonProps {
  /** The cart is empty on the server; the page shows its empty state next. */
  onCleared: () => void;
}

/**
 * 'Clear cart', then a Yes/No question. Success needs no notice (docs/product.md#cart gives
 * none): the page turns into the empty state. A failure closes the question, which hands focus
 * back to this button, and says which of the two failures it was.
 */
export function ClearCartButton({ onCleared }: ClearCartButtonProps) {
  const [isAsking, setAsking] = useState(false);
  const { clear, isPending } = useClearCart({ onCleared });

  const confirm = () =>
    clear({
      // Per call, as 'Cancel order' does: it runs once the mutation has settled, so this button is
      // enabled again when the closing dialog hands focus back to it.
      onError: (error) => {
        setAsking(false);
        notify.error(clearCartFailureMessage(error));
      },
    });

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost cart__clear"
        onClick={() => setAsking(true)}
        disabled={isPending}
      >
        Clear cart
      </button>
      {isAsking && (
        <ConfirmDialog
          message={CLEAR_CART_QUESTION}
          busy={isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
