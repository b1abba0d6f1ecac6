// `node --test scripts/`: code and tests point a newcomer to documents in the repo (docs/…) or
// state the rule itself, never to documents outside it or to issue numbers, which mean nothing
// to someone reading the code (docs/architecture.md#tests-and-tools).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Spelt in pieces so this file does not match itself.
const UNRESOLVABLE = [
  new RegExp(['spec', 'section'].join(' ')),
  new RegExp(['DESIGN', 'md'].join('\\.')),
  /issue \d/,
  /\(#\d\)/,
];

test('no tracked file under apps, packages, e2e or scripts cites an outside document or an issue number', () => {
  const files = execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'e2e', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  assert.ok(files.length > 100, `only ${files.length} tracked files found`);
  const citing = files.flatMap((file) => {
    const text = readFileSync(`${root}/${file}`, 'latin1');
    return text
      .split('\n')
      .flatMap((line, index) =>
        UNRESOLVABLE.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line}`] : [],
      );
  });
  assert.deepEqual(citing, []);
});
