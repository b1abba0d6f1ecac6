import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUPEE_FACES, RUPEE_FONTS_DIR, rupeeFontFile, rupeeSubset } from './rupee-fonts.mjs';

describe('the ₹-only font files', () => {
  it.each(RUPEE_FACES)(
    'are what scripts/rupee-fonts.mjs cuts from @fontsource: $family $weight',
    async (face) => {
      const committed = await readFile(join(RUPEE_FONTS_DIR, rupeeFontFile(face)));
      // The whole latin-ext file is 20-36 KB; the one glyph is well under 1 KB.
      expect(committed.length).toBeLessThan(1024);
      expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(committed.equals(await rupeeSubset(face))).toBe(true);
    },
    30_000,
  );

  it('are the faces fonts.css gives the ₹ sign, and the only latin-ext files it names', async () => {
    const css = await readFile(join(RUPEE_FONTS_DIR, '..', 'fonts.css'), 'utf8');
    for (const face of RUPEE_FACES) {
      expect(css).toMatch(
        new RegExp(
          `url\\('\\./fonts/${rupeeFontFile(face)}'\\)\\s*format\\('woff2'\\);\\s*unicode-range: U\\+20B9;`,
        ),
      );
    }
    expect(css).not.toMatch(/latin-ext-\d+-normal\.woff2/);
  });
});
