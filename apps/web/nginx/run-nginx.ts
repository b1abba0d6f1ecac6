import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (CI installs it with apt, see .ci/run); otherwise the one on the PATH. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const TEMPLATE = new URL('./default.conf.template', import.meta.url);
const BROTLI_STATIC = new URL('./brotli-static.conf', import.meta.url);
/** Debian's brotli_static module (CI installs it with apt, see .ci/run). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Whether this machine's nginx can send the precompressed .br files. */
export const hasBrotliStatic = existsSync(BROTLI_STATIC_MODULE);
const READY_TIMEOUT_MS = 20_000;

export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A stand-in for the API: answers every request with JSON and its own helmet-like headers (which
 * nginx must replace), and remembers what reached it.
 */
export async function startStubApi() {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.setHeader('Content-Security-Policy', "default-src 'self'");
    response.end('{"ok":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the OS for a free loopback port (for nginx, or for an API that is down). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `text` with `from` replaced, failing loudly if the template no longer contains it. */
function replaceExactly(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`default.conf.template no longer contains ${from}`);
  return text.replaceAll(from, to);
}

/**
 * The template as the official image renders it (envsubst of PAYMENTS_PROVIDER), moved onto a
 * loopback port, a folder of static files and a log file. The upstream gets one `server` line per
 * API origin: in compose one name stands for every replica, here each listens on its own port.
 */
async function renderSite(options: {
  paymentsProvider: string;
  port: number;
  root: string;
  accessLog: string;
  apiOrigins: string[];
  dir: string;
}): Promise<string> {
  let site = await readFile(TEMPLATE, 'utf8');
  site = replaceExactly(site, '${PAYMENTS_PROVIDER}', options.paymentsProvider);
  site = replaceExactly(site, 'listen 80;', `listen 127.0.0.1:${options.port};`);
  site = replaceExactly(site, 'root /usr/share/nginx/html;', `root ${options.root};`);
  site = replaceExactly(site, '/var/log/nginx/access.log', options.accessLog);
  site = replaceExactly(site, '/etc/nginx/snippets/', `${options.dir}/`);
  const servers = options.apiOrigins.map((origin) => `server ${new URL(origin).host};`);
  site = replaceExactly(site, 'server ${API_UPSTREAM};', servers.join('\n  '));
  return site;
}

/** The image's nginx.conf reduced to what the site needs, with every path inside `dir`. */
function mainConfig(dir: string, brotli: boolean): string {
  return `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
${process.getuid?.() === 0 ? 'user root; # workers keep this user, so they can read the temp folder' : ''}
events {}
http {
  types { text/html html; application/javascript js; }
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

/** Polls until nginx answers, or fails as soon as it has exited. */
async function waitUntilServing(origin: string, hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!hasExited()) {
    try {
      await fetch(origin);
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx exited before serving');
}

export interface RunningNginx {
  origin: string;
  /** The access log so far. */
  accessLog(): Promise<string>;
  /** The error log so far. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Real nginx, as the current user, on the rendered site, taking turns between `apiOrigins`;
 * static files come from `files`.
 */
export async function startNginx(options: {
  paymentsProvider: string;
  apiOrigins: string[];
  files: Record<string, string | Uint8Array>;
  /** Load the brotli_static module (default: when installed); false runs nginx as if it were not. */
  brotli?: boolean;
}): Promise<RunningNginx> {
  const { brotli = hasBrotliStatic } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'gymfuel-nginx-'));
  const root = path.join(dir, 'html');
  for (const [file, content] of Object.entries(options.files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  const port = await freePort();
  const errorLog = path.join(dir, 'error.log');
  const accessLog = path.join(dir, 'access.log');
  await writeFile(
    path.join(dir, 'site.conf'),
    await renderSite({ ...options, port, root, accessLog, dir }),
  );
  if (brotli) await writeFile(path.join(dir, 'brotli-static.conf'), await readFile(BROTLI_STATIC));
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, brotli));

  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'exit' may not follow 'error' (e.g. no nginx binary at all).
  let ended = false;
  const end = new Promise<void>((resolve) => {
    const settle = () => {
      ended = true;
      resolve();
    };
    child.once('exit', settle);
    child.once('error', (error) => {
      stderr += `${error.message} (is nginx installed? apt-get install nginx)\n`;
      settle();
    });
  });

  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    await end;
    await rm(dir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, () => ended);
  } catch (error) {
    const log = await readFile(errorLog, 'utf8').catch(() => '');
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}${log}`, { cause: error });
  }
  return {
    origin,
    accessLog: () => readFile(accessLog, 'utf8'),
    errorLog: () => readFile(errorLog, 'utf8'),
    stop,
  };
}
