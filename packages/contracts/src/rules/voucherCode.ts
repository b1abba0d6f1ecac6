import { z } from '../zod.js';

export const VOUCHER_CODE_MAX_LENGTH = 40;

const TOO_LONG = `A voucher code is at most ${VOUCHER_CODE_MAX_LENGTH} characters`;

/**
 * What a phone or chat app adds to a code that is copied, pasted or typed on it, which no code
 * has (new codes are A–Z, digits, '-' and '_'): spaces of any kind, and the invisible format
 * characters (zero-width spaces, direction marks) wrapped around copied text.
 */
const NOT_OF_A_CODE = /[\s\p{Cf}]/gu;

/**
 * A code as a shopper typed or pasted it, read as the code it names: full-width letters and
 * digits become ASCII (NFKC), spaces and invisible marks go, and it is upper-cased
 * (docs/product.md#vouchers), so ' fit 10', 'FIT10\u200B' and 'ＦＩＴ１０' all find FIT10.
 */
export const normaliseVoucherCode = (typed: string): string =>
  typed.normalize('NFKC').replace(NOT_OF_A_CODE, '').toUpperCase();

/** A code a shopper or an operator names to find a voucher, normalised as above. */
export const voucherCodeSchema = z
  .string()
  .overwrite(normaliseVoucherCode)
  .min(1, 'Enter a voucher code')
  .max(VOUCHER_CODE_MAX_LENGTH, TOO_LONG);

/**
 * A code an owner creates: letters A–Z, digits, '-' and '_', so every shopper can type it, and
 * no invisible or look-alike character makes two codes that read the same. Only trimmed and
 * upper-cased: anything else is refused, never silently dropped from the owner's code.
 */
export const newVoucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Enter a voucher code')
  .max(VOUCHER_CODE_MAX_LENGTH, TOO_LONG)
  .regex(/^[A-Z0-9_-]+$/, 'Use only letters A–Z, digits, - and _');

/** For requests where the voucher is optional: an empty field means "no voucher". */
export const optionalVoucherCodeSchema = z
  .string()
  .overwrite(normaliseVoucherCode)
  .max(VOUCHER_CODE_MAX_LENGTH, TOO_LONG)
  .optional()
  .transform((code) => (code === '' ? undefined : code));
