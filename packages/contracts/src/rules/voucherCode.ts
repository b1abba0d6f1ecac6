import { z } from '../zod.js';

export const VOUCHER_CODE_MAX_LENGTH = 40;

/**
 * Voucher input is forced to upper case (docs/product.md#vouchers), so the server compares it so
 * too.
 */
export const voucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Enter a voucher code')
  .max(VOUCHER_CODE_MAX_LENGTH, `A voucher code is at most ${VOUCHER_CODE_MAX_LENGTH} characters`);

/**
 * A code an owner creates: letters A–Z, digits, '-' and '_', so every shopper can type it, and
 * no invisible or look-alike character makes two codes that read the same.
 */
export const newVoucherCodeSchema = voucherCodeSchema.regex(
  /^[A-Z0-9_-]+$/,
  'Use only letters A–Z, digits, - and _',
);

/** For requests where the voucher is optional: an empty field means "no voucher". */
export const optionalVoucherCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(VOUCHER_CODE_MAX_LENGTH, `A voucher code is at most ${VOUCHER_CODE_MAX_LENGTH} characters`)
  .optional()
  .transform((code) => (code === '' ? undefined : code));
