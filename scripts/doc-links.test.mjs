// `node --test scripts/`: every relative link in the repo's Markdown, and every `docs/….md#anchor`
// that code or documents cite, names a tracked file and, with an anchor, a heading in it (as
// GitHub makes heading anchors), so the documents stay a map that can be followed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, number: index + 1 }];
  });
}

/** GitHub's anchors: the heading's rendered text, lower-cased, punctuation dropped, spaces to '-'. */
function anchorsOf(file) {
  const counts = new Map();
  const anchors = new Set();
  for (const { line } of proseLines(readFileSync(join(root, file), 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(^|\W)[_*]+(.+?)[_*]+(?=\W|$)/g, '$1$2')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** A reference resolves from the citing file's folder or, as prose often writes it, from the root. */
function resolve(from, path) {
  if (path === '') return from;
  const relative = normalize(join(dirname(from), path));
  if (existsSync(join(root, relative))) return relative;
  return existsSync(join(root, path)) ? normalize(path) : null;
}

function broken(file, refs) {
  return refs.flatMap(({ ref, number }) => {
    const [path, anchor] = ref.split('#');
    const target = resolve(file, path);
    if (target === null) return [`${file}:${number}: ${ref} (no such file)`];
    if (anchor === undefined || !target.endsWith('.md')) return [];
    return anchorsOf(target).has(anchor) ? [] : [`${file}:${number}: ${ref} (no such heading)`];
  });
}

test('relative links in Markdown name existing files and headings', () => {
  const documents = tracked.filter((file) => file.endsWith('.md'));
  assert.ok(documents.length >= 5, `only ${documents.length} Markdown files found`);
  const bad = documents.flatMap((file) =>
    broken(
      file,
      proseLines(readFileSync(join(root, file), 'utf8')).flatMap(({ line, number }) =>
        [...line.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((match) => match[1])
          .filter((ref) => !/^[a-z]+:/i.test(ref))
          .map((ref) => ({ ref, number })),
      ),
    ),
  );
  assert.deepEqual(bad, []);
});

test('every cited docs/….md#anchor names a heading', () => {
  const texts = tracked.filter(
    (file) =>
      /^(README\.md|docs\/|apps\/|packages\/|e2e\/|scripts\/)/.test(file) &&
      /\.(md|ts|tsx|mts|mjs|js|json|conf|template|yml|yaml)$/.test(file),
  );
  const bad = texts.flatMap((file) =>
    broken(
      file,
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/(?<![\w/.])((?:\.\.\/)*(?:[\w-]+\/)*[\w-]+\.md#[\w-]+)/g)].map(
            (match) => ({ ref: match[1], number: index + 1 }),
          ),
        ),
    ),
  );
  assert.deepEqual(bad, []);
});
