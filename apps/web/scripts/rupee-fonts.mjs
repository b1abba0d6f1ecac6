// `pnpm --filter @gymfuel/web fonts:rupee`: writes src/app/fonts/{family}-rupee-{weight}.woff2,
// the ₹ sign (U+20B9) alone from each face's latin-ext file, which fontsource ships only whole
// (Inter 400's is 35 KB, for the one glyph the shop needs from it: about 0.7 KB subset). A
// page that prints a price fetches these before its largest paint. Run it again after upgrading
// @fontsource/*; scripts/rupee-fonts.test.ts fails until then.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Every face fonts.css declares: each prints ₹ in some price. */
export const RUPEE_FACES = [
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 500 },
  { family: 'inter', weight: 600 },
  { family: 'poppins', weight: 500 },
  { family: 'poppins', weight: 600 },
  { family: 'poppins', weight: 700 },
];

export const RUPEE_FONTS_DIR = fileURLToPath(new URL('../src/app/fonts/', import.meta.url));

const require = createRequire(import.meta.url);

export const rupeeFontFile = ({ family, weight }) => `${family}-rupee-${weight}.woff2`;

/** The face's ₹ glyph alone, as woff2. */
export async function rupeeSubset({ family, weight }) {
  const files = join(dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files');
  const latinExt = await readFile(join(files, `${family}-latin-ext-${weight}-normal.woff2`));
  return subsetFont(latinExt, '₹', { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const face of RUPEE_FACES) {
    const bytes = await rupeeSubset(face);
    await writeFile(join(RUPEE_FONTS_DIR, rupeeFontFile(face)), bytes);
    console.log(`${rupeeFontFile(face)}: ${bytes.length} bytes`);
  }
}
