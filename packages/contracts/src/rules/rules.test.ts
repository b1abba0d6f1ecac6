import { describe, expect, it } from 'vitest';
import { emailSchema } from './email.js';
import { loginPasswordSchema, passwordSchema } from './password.js';
import { quantitySchema, reviewTextSchema } from './limits.js';
import {
  newVoucherCodeSchema,
  optionalVoucherCodeSchema,
  voucherCodeSchema,
} from './voucherCode.js';
import { optionalText, requiredText } from './text.js';
import { AVATARS } from './avatar-ids.js';
import { userPhotoSchema } from './avatars.js';
import { CATEGORIES, PRODUCT_TABS } from './catalogue.js';
import { objectIdSchema, orderIdSchema } from './ids.js';
import { rupeesSchema, wholeRupeesSchema } from './amounts.js';

describe('quantity', () => {
  it('accepts whole numbers 1–10', () => {
    for (let quantity = 1; quantity <= 10; quantity++) {
      expect(quantitySchema.parse(quantity)).toBe(quantity);
    }
  });

  it.each([0, 11, -1, 2.5, '3', null, Number.NaN, Infinity, { $gt: 0 }])('refuses %j', (value) => {
    expect(quantitySchema.safeParse(value).success).toBe(false);
  });
});

describe('password', () => {
  it('accepts 8 to 72 characters, unchanged', () => {
    expect(passwordSchema.parse(' 8 chars')).toBe(' 8 chars');
    expect(passwordSchema.safeParse('x'.repeat(72)).success).toBe(true);
  });

  it('refuses fewer than 8 or more than 72 characters', () => {
    expect(passwordSchema.safeParse('1234567').success).toBe(false);
    expect(passwordSchema.safeParse('x'.repeat(73)).success).toBe(false);
  });

  it('refuses a password bcrypt would truncate (over 72 bytes), saying so truthfully', () => {
    // 30 Devanagari letters: 30 characters, 90 bytes in UTF-8.
    for (const password of ['é'.repeat(37), 'क'.repeat(30)]) {
      expect(
        passwordSchema.safeParse(password).error?.issues.map(({ message }) => message),
      ).toEqual([
        'Password must be at most 72 bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)',
      ]);
    }
    expect(passwordSchema.parse('क'.repeat(24))).toBe('क'.repeat(24));
  });

  it('composes a new password (NFC), so any keyboard types the same one', () => {
    // 'e' + combining acute (NFD, as some Apple keyboards send it) becomes 'é' (U+00E9).
    expect(passwordSchema.parse('caf\u0065\u0301-protein')).toBe('caf\u00e9-protein');
    // 36 decomposed é are 108 bytes as typed but 72 composed: the limit is on what is stored.
    expect(passwordSchema.parse('e\u0301'.repeat(36))).toBe('\u00e9'.repeat(36));
  });

  it('leaves a login password as typed: the server tries it composed, then as typed', () => {
    expect(loginPasswordSchema.parse('caf\u0065\u0301-protein')).toBe('caf\u0065\u0301-protein');
  });

  it('refuses half a character, which bcrypt would hash like any other half', () => {
    for (const schema of [passwordSchema, loginPasswordSchema]) {
      expect(schema.safeParse('abcdefgh\ud800').error?.issues[0]?.message).toBe(
        'Password must not contain broken characters',
      );
    }
    expect(passwordSchema.parse('abcdefgh💪')).toBe('abcdefgh💪');
  });

  it('at login only needs a non-empty string', () => {
    expect(loginPasswordSchema.safeParse('short').success).toBe(true);
    expect(loginPasswordSchema.safeParse('').success).toBe(false);
    expect(loginPasswordSchema.safeParse({ $ne: null }).success).toBe(false);
  });

  it('at login refuses over 128 characters in words, not zod’s', () => {
    expect(loginPasswordSchema.safeParse('x'.repeat(129)).error?.issues[0]?.message).toBe(
      'Password must be at most 128 characters long',
    );
  });
});

