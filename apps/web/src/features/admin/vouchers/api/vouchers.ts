import { type AdminVoucher, type VoucherBody, adminVouchersEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

const VOUCHERS_KEY = ['admin', 'vouchers'] as const;

/** GET /admin/vouchers: every voucher with its rules and uses. */
export const adminVouchersQueryOptions = () =>
  queryOptions({
    queryKey: VOUCHERS_KEY,
    queryFn: async ({ signal }): Promise<AdminVoucher[]> =>
      (await callEndpoint(adminVouchersEndpoints.listVouchers, undefined, { signal })).data,
  });

export const useAdminVouchers = () => useQuery(adminVouchersQueryOptions());

/** A change to one voucher; the list is read again afterwards. */
function useVoucherChange<Request>(send: (request: Request) => Promise<AdminVoucher>) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminVoucher, Request>({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VOUCHERS_KEY }),
  });
}

export interface SaveVoucherRequest {
  body: VoucherBody;
  /**
   * Absent for a new code (POST /admin/vouchers), else the voucher as the form was filled from
   * (PUT): the server refuses the edit if that version is no longer the stored one.
   */
  edited?: Pick<AdminVoucher, 'version'>;
}

/** POST /admin/vouchers (a new code) or PUT /admin/vouchers (the rules of an existing one). */
export const useSaveVoucher = () =>
  useVoucherChange(
    async ({ body, edited }: SaveVoucherRequest) =>
      (edited === undefined
        ? await callEndpoint(adminVouchersEndpoints.createVoucher, body)
        : await callEndpoint(adminVouchersEndpoints.updateVoucher, {
            ...body,
            version: edited.version,
          })
      ).data,
  );

/** POST /admin/vouchers/deactivate. */
export const useDeactivateVoucher = () =>
  useVoucherChange(
    async (code: string) =>
      (await callEndpoint(adminVouchersEndpoints.deactivateVoucher, { code })).data,
  );
