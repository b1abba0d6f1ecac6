import { type Voucher, vouchersEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

/** POST /getcode: an unknown code answers 404; a known one may still be inactive. */
export async function getVoucher(code: string): Promise<Voucher> {
  const { data } = await callEndpoint(vouchersEndpoints.getCode, { code });
  return data;
}

/**
 * 'Apply Code' is a user action, so it is a mutation rather than a cached query; one request per
 * press, however often it is clicked while the answer is on its way.
 */
export const useGetVoucher = () =>
  useSingleFlightMutation<Voucher, string>({ mutationFn: getVoucher });

/**
 * The cart's own check of a kept code when it loads: not a press, and a later check (another
 * user) must not be dropped while an earlier one is out, so it is a plain mutation.
 */
export const useRecheckVoucher = () => useMutation({ mutationFn: getVoucher });
