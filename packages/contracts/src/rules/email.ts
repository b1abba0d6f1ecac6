import { z } from '../zod.js';

export const EMAIL_MAX_LENGTH = 254;

/** E-mails are compared and stored trimmed and lower-cased, so one address means one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(EMAIL_MAX_LENGTH));
