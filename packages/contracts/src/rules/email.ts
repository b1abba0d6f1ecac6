import { z } from '../zod.js';

export const EMAIL_MAX_LENGTH = 254;

/** E-mails are compared and stored trimmed and lower-cased, so one address means one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    // abort: a long non-address is told once what is wrong, not also (in the same words) that it
    // is too long, which is what `max` inherited.
    z
      .email({ error: 'Enter a valid e-mail address', abort: true })
      .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`),
  );
