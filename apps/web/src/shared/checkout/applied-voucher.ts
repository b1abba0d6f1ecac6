import {
  discountPercentageSchema,
  toPaise,
  voucherCodeSchema,
  voucherTermsSchema,
  type Voucher,
} from '@gymfuel/contracts';
import { readStoredJson, storedRecord, writeStoredJson } from '../storage/stored-json';

/** The rules the browser can check itself: the dates and the amounts (not the shopper's uses). */
const checkableTermsSchema = voucherTermsSchema.pick({
  validFrom: true,
  validUntil: true,
  minOrderValue: true,
  maxDiscount: true,
});

/**
 * A voucher applied in the cart: its code, the percentage the server gave for it, its rules text
 * and the rules the cart re-checks whenever it changes.
 */
export interface AppliedVoucher {
  code: string;
  discountPercentage: number;
  /** The server's rules text, shown under the code ('' for none). */
  rules: string;
  validFrom?: string;
  validUntil?: string;
  minOrderValue?: number;
  maxDiscount?: number;
}

/** What the cart keeps of an active code /getcode answered. */
export function toAppliedVoucher(voucher: Voucher): AppliedVoucher {
  const { validFrom, validUntil, minOrderValue, maxDiscount } = voucher;
  return {
    code: voucher.code,
    discountPercentage: voucher.discountPercentage,
    rules: voucher.rules,
    ...checkableTermsSchema.parse({ validFrom, validUntil, minOrderValue, maxDiscount }),
  };
}

/** The code's cap in paise, for the summary maths (undefined: no cap). */
export const maxDiscountPaiseOf = (voucher: AppliedVoucher | null) =>
  voucher?.maxDiscount === undefined ? undefined : toPaise(voucher.maxDiscount);

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
  const parsedTerms = checkableTermsSchema.safeParse(record ?? {});
  if (!parsedCode.success || !parsedPercentage.success || !parsedTerms.success) return null;
  return {
    code: parsedCode.data,
    discountPercentage: parsedPercentage.data,
    // Kept before rules texts existed: none until the cart's check brings it.
    rules: typeof record?.rules === 'string' ? record.rules : '',
    ...parsedTerms.data,
  };
}

/** The voucher this user applied, or null; a damaged entry reads as none. */
export function readAppliedVoucher(userId: string): AppliedVoucher | null {
  return readStoredJson('localStorage', storageKeyOf(userId), parseVoucher);
}

/** Keeps the applied voucher, or forgets it (null). Without storage it lasts as long as the page. */
export function keepAppliedVoucher(userId: string, voucher: AppliedVoucher | null): void {
  writeStoredJson('localStorage', storageKeyOf(userId), voucher);
}
