import { z } from '../zod.js';

/**
 * Longest phone text taken as typed or pasted, formatting included: '(+91) 98765-43210' is 17
 * characters. Inputs use it as their maxLength, so a formatted number is never cut before it
 * is normalised.
 */
export const PHONE_INPUT_MAX_LENGTH = 20;

/**
 * What people put between digits: spaces (any kind), dashes (any kind), dots and brackets, and
 * the invisible format characters (direction marks, zero-width spaces) that phones wrap around a
 * number copied from contacts or a chat.
 */
const SEPARATORS = /[\s\p{Pd}.()\p{Cf}]/gu;

/**
 * The digits of India's scripts, which a Hindi, Bengali, Tamil… keyboard types: Devanagari ०–९,
 * Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada and Malayalam. Each block's zero
 * sits at U+0966 plus a multiple of 0x80, so a digit's value is (code − 0x66) mod 0x80.
 */
const INDIAN_SCRIPT_DIGIT =
  /[\u0966-\u096F\u09E6-\u09EF\u0A66-\u0A6F\u0AE6-\u0AEF\u0B66-\u0B6F\u0BE6-\u0BEF\u0C66-\u0C6F\u0CE6-\u0CEF\u0D66-\u0D6F]/g;

const toAsciiDigit = (digit: string): string => String(((digit.codePointAt(0) ?? 0) - 0x66) % 0x80);

/** An Indian mobile: 10 digits starting with 6–9, after +91, 0091, 91 or a trunk 0. */
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * The one phone rule (sign-up, profile, checkout and saved addresses): normalise first, then
 * validate. Full-width characters (NFKC) and the digits of India's scripts become ASCII;
 * separators and a +91, 0091, 91 or 0 prefix are dropped; what remains must be a 10-digit Indian
 * mobile. Returns those bare 10 digits, or null for anything else.
 */
export function normaliseIndianMobile(input: string): string | null {
  const typed = input.normalize('NFKC').replace(INDIAN_SCRIPT_DIGIT, toAsciiDigit).trim();
  if (typed.length > PHONE_INPUT_MAX_LENGTH) return null;
  return INDIAN_MOBILE.exec(typed.replace(SEPARATORS, ''))?.[1] ?? null;
}

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';

function toIndianMobile(input: string, ctx: z.RefinementCtx): string {
  const normalised = normaliseIndianMobile(input);
  if (normalised !== null) return normalised;
  ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
  return z.NEVER;
}

/** Validates and normalises to the bare 10 digits. */
export const indianMobileSchema = z.string().transform(toIndianMobile);

/** For profiles, where '' means "no phone" (accounts created through Google start without one). */
export const optionalIndianMobileSchema = z
  .string()
  .trim()
  .transform((input, ctx) => (input === '' ? '' : toIndianMobile(input, ctx)));
