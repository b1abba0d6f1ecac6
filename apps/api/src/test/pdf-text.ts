import { execFile } from 'node:child_process';

/** Runs one of poppler's tools (poppler-utils, installed by CI) on a PDF given on stdin. */
function poppler(tool: string, args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      tool,
      [...args, '-'],
      { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/**
 * The text of a PDF as poppler's pdftotext reads it, page layout kept so a table row stays on
 * one line. Fails if the bytes are not a PDF it can parse.
 */
export const pdfText = (pdf: Buffer): Promise<string> =>
  poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-'], pdf);

/** The fonts a PDF embeds, as pdffonts names them without their subset tag: 'DejaVuSans-Bold'. */
export async function pdfFontNames(pdf: Buffer): Promise<string[]> {
  const table = await poppler('pdffonts', [], pdf);
  // Two heading lines, then one line per font starting with 'ABCDEF+Name'.
  return table
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''))
    .sort();
}
