import { z } from '../zod.js';

/**
 * C0 and C1 control characters other than tab, line feed and carriage return (NUL, ESC, DEL…):
 * nobody types them, and they break e-mails, PDFs, CSV exports and logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Text that prints nothing: white space and zero-width characters only. */
const BLANK = /^[\s\u200B-\u200D\u2060\uFEFF]*$/;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** A trimmed string that may be empty (the spec sends '' for "not set"). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_CHARACTERS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

/**
 * A trimmed string with something printed in it: empty, blank or zero-width-only text is
 * `required` (said once), and control characters are refused.
 */
export const requiredText = (
  max: number,
  {
    required = 'This field is required',
    tooLong = `Must be at most ${max} characters`,
  }: { required?: string; tooLong?: string } = {},
) =>
  z
    .string()
    .trim()
    .min(1, { message: required, abort: true })
    .refine((text) => !BLANK.test(text), { message: required, abort: true })
    .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_CHARACTERS_MESSAGE)
    .max(max, tooLong);
