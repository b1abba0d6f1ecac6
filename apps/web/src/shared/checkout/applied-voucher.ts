import { discountPercentageSchema, voucherCodeSchema } from '@gymfuel/contracts';
import { readStoredJson, storedRecord, writeStoredJson } from '../storage/stored-json';

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

function parseVoucher(value: unknown): AppliedVoucher | null {
  const record = storedRecord(value);
  const parsedCode = voucherCodeSchema.safeParse(record?.code);
  const parsedPercentage = discountPercentageSchema.safeParse(record?.discountPercentage);
  if (!parsedCode.success || !parsedPercentage.success) return null;
  return { code: parsedCode.data, discountPercentage: parsedPercentage.data };
}

/** The voucher this user applied, or null; a damaged entry reads as none. */
export function readAppliedVoucher(userId: string): AppliedVoucher | null {
  return readStoredJson('localStorage', storageKeyOf(userId), parseVoucher);
}

/** Keeps the applied voucher, or forgets it (null). Without storage it lasts as long as the page. */
export function keepAppliedVoucher(userId: string, voucher: AppliedVoucher | null): void {
  writeStoredJson('localStorage', storageKeyOf(userId), voucher);
}
