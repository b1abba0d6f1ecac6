import { z } from '../zod.js';
import { isWellFormedText } from './text.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

const utf8 = new TextEncoder();

/**
 * Half a UTF-16 pair reaches bcrypt as the bytes of U+FFFD, so 'abcdefgh\uD800' and
 * 'abcdefgh\uDFFF' would be the same password: such a password is refused, never matched.
 */
const BROKEN_PASSWORD = 'Password must not contain broken characters';

/**
 * bcrypt silently ignores everything after its 72nd byte, so a long multi-byte password
 * is refused rather than being truncated without the user knowing.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine((password) => utf8.encode(password).length <= PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} bytes long`,
  })
  .refine(isWellFormedText, BROKEN_PASSWORD);

/** At login any non-empty password is checked against the hash; the length rules are for new ones. */
export const loginPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(128)
  .refine(isWellFormedText, BROKEN_PASSWORD);
