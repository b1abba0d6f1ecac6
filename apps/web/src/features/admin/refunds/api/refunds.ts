import { type AdminRefund, adminRefundsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

/** GET /admin/refunds: pending and failed refunds, newest first. */
export const adminRefundsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'refunds'],
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminRefundsEndpoints.listAdminRefunds, undefined, { signal })).data,
    staleTime: 0,
  });

export const useAdminRefunds = () => useQuery(adminRefundsQueryOptions());

/** POST /admin/refunds/retry: the provider is called now; the list is read again after. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminRefund, string>({
    mutationFn: async (orderId) =>
      (await callEndpoint(adminRefundsEndpoints.retryRefund, { orderId })).data,
    onSettled: () => queryClient.invalidateQueries(adminRefundsQueryOptions()),
  });
}
