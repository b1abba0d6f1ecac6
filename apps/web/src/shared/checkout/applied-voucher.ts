import { discountPercentageSchema, voucherCodeSchema } from '@gymfuel/contracts';

/** A voucher applied in the cart: its code and the percentage the server gave for it. */
export interface AppliedVoucher {
  code: string;
  discountPercentage: number;
}

/**
 * Kept in localStorage, one entry per user, so a reload and a new tab keep the code
 * (sessionStorage is per tab) and the next person on this browser does not inherit it. The cart
 * asks the server about it again whenever it loads.
 */
const storageKeyOf = (userId: string) => `gymfuel:voucher:${userId}`;

function parseVoucher(raw: string): AppliedVoucher | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, discountPercentage } = value as Record<string, unknown>;
  const parsedCode = voucherCodeSchema.safeParse(code);
  const parsedPercentage = discountPercentageSchema.safeParse(discountPercentage);
  if (!parsedCode.success || !parsedPercentage.success) return null;
  return { code: parsedCode.data, discountPercentage: parsedPercentage.data };
}

/** The voucher this user applied, or null; a damaged entry reads as none. */
export function readAppliedVoucher(userId: string): AppliedVoucher | null {
  try {
    const raw = window.localStorage.getItem(storageKeyOf(userId));
    return raw === null ? null : parseVoucher(raw);
  } catch {
    // Storage can be unavailable (privacy modes): then the code lasts as long as the page.
    return null;
  }
}

/** Keeps the applied voucher, or forgets it (null). */
export function keepAppliedVoucher(userId: string, voucher: AppliedVoucher | null): void {
  try {
    if (voucher) window.localStorage.setItem(storageKeyOf(userId), JSON.stringify(voucher));
    else window.localStorage.removeItem(storageKeyOf(userId));
  } catch {
    // As above: without storage the code is simply not kept.
  }
}
