import { type Voucher, vouchersEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';

/** POST /getcode: an unknown code answers 404; a known one may still be inactive. */
export async function getVoucher(code: string): Promise<Voucher> {
  const { data } = await callEndpoint(vouchersEndpoints.getCode, { code });
  return data;
}

/** 'Apply Code' is a user action, so it is a mutation rather than a cached query. */
export const useGetVoucher = () => useMutation({ mutationFn: getVoucher });
