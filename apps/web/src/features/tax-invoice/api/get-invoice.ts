import { type Invoice, invoicesEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { isOrderId } from '../../../shared/api/get-order';
import { useAuth } from '../../../shared/auth/auth-context';

/** GET /orders/:orderId/invoice: 404 for an order without one, and for anyone else's. */
export async function getInvoice(orderId: string, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await callEndpoint(invoicesEndpoints.getInvoice, { orderId }, { signal });
  return data;
}

/**
 * Under the orders' key, so a cancel (which refreshes the orders) also re-reads the invoice and
 * shows its new credit note.
 */
export const getInvoiceQueryOptions = (userId: string | null, orderId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', userId, 'invoice', orderId],
    queryFn: userId && isOrderId(orderId) ? ({ signal }) => getInvoice(orderId, signal) : skipToken,
    staleTime: 0,
  });

export function useInvoice(orderId: string | undefined) {
  const { user } = useAuth();
  return useQuery(getInvoiceQueryOptions(user?._id ?? null, orderId));
}