describe('email', () => {
  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Asha.K@Example.IN ')).toBe('asha.k@example.in');
  });

  it('says once what is wrong with an over-long value, whether an address or not', () => {
    const messagesOf = (value: string) =>
      emailSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messagesOf('x'.repeat(1000))).toEqual(['Enter a valid e-mail address']);
    // 250 + '@x.in' = 255 characters, one over the 254 an address may have.
    expect(messagesOf(`${'a'.repeat(250)}@x.in`)).toEqual(['Must be at most 254 characters']);
  });

  it.each(['', 'asha', 'asha@', '@example.in', 'a b@example.in', { $ne: null }, ['a@b.in']])(
    'refuses %j',
    (value) => {
      expect(emailSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('voucher code', () => {
  it('is trimmed and upper-cased', () => {
    expect(voucherCodeSchema.parse(' gym15 ')).toBe('GYM15');
  });

  it('drops what a pasted code carries that no code has: spaces, invisible marks, full width', () => {
    for (const pasted of [
      'FIT 10',
      'FIT10\u200b',
      '\u202afit10\u202c',
      '\uff46\uff49\uff54\uff11\uff10',
    ]) {
      expect(voucherCodeSchema.parse(pasted)).toBe('FIT10');
      expect(optionalVoucherCodeSchema.parse(pasted)).toBe('FIT10');
    }
    expect(optionalVoucherCodeSchema.parse('\u200b \u200b')).toBeUndefined();
  });

  it('refuses empty, over-long and non-string codes', () => {
    expect(voucherCodeSchema.safeParse('  ').success).toBe(false);
    expect(voucherCodeSchema.safeParse('A'.repeat(41)).success).toBe(false);
    expect(voucherCodeSchema.safeParse({ $ne: '' }).success).toBe(false);
  });

  it('treats an empty optional code as no code', () => {
    expect(optionalVoucherCodeSchema.parse('')).toBeUndefined();
    expect(optionalVoucherCodeSchema.parse(undefined)).toBeUndefined();
    expect(optionalVoucherCodeSchema.parse('fit10')).toBe('FIT10');
  });
});

describe('free text', () => {
  const name = requiredText(20);
  const messages = (value: unknown) =>
    name.safeParse(value).error?.issues.map((issue) => issue.message);

  it('is trimmed, and keeps letters of any script, emoji and line breaks', () => {
    expect(name.parse('  Asha Rao ')).toBe('Asha Rao');
    expect(name.parse('आशा राव 💪')).toBe('आशा राव 💪');
    expect(name.parse('Line one\nline two')).toBe('Line one\nline two');
  });

  it('keeps to one line where the field is one: line breaks and tabs become one space', () => {
    const line = requiredText(40, { oneLine: true });
    expect(line.parse('Asha\nKapoor')).toBe('Asha Kapoor');
    expect(line.parse('  Asha \r\n\t Kapoor\u2028 Rao ')).toBe('Asha Kapoor Rao');
    expect(line.parse('Asha\n')).toBe('Asha');
    expect(line.safeParse('\n\t\r\n').error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required',
    ]);
    expect(optionalText(40, { oneLine: true }).parse('Bandra\nWest')).toBe('Bandra West');
  });

  it('keeps one space between words where the field is one line, of whatever white space', () => {
    const line = requiredText(40, { oneLine: true });
    expect(line.parse('Asha   Kapoor')).toBe('Asha Kapoor');
    expect(line.parse('Asha\u00a0Kapoor')).toBe('Asha Kapoor');
    expect(line.parse('Asha \u3000\u202f Kapoor')).toBe('Asha Kapoor');
    // A zero-width space is taken out before the spaces either side of it become one.
    expect(line.parse('Asha \u200b Kapoor')).toBe('Asha Kapoor');
    // Text of several lines keeps its spacing.
    expect(requiredText(40).parse('Asha  Kapoor')).toBe('Asha  Kapoor');
  });

  it('is required once when empty, blank or only zero-width characters', () => {
    for (const blank of ['', '   ', '\u200b', ' \u200b\u2060\ufeff ', '\u00a0']) {
      expect(messages(blank)).toEqual(['This field is required']);
    }
  });

  it('is required once when it holds only characters that print nothing', () => {
    // Direction marks, soft hyphen, Hangul fillers, a variation selector, the braille blank.
    for (const blank of [
      '\u200e\u200f',
      ' \u00ad ',
      '\u3164',
      '\u115f\u1160',
      '\ufe0f',
      '\u2800',
    ]) {
      expect(messages(blank)).toEqual(['This field is required']);
    }
    // Beside a letter they stay: a direction mark or a variation selector has a job there.
    expect(name.parse('\u200fAsha')).toBe('\u200fAsha');
    expect(name.parse('\u2764\ufe0f')).toBe('\u2764\ufe0f');
  });

  it('refuses control characters, also in optional text', () => {
    for (const control of ['Asha\u0000', '\u001b[31mRed', 'Tab\u007f', '\u0085Next']) {
      expect(messages(control)).toEqual(['Must not contain control characters']);
      expect(optionalText(20).safeParse(control).success).toBe(false);
    }
    expect(optionalText(20).parse('')).toBe('');
  });

  it('refuses the bidirectional overrides and isolates that make text read otherwise', () => {
    for (const spoof of ['\u202eabc', 'abc\u2066x', 'Asha\u202a Rao', 'x\u2069']) {
      expect(messages(spoof)).toEqual(['Must not contain control characters']);
    }
  });

  it('refuses half a character (a lone UTF-16 surrogate), also in optional text', () => {
    for (const broken of ['ab\udc00', '\ud800', 'x\ud800y', '\udfff\ud83d']) {
      expect(messages(broken)).toEqual(['Must not contain broken characters']);
      expect(optionalText(20).safeParse(broken).success).toBe(false);
    }
  });

  it('drops zero-width spaces, word joiners and byte-order marks, and composes accents', () => {
    expect(name.parse('Mango Shake\u200b')).toBe('Mango Shake');
    expect(name.parse('\ufeffMan\u2060go')).toBe('Mango');
    // 'e' and a combining acute accent become the one character 'é'.
    expect(name.parse('Cafe\u0301')).toBe('Caf\u00e9');
    expect(optionalText(20).parse('\u200b')).toBe('');
  });

  it('keeps the joiners Indian scripts and emoji need', () => {
    expect(name.parse('क्\u200dष')).toBe('क्\u200dष');
    expect(name.parse('🏋\u200d♀')).toBe('🏋\u200d♀');
    expect(name.parse('র\u200c্য')).toBe('র\u200c্য');
  });

  it('names its own words for a review', () => {
    expect(reviewTextSchema.safeParse('\u200b').error?.issues[0]?.message).toBe(
      'Please enter a review!',
    );
  });
});

describe('a new voucher code', () => {
  it('takes letters A–Z, digits, - and _, upper-cased', () => {
    expect(newVoucherCodeSchema.parse(' monsoon-25_x ')).toBe('MONSOON-25_X');
  });

  it('refuses invisible, control and look-alike characters', () => {
    for (const code of ['\u0000', 'FIT\u200b10', '😀', 'FIT 10', 'FІТ10']) {
      expect(newVoucherCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
        'Use only letters A–Z, digits, - and _',
      );
    }
  });
});

describe('review text', () => {
  it('is 1–1000 characters after trimming', () => {
    expect(reviewTextSchema.parse('  Tasty!  ')).toBe('Tasty!');
    expect(reviewTextSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(reviewTextSchema.safeParse('x'.repeat(1001)).success).toBe(false);
    expect(reviewTextSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Please enter a review!',
    );
  });
});

describe('avatars and catalogue', () => {
  it('has 4 avatars; a photo is one of them or empty', () => {
    expect(AVATARS).toHaveLength(4);
    expect(userPhotoSchema.safeParse('avatar-4').success).toBe(true);
    expect(userPhotoSchema.safeParse('').success).toBe(true);
    expect(userPhotoSchema.safeParse('https://evil.example/x.png').success).toBe(false);
  });

  it('lists the tabs with the spec labels and filter values', () => {
    expect(PRODUCT_TABS.map((tab) => tab.label)).toEqual([
      'All',
      'Smoothies',
      'Shakes',
      'Appetizers',
      'Meals',
    ]);
    expect(PRODUCT_TABS.map((tab) => tab.value)).toEqual(['all', ...CATEGORIES]);
  });
});

describe('ids and amounts', () => {
  it('accepts 24-hex object ids, lower-casing them', () => {
    expect(objectIdSchema.parse('64B7F0C2A1D3E4F5A6B7C8D9')).toBe('64b7f0c2a1d3e4f5a6b7c8d9');
    expect(objectIdSchema.safeParse('64b7f0c2a1d3e4f5a6b7c8d').success).toBe(false);
    expect(objectIdSchema.safeParse({ $ne: null }).success).toBe(false);
  });

  it('accepts 12-hex order ids only', () => {
    expect(orderIdSchema.parse('0A1B2C3D4E5F')).toBe('0a1b2c3d4e5f');
    expect(orderIdSchema.safeParse('0a1b2c3d4e5').success).toBe(false);
    expect(orderIdSchema.safeParse('0a1b2c3d4e5g').success).toBe(false);
  });

  it('keeps rupees to 2 decimals and catalogue prices whole', () => {
    expect(rupeesSchema.safeParse(379.95).success).toBe(true);
    expect(rupeesSchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(rupeesSchema.safeParse(1.005).success).toBe(false);
    expect(rupeesSchema.safeParse(-1).success).toBe(false);
    expect(wholeRupeesSchema.safeParse(150).success).toBe(true);
    expect(wholeRupeesSchema.safeParse(149.5).success).toBe(false);
  });

  it('names the ten-lakh ceiling in Indian digits', () => {
    const tooLarge = wholeRupeesSchema.safeParse(1_000_001);
    expect(tooLarge.error?.issues[0]?.message).toBe('Must be at most ₹10,00,000');
  });
});
