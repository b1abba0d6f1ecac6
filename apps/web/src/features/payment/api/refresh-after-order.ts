import { useQueryClient } from '@tanstack/react-query';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { getOrdersQueryOptions } from '../../../shared/api/get-orders';
import { useAuth } from '../../../shared/auth/auth-context';

/**
 * A new order empties the cart on the server and joins the orders list, so both are re-read.
 * Not awaited: the shopper moves on to the confirmation while they reload.
 */
export function useRefreshAfterOrder(): () => void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  return () => {
    void queryClient.invalidateQueries({ queryKey: getCartQueryOptions(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions(userId).queryKey });
  };
}
