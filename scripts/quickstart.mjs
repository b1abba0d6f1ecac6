#!/usr/bin/env node
// The README's two commands land here: `npm start` (install, build, run the shop) and
// `npm test` (install, build, run every test). It needs only Node and npm: pnpm is
// fetched into .tools/ when the machine has no pnpm 10, so nothing is installed globally.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { publicUrl, root, serveShop } from './stack.mjs';

const PNPM_VERSION = '10.34.9';
const env = {
  ...process.env,
  MONGOMS_DISABLE_POSTINSTALL: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Like run, but alongside others: resolves to whether the command succeeded. */
function runAlongside(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`\n✖ ${cmd} ${args.join(' ')} could not start: ${error.message}`);
      resolve(false);
    });
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${code ?? signal})`);
      resolve(code === 0);
    });
  });
}

function hasPnpm10() {
  const probe = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim().startsWith('10.');
}

function ensurePnpm() {
  if (hasPnpm10()) return;
  const toolsBin = join(root, '.tools', 'node_modules', '.bin');
  if (!existsSync(join(toolsBin, 'pnpm'))) {
    console.log(`• Fetching pnpm ${PNPM_VERSION} into .tools/ …`);
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      '.tools',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  env.PATH = `${toolsBin}:${env.PATH}`;
}

/**
 * The programs the tests drive besides Node: Chromium (the browser journeys), nginx with its
 * brotli_static module (the web image's site, apps/web/nginx) and poppler's pdftotext (invoice
 * PDFs read back as text). Installed with apt when missing, if this is a root Debian shell.
 */
function ensureTestPrograms() {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const hasNginx =
    existsSync('/usr/sbin/nginx') || spawnSync('nginx', ['-v'], { env }).status === 0;
  const hasBrotliStatic = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const hasPdftotext = spawnSync('pdftotext', ['-v'], { env }).status === 0;
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium']),
    ...(hasNginx ? [] : ['nginx']),
    ...(hasBrotliStatic ? [] : ['libnginx-mod-http-brotli-static']),
    ...(hasPdftotext ? [] : ['poppler-utils']),
  ];
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
    console.log(`• Installing ${missing.join(' and ')} for the tests …`);
    run('sh', [
      '-c',
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    ]);
    return;
  }
  console.error(
    `✖ The tests need Chromium at ${chromium} (or set CHROMIUM_PATH), nginx with brotli_static and pdftotext (apt-get install ${missing.join(' ')}).`,
  );
  process.exit(1);
}

function installAndBuild() {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile']);
  run('pnpm', ['turbo', 'run', 'build']);
}

async function test() {
  ensureTestPrograms();
  installAndBuild();
  run('pnpm', ['format:check']);
  run('pnpm', ['turbo', 'run', 'typecheck', 'lint']);
  // This script's own tests (scripts/*.test.mjs): no workspace package holds them.
  run('node', ['--test', 'scripts/']);
  // The browser journeys leave about a third of the CPU idle while pages and streams answer, so
  // the unit suites run beside them (two at a time, each with its own database), at a lower
  // priority so the journeys keep their pace. Both run from what was just built, through pnpm
  // rather than a second turbo, which could restore build outputs while the other side reads them.
  const passed = await Promise.all([
    runAlongside('pnpm', ['--filter', '@gymfuel/e2e', 'e2e']),
    runAlongside('nice', [
      '-n',
      '5',
      'pnpm',
      '--recursive',
      '--workspace-concurrency=2',
      '--filter',
      '!@gymfuel/e2e',
      'test',
    ]),
  ]);
  if (passed.includes(false)) process.exit(1);
  console.log('\n✔ All tests passed.');
}

async function start() {
  // The build names the shop in its pages (canonical links, sitemap.xml): the address it is
  // about to be served at (WEB_PORT), unless PUBLIC_URL names another. The API gets the same.
  env.PUBLIC_URL = publicUrl(env);
  installAndBuild();
  await serveShop({ from: 'build', dataDir: join(root, '.data', 'mongo'), env });
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else {
  console.error('usage: node scripts/quickstart.mjs start|test');
  process.exit(2);
}
