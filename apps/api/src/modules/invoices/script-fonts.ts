import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/** The invoice's two faces: its base fonts are registered under these names. */
export type Weight = 'regular' | 'bold';

/**
 * DejaVu Sans, the invoice's font, has no glyph for India's own scripts: a buyer's name typed in
 * Hindi or Tamil would print as boxes. Text in one of these scripts is set in its Noto Sans
 * (from @fontsource, which ships each script's glyphs as a file of their own); fontkit, under
 * pdfkit, shapes its conjuncts and vowel signs.
 */
const SCRIPTS = [
  { script: 'devanagari', from: 0x0900, to: 0x097f },
  { script: 'bengali', from: 0x0980, to: 0x09ff },
  { script: 'gurmukhi', from: 0x0a00, to: 0x0a7f },
  { script: 'gujarati', from: 0x0a80, to: 0x0aff },
  { script: 'oriya', from: 0x0b00, to: 0x0b7f },
  { script: 'tamil', from: 0x0b80, to: 0x0bff },
  { script: 'telugu', from: 0x0c00, to: 0x0c7f },
  { script: 'kannada', from: 0x0c80, to: 0x0cff },
  { script: 'malayalam', from: 0x0d00, to: 0x0d7f },
] as const;

const WOFF_WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** Characters every script above uses (zero-width non-joiner and joiner, the dandas). */
const SHARED = new Set(['\u200c', '\u200d', '\u0964', '\u0965']);

const require = createRequire(import.meta.url);
const fileOf = (script: string, weight: Weight) =>
  join(
    dirname(require.resolve(`@fontsource/noto-sans-${script}/package.json`)),
    'files',
    `noto-sans-${script}-${script}-${WOFF_WEIGHTS[weight]}-normal.woff`,
  );

/** Names each script's fonts in `doc`; pdfkit reads a file only when its font is first used. */
export function registerScriptFonts(doc: Doc): void {
  for (const { script } of SCRIPTS) {
    for (const weight of Object.keys(WOFF_WEIGHTS) as Weight[]) {
      doc.registerFont(`${script}-${weight}`, fileOf(script, weight));
    }
  }
}

export interface TextRun {
  /** A registered font's name: the base `weight`, or a script's, e.g. 'tamil-bold'. */
  font: string;
  text: string;
}

function fontOf(char: string, current: string | undefined, weight: Weight): string {
  // A joiner or danda belongs to the script it follows.
  if (current !== undefined && current !== weight && SHARED.has(char)) return current;
  const code = char.codePointAt(0) ?? 0;
  const found = SCRIPTS.find(({ from, to }) => code >= from && code <= to);
  return found === undefined ? weight : `${found.script}-${weight}`;
}

/** `text` cut where its font changes: 'Priya प्रिया' is a DejaVu run, then a Devanagari one. */
export function textRuns(text: string, weight: Weight): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = fontOf(char, last?.font, weight);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/**
 * The height `text` takes when written by writeText within `options.width`: measured in each font
 * its runs use, the tallest, since a line's height is its tallest font's. Leaves `weight` selected.
 */
export function heightOfText(
  doc: Doc,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions,
): number {
  const fonts = new Set([weight, ...textRuns(text, weight).map((run) => run.font)]);
  const heights = [...fonts].map((font) => doc.font(font).heightOfString(text, options));
  doc.font(weight);
  return Math.max(...heights);
}

/**
 * Writes free text (what a shopper typed) as `doc.text` would, each script in its font. The
 * runs flow on as one paragraph, wrapping within `options.width`; the base font stays selected.
 */
export function writeText(
  doc: Doc,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions,
): void {
  const runs = textRuns(text, weight);
  if (runs.length === 0) runs.push({ font: weight, text: '' });
  runs.forEach((run, index) => {
    doc.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
  doc.font(weight);
}
