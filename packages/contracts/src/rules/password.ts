import { z } from '../zod.js';
import { isWellFormedText } from './text.js';

export const PASSWORD_MIN_LENGTH = 8;
/**
 * bcrypt reads only the first 72 bytes of a password and ignores the rest, so a longer one is
 * refused rather than truncated without the user knowing. Bytes of UTF-8, not characters: 72
 * English letters fit, but only 24 Devanagari ones. (No password of more than 72 characters
 * fits either, so this is also the password inputs' maxLength.)
 */
export const PASSWORD_MAX_BYTES = 72;

export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)`;

const utf8 = new TextEncoder();

/** Whether bcrypt reads all of the password (see PASSWORD_MAX_BYTES). */
export const passwordFitsBcrypt = (password: string): boolean =>
  utf8.encode(password).length <= PASSWORD_MAX_BYTES;

/**
 * Passwords are hashed composed (NFC): an 'é' typed as one character on one device and as 'e'
 * plus an accent on another (some Apple keyboards) is one password.
 */
export const normalisePassword = (password: string): string => password.normalize('NFC');

/**
 * Half a UTF-16 pair reaches bcrypt as the bytes of U+FFFD, so 'abcdefgh\uD800' and
 * 'abcdefgh\uDFFF' would be the same password: such a password is refused, never matched.
 */
const BROKEN_PASSWORD = 'Password must not contain broken characters';

/** A new password (sign-up, reset): composed first, so its rules hold for what is hashed. */
export const passwordSchema = z
  .string()
  .refine(isWellFormedText, { message: BROKEN_PASSWORD, abort: true })
  .overwrite(normalisePassword)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .refine(passwordFitsBcrypt, PASSWORD_TOO_LONG);

/** Room above any password that fits bcrypt, typed decomposed (an accent is a character of its own). */
const LOGIN_PASSWORD_MAX_LENGTH = 128;

/**
 * At login any non-empty password is checked against the hash; the length rules are for new
 * ones. It stays as typed: the server compares it composed, and then as typed for a hash made
 * before passwords were composed (apps/api/src/modules/users/password.ts).
 */
export const loginPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(
    LOGIN_PASSWORD_MAX_LENGTH,
    `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters long`,
  )
  .refine(isWellFormedText, BROKEN_PASSWORD);
