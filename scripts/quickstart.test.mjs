// `node --test scripts/`: what `npm start` hands the build, with a stand-in pnpm on the PATH that
// notes the build's PUBLIC_URL and then fails, so nothing is installed, built or started.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const quickstart = fileURLToPath(new URL('./quickstart.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'gymfuel-quickstart-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const seen = join(dir, 'build-public-url');
writeFileSync(
  join(dir, 'pnpm'),
  `#!/bin/sh
case "$*" in
  --version) echo 10.0.0 ;;
  *build*) printf '%s' "$PUBLIC_URL" > '${seen}'; exit 3 ;;
esac
`,
);
chmodSync(join(dir, 'pnpm'), 0o755);

/** The PUBLIC_URL `npm start` builds with, given these variables. */
function buildPublicUrl(vars) {
  rmSync(seen, { force: true });
  const env = { ...process.env, PATH: `${dir}:${process.env.PATH}`, ...vars };
  for (const name of ['PUBLIC_URL', 'WEB_PORT']) if (!(name in vars)) delete env[name];
  const result = spawnSync(process.execPath, [quickstart, 'start'], { env, encoding: 'utf8' });
  assert.equal(result.status, 3, result.stderr);
  return readFileSync(seen, 'utf8');
}

test('npm start builds the pages for the port it serves on', () => {
  assert.equal(buildPublicUrl({}), 'http://localhost:5173');
  assert.equal(buildPublicUrl({ WEB_PORT: '5273' }), 'http://localhost:5273');
});

test('npm start builds for PUBLIC_URL when it is set', () => {
  assert.equal(
    buildPublicUrl({ WEB_PORT: '5273', PUBLIC_URL: 'https://shop.example.com' }),
    'https://shop.example.com',
  );
});
