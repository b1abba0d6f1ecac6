import { type PaymentOrder, paymentsEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';

export type PaymentOrderInput = EndpointInput<typeof paymentsEndpoints.createPaymentOrder>;

/**
 * POST /paymentorder: the server prices the order itself, refuses an amount that differs or
 * lines that are no longer the shopper's cart, and answers with the provider order to open
 * checkout with (amount in paise).
 */
export const createPaymentOrder = (input: PaymentOrderInput): Promise<PaymentOrder> =>
  callEndpoint(paymentsEndpoints.createPaymentOrder, input);

/**
 * One payment order at a time, so a double click on 'Pay Now' asks once. A refusal may mean the
 * cart changed elsewhere (another tab paid for it), so the cart is re-read after one.
 */
export function useCreatePaymentOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: createPaymentOrder,
    onError: () =>
      queryClient.invalidateQueries({ queryKey: getCartQueryOptions(user?._id ?? null).queryKey }),
  });
}
