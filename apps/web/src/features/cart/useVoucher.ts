import { useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { notify } from '../../shared/ui/notify';
import { useGetVoucher } from './api/get-voucher';
import { CART_FAILED_MESSAGE } from './messages';

export const CODE_APPLIED_MESSAGE = 'Code applied successfully!';
export const INVALID_CODE_MESSAGE = 'Invalid code!';

export interface AppliedVoucher {
  code: string;
  discountPercentage: number;
}

/** Answers that mean "no such code" rather than "could not ask". */
const isUnknownCode = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The cart's voucher (docs/product.md#vouchers): the discount starts at 0 and changes only when a
 * valid code is applied, one the server knows and reports active. An invalid code leaves an
 * earlier valid one in place, and the summary names the code that counts.
 */
export function useVoucher() {
  const [applied, setApplied] = useState<AppliedVoucher | null>(null);
  const getVoucher = useGetVoucher();

  const apply = (typed: string) => {
    const code = typed.trim().toUpperCase();
    if (!code) {
      notify.error(INVALID_CODE_MESSAGE);
      return;
    }
    getVoucher.mutate(code, {
      onSuccess: (voucher) => {
        if (!voucher.isActive) {
          notify.error(INVALID_CODE_MESSAGE);
          return;
        }
        setApplied({ code: voucher.code, discountPercentage: voucher.discountPercentage });
        notify.success(CODE_APPLIED_MESSAGE);
      },
      onError: (error) =>
        notify.error(isUnknownCode(error) ? INVALID_CODE_MESSAGE : CART_FAILED_MESSAGE),
    });
  };

  return { applied, apply, isApplying: getVoucher.isPending };
}
