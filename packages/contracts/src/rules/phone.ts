import { z } from 'zod';

const INDIAN_MOBILE = /^(?:\+91|91)?([6-9]\d{9})$/;

/**
 * The spec leaves the phone format open; we accept Indian mobile numbers: 10 digits starting
 * with 6–9, optionally prefixed by +91 or 91, spaces and hyphens ignored.
 * Returns the bare 10 digits, or null when the input is not such a number.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  return INDIAN_MOBILE.exec(compact)?.[1] ?? null;
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

/** The checkout's phone field is numeric: digits only, and still an Indian mobile. */
export const numericPhoneSchema = z
  .string()
  .trim()
  .regex(/^\d+$/, 'Phone must contain digits only')
  .pipe(indianMobileSchema);
