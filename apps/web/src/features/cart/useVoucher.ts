import { normaliseVoucherCode, voucherRefusal, type Voucher } from '@gymfuel/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useAuth } from '../../shared/auth/auth-context';
import {
  keepAppliedVoucher,
  readAppliedVoucher,
  toAppliedVoucher,
  type AppliedVoucher,
} from '../../shared/checkout/applied-voucher';
import { notify } from '../../shared/ui/notify';
import { useGetVoucher, useRecheckVoucher } from './api/get-voucher';
import { CART_FAILED_MESSAGE } from './messages';

export const CODE_APPLIED_MESSAGE = 'Code applied successfully!';
export const INVALID_CODE_MESSAGE = 'Invalid code!';
export const CODE_REMOVED_MESSAGE = 'Code removed';

/** A kept code that stopped applying, and the server's reason, shown until another is applied. */
export interface DroppedVoucher {
  code: string;
  reason: string;
}

/** Answers that mean "no such code" rather than "could not ask". */
const isUnknownCode = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Why a known code does not apply: the server's reason ('This code has expired'), if it gives one. */
const inactiveReason = (voucher: Voucher) => voucher.inactiveMessage ?? INVALID_CODE_MESSAGE;

/**
 * The rule a code breaks for a cart of `subtotalPaise` now, as far as the browser can tell: its
 * dates and its minimum order (the server also counts the shopper's orders and the code's uses).
 */
const cartRefusal = (voucher: AppliedVoucher, subtotalPaise: number) =>
  voucherRefusal({ ...voucher, isActive: true }, { now: new Date(), subtotalPaise });

/**
 * The cart's voucher (docs/product.md#vouchers): the discount starts at 0 and changes only when a
 * valid code is applied, one the server knows and reports active and whose rules this cart
 * meets. An invalid code leaves an earlier valid one in place, and the summary names the code
 * that counts. The applied code is kept for this user across reloads and tabs, asked about again
 * when the cart loads, and checked again whenever the cart's subtotal changes: one that stopped
 * applying is dropped with the reason, never silently. The shopper may also remove it, which is
 * kept the same way.
 */
export function useVoucher(subtotalPaise: number) {
  const { user } = useAuth();
  const userId = user?._id ?? null;
  const [applied, setApplied] = useState(() => (userId ? readAppliedVoucher(userId) : null));
  const [dropped, setDropped] = useState<DroppedVoucher | null>(null);
  const applyCode = useGetVoucher();
  const recheck = useRecheckVoucher();
  const { mutate: recheckCode } = recheck;

  const keep = (voucher: AppliedVoucher | null) => {
    setApplied(voucher);
    if (userId) keepAppliedVoucher(userId, voucher);
  };

  const drop = (code: string, reason: string) => {
    setApplied(null);
    setDropped({ code, reason });
  };

  // A dropped code is said, and forgotten by the browser, whatever dropped it.
  useEffect(() => {
    if (!dropped) return;
    notify.error(dropped.reason);
    if (userId) keepAppliedVoucher(userId, null);
  }, [dropped, userId]);

  // The cart changed (or time passed) so that a rule the browser checks fails: the code goes.
  // Adjusted while rendering, as for any state that follows a prop; the effect above says so.
  const brokenRule = applied ? cartRefusal(applied, subtotalPaise) : null;
  if (applied && brokenRule !== null) drop(applied.code, brokenRule);

  /**
   * The server's answer about a kept code: still applies (maybe at a new percentage or with new
   * rules), or not. A code the cart dropped meanwhile stays dropped.
   */
  const onRechecked = useEffectEvent((kept: AppliedVoucher, voucher: Voucher) => {
    if (applied?.code !== kept.code) return;
    const refreshed = toAppliedVoucher(voucher);
    const reason = voucher.isActive
      ? cartRefusal(refreshed, subtotalPaise)
      : inactiveReason(voucher);
    if (reason === null) keep(refreshed);
    else drop(kept.code, reason);
  });
  const onRecheckFailed = useEffectEvent((kept: AppliedVoucher, error: unknown) => {
    // Unreachable server: the code stays, and /paymentorder checks it again anyway.
    if (applied?.code === kept.code && isUnknownCode(error)) drop(kept.code, INVALID_CODE_MESSAGE);
  });

  // A kept code may have expired or been switched off since: ask again whenever the cart loads.
  useEffect(() => {
    const kept = userId ? readAppliedVoucher(userId) : null;
    if (!kept) return;
    recheckCode(kept.code, {
      onSuccess: (voucher) => onRechecked(kept, voucher),
      onError: (error) => onRecheckFailed(kept, error),
    });
  }, [userId, recheckCode]);

  const apply = (typed: string) => {
    const code = normaliseVoucherCode(typed);
    if (!code) {
      notify.error(INVALID_CODE_MESSAGE);
      return;
    }
    applyCode.mutate(code, {
      onSuccess: (voucher) => {
        const candidate = toAppliedVoucher(voucher);
        const reason = voucher.isActive
          ? cartRefusal(candidate, subtotalPaise)
          : inactiveReason(voucher);
        if (reason !== null) {
          notify.error(reason);
          return;
        }
        keep(candidate);
        setDropped(null);
        notify.success(CODE_APPLIED_MESSAGE);
      },
      onError: (error) =>
        notify.error(isUnknownCode(error) ? INVALID_CODE_MESSAGE : CART_FAILED_MESSAGE),
    });
  };

  /** The shopper's own removal: the code is forgotten for later loads too, as it was kept. */
  const remove = () => {
    keep(null);
    notify.success(CODE_REMOVED_MESSAGE);
  };

  return {
    applied,
    dropped,
    apply,
    remove,
    // Apply Code waits for the check, so its answer cannot undo a code applied meanwhile.
    isApplying: applyCode.isPending || recheck.isPending,
  };
}
