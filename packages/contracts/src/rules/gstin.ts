import { z } from '../zod.js';
import { INDIAN_STATES } from '../domain/indian-states.js';

/**
 * A GSTIN: 2-digit state code, the holder's 10-character PAN, the registration's entity number
 * within that PAN (1–9, then A–Z), 'Z' by default, and a check character (GSTN's modulus-36
 * Luhn variant over the first 14).
 */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character the first 14 characters of a GSTIN call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    // Weights alternate 1, 2 from the left; each product adds its base-36 digits.
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export function isValidGstin(gstin: string): boolean {
  return GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

export const GSTIN_MESSAGE = 'Must be a 15-character GSTIN such as 29AAACG1234A1ZA';

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((gstin) => GSTIN_PATTERN.test(gstin), { message: GSTIN_MESSAGE, abort: true })
  .refine(isValidGstin, 'The GSTIN check character does not match');

/**
 * FSSAI licence and registration numbers are 14 digits, the first telling which it is: 1 for a
 * licence, 2 for a registration.
 */
export const fssaiLicenceSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, 'Must be the 14-digit FSSAI licence number')
  .regex(/^[12]/, 'An FSSAI number starts with 1 (licence) or 2 (registration)');

const STATE_CODES: readonly string[] = INDIAN_STATES.map((state) => state.code);

/**
 * The GST state code of a registration ('29'): one a GSTIN can start with today (INDIAN_STATES),
 * so the seller's state can always be named on an invoice.
 */
export const gstStateCodeSchema = z
  .string()
  .trim()
  .refine((code) => STATE_CODES.includes(code), 'Must be a 2-digit GST state code such as 29');
