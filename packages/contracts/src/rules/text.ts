import { z } from '../zod.js';

/**
 * C0 and C1 control characters other than tab, line feed and carriage return (NUL, ESC, DEL…),
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * make text read differently from how it is stored: nobody types them, and they break or spoof
 * e-mails, PDFs, the order board, CSV exports and logs.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a UTF-16 pair without its other half: no character at all. Stored, it would come back
 * as U+FFFD (�), so two different texts would read the same.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Invisible characters with no job in the languages the shop is used in (zero-width space, word
 * joiner, byte-order mark): removed, so 'Mango Smoothie' and 'Mango\u200BSmoothie' are one title.
 * The zero-width joiner and non-joiner stay: Indian scripts and emoji need them.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;

/**
 * Text that prints nothing: white space and the characters Unicode says are default ignorable
 * (zero-width ones, direction marks, the soft hyphen, Hangul fillers, variation selectors…),
 * and the blank braille pattern, which shows as a space.
 */
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * A run of white space: line breaks, tabs and no-break spaces included. In a one-line field (a
 * name, a gym, a title) it becomes one space: pasted into a name, a line break would break an
 * e-mail's greeting, the order board's card and the invoice's buyer line, and 'Asha  Kapoor' or
 * 'Asha\u00a0Kapoor' reads as 'Asha Kapoor', so it must be stored and compared as that (a saved
 * address that exists already, a title the menu has).
 */
const SPACES = /\s+/g;

/** Whether a field keeps to one line; multi-line text (a review, a message) keeps its breaks. */
interface LineOptions {
  oneLine?: boolean;
}

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const BROKEN_TEXT_MESSAGE = 'Must not contain broken characters';

/** Whether every UTF-16 surrogate in the text is one half of a pair. */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Text as the shop keeps it: trimmed, without the invisible characters, and composed (NFC), so an
 * 'é' typed as one character or as 'e' and an accent is stored and compared the same way.
 */
const cleanText = ({ oneLine = false }: LineOptions) =>
  z
    .string()
    .refine(isWellFormedText, { message: BROKEN_TEXT_MESSAGE, abort: true })
    .overwrite((text) => {
      const clean = text.replace(INVISIBLE, '').normalize('NFC');
      return oneLine ? clean.replace(SPACES, ' ') : clean;
    })
    .trim();

/** A trimmed string that may be empty (the spec sends '' for "not set"). */
export const optionalText = (max: number, lines: LineOptions = {}) =>
  cleanText(lines)
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
    oneLine,
  }: { required?: string; tooLong?: string } & LineOptions = {},
) =>
  cleanText({ oneLine })
    .min(1, { message: required, abort: true })
    .refine((text) => !BLANK.test(text), { message: required, abort: true })
    .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_CHARACTERS_MESSAGE)
    .max(max, tooLong);
