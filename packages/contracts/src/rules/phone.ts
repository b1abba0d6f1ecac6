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

/** An Indian mobile: 10 digits starting with 6–9, after +91, 0091, 91 or a trunk 0. */
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/**
 * The one phone rule (sign-up, profile, checkout and saved addresses): normalise first, then
 * validate. Full-width characters become ASCII (NFKC), separators and a +91, 0091, 91 or 0
 * prefix are dropped; what remains must be a 10-digit Indian mobile. Returns those bare 10
 * digits, or null for anything else.
 */
export function normaliseIndianMobile(input: string): string | null {
  const typed = input.normalize('NFKC').trim();
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
