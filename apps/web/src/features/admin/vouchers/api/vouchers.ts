import { type AdminVoucher, type VoucherBody, adminVouchersEndpoints } from '@gymfuel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

const VOUCHERS_KEY = ['admin', 'vouchers'] as const;

/** GET /admin/vouchers: every voucher with its rules and uses. */
export const useAdminVouchers = () =>
  useQuery({
    queryKey: VOUCHERS_KEY,
    queryFn: async ({ signal }): Promise<AdminVoucher[]> =>
      (await callEndpoint(adminVouchersEndpoints.listVouchers, undefined, { signal })).data,
  });

/** A change to one voucher; the list is read again afterwards. */
function useVoucherChange<Request>(send: (request: Request) => Promise<AdminVoucher>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminVoucher, Request>({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}

/** POST /admin/vouchers (a new code) or PUT /admin/vouchers (the rules of an existing one). */
export const useSaveVoucher = (mode: 'create' | 'update') =>
  useVoucherChange(async (body: VoucherBody) => {
    const endpoint =
      mode === 'create'
        ? adminVouchersEndpoints.createVoucher
        : adminVouchersEndpoints.updateVoucher;
    return (await callEndpoint(endpoint, body)).data;
  });

/** POST /admin/vouchers/deactivate. */
export const useDeactivateVoucher = () =>
  useVoucherChange(
    async (code: string) =>
      (await callEndpoint(adminVouchersEndpoints.deactivateVoucher, { code })).data,
  );
