import { useNavigate } from 'react-router-dom';
import { failureMessageOf } from '../../shared/api/failure-message';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { useReorder } from './api/reorder';
import { addedAgainMessage, notAddedMessage } from './messages';

/**
 * 'Order again' on a Delivered or Cancelled order: its lines go back in the cart and the shopper
 * goes there. When nothing was added (no line on the menu any more, or the cart already holds
 * the most of each), that is said here, and the shopper stays.
 */
export function OrderAgainButton({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const reorder = useReorder();

  const orderAgain = () =>
    reorder.mutate(orderId, {
      onSuccess: (reordered) => {
        if (reordered.added === 0) {
          notify.error(notAddedMessage(reordered));
          return;
        }
        notify.success(addedAgainMessage(reordered));
        navigate(paths.cart.getHref());
      },
      onError: (error) => notify.error(failureMessageOf(error)),
    });

  return (
    <button
      type="button"
      className="btn btn-outline"
      onClick={orderAgain}
      disabled={reorder.isPending}
    >
      Order again
    </button>
  );
}
