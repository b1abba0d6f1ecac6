import { execFile } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext reads it (poppler-utils, installed by CI), page
 * layout kept so a table row stays on one line. Fails if the bytes are not a PDF it can parse.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
