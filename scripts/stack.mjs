// Starts the whole shop locally: the embedded MongoDB engine as its own process (the single
// owner of the data folder, so `pnpm seed` and the ops CLI can reach the same data through its
// URI), the API, and the web app, which proxies /api to the API (apps/web/server in a build,
// Vite's dev server from source). `npm start` and the end-to-end
// tests run the built output; `pnpm dev` runs the sources with reloads.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const webDir = join(root, 'apps/web');
const engineDir = join(root, 'packages/embedded-mongo');
const vite = join(webDir, 'node_modules/vite/bin/vite.js');

/**
 * The node arguments of each piece. `build` runs dist/ and the web's static server (precompressed
 * files, cache headers, the prerendered pages, the SPA fallback). `source` needs no
 * build: the engine runs through tsx, the API restarts on every change under `tsx watch` and
 * reads the workspace packages' sources (their "@gymfuel/source" export), and Vite's dev
 * server hot-reloads the web.
 */
const pieces = {
  build: {
    mongo: { cwd: root, args: [join(engineDir, 'dist/cli.js')] },
    api: { cwd: root, args: [join(apiDir, 'dist/server.js')] },
    web: { cwd: webDir, args: [join(webDir, 'server/serve.mjs')] },
  },
  source: {
    mongo: { cwd: engineDir, args: ['--import', 'tsx', 'src/cli.ts'] },
    api: {
      cwd: apiDir,
      args: [
        join(apiDir, 'node_modules/tsx/dist/cli.mjs'),
        'watch',
        '--conditions=@gymfuel/source',
        'src/server.ts',
      ],
    },
    web: { cwd: webDir, args: [vite, '--strictPort'] },
  },
};

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every piece still running. Each is detached, so it would outlive this process: however this
 * process ends (an error, process.exit, a signal while starting), they end too.
 */
const running = new Set();
process.on('exit', () => running.forEach((child) => child.kill('SIGTERM')));

/**
 * Starts one piece. `ready` resolves once its output matches `readyLine` (with the match) or
 * `readyUrl` answers 200, and rejects, with the piece's output, if it exits before.
 */
function launch(name, { cwd, args }, { env, quiet, readyLine, readyUrl }) {
  // Each piece gets a process group of its own, so a Ctrl+C reaches only this process, which
  // then stops the pieces one at a time (a second signal would make the API and tsx watch
  // give up on a graceful stop).
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // Kept only until the piece is ready, for the error message if it exits before.
  const startup = [];
  const ready = new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome, value) => {
      if (settled) return;
      settled = true;
      outcome(value);
    };
    const onData = (chunk) => {
      const text = chunk.toString();
      if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      if (settled) return;
      startup.push(text);
      const match = readyLine?.exec(startup.join(''));
      if (match) settle(resolve, match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      settle(
        reject,
        new Error(`${name} exited with ${code} before it was ready:\n${startup.join('')}`),
      ),
    );
    if (readyUrl) {
      waitForHttp(readyUrl, () => settled).then(
        () => settle(resolve, null),
        (error) => settle(reject, error),
      );
    }
  });
  return { child, ready };
}

/** Polls `url` until it answers 200, or until `givenUp()` (the piece exited meanwhile). */
async function waitForHttp(url, givenUp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!givenUp()) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

function stopChild(child) {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    // Its whole group: under tsx watch the API is a grandchild.
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The engine prints its URI once it listens. */
const ENGINE_READY = /mongodb:\/\/127\.0\.0\.1:\d+/;

/**
 * Starts one piece and waits until it is ready; `stop` ends it gracefully (SIGTERM), and a piece
 * that failed to start is stopped before the error is thrown.
 */
async function startPiece(name, piece, launchOptions) {
  const { child, ready } = launch(name, piece, launchOptions);
  const stop = () => stopChild(child);
  try {
    return { child, stop, ready: await ready };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The embedded engine alone, on `port` with its data in `dataDir`; answers its URI (without a
 * database name). The replicas test stops and restarts it on the same port and data.
 *
 * @param {{ dataDir: string, port: number, from?: 'build' | 'source', quiet?: boolean,
 *           env?: Record<string, string> }} options
 */
export async function startEngine({ dataDir, port, from = 'build', quiet = false, env }) {
  const { mongo } = pieces[from];
  const { child, stop, ready } = await startPiece(
    'mongo',
    { ...mongo, args: [...mongo.args, '--port', String(port), '--data', dataDir] },
    { env: env ?? process.env, quiet, readyLine: ENGINE_READY },
  );
  return { child, stop, uri: ready[0] };
}

/**
 * One API process on `port` (loopback only), on the database at `mongoUri`, ready once /readyz
 * answers. Several may share one database: the replicas test runs two behind nginx.
 *
 * @param {{ mongoUri: string, port: number, publicUrl: string, from?: 'build' | 'source',
 *           quiet?: boolean, env?: Record<string, string> }} options
 */
export async function startApi({ mongoUri, port, publicUrl, from = 'build', quiet = false, env }) {
  const { child, stop } = await startPiece('api', pieces[from].api, {
    env: {
      // Links in e-mails (verification, password reset) open the shop's own pages.
      PUBLIC_URL: publicUrl,
      // The local shop is development on purpose (the API warns about an unset NODE_ENV).
      NODE_ENV: 'development',
      ...(env ?? process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      MONGODB_URI: mongoUri,
    },
    quiet,
    readyUrl: `http://127.0.0.1:${port}/readyz`,
  });
  return { child, stop, url: `http://127.0.0.1:${port}` };
}

/**
 * @param {{ dataDir: string, from?: 'build' | 'source', mongoPort?: number, apiPort?: number,
 *           webPort?: number, quiet?: boolean, env?: Record<string,string> }} options
 */
export async function startStack(options) {
  const quiet = options.quiet ?? false;
  const from = options.from ?? 'build';
  const [mongoPort, apiPort, webPort] = await Promise.all([
    options.mongoPort ?? freePort(),
    options.apiPort ?? freePort(),
    options.webPort ?? freePort(),
  ]);
  const env = { ...process.env, ...options.env };
  const started = [];
  let stopping;
  // Web first, engine last: each piece stops before the one it uses.
  const stopInOrder = async () => {
    for (const piece of [...started].reverse()) await piece.stop();
  };
  const stop = () => (stopping ??= stopInOrder());
  const keep = (piece) => {
    started.push(piece);
    return piece;
  };
  try {
    const engine = keep(
      await startEngine({ dataDir: options.dataDir, port: mongoPort, from, quiet, env }),
    );
    const mongoUri = `${engine.uri}/gymfuel`;

    const api = keep(
      await startApi({
        mongoUri,
        port: apiPort,
        publicUrl: `http://localhost:${webPort}`,
        from,
        quiet,
        env,
      }),
    );

    const { web } = pieces[from];
    keep(
      await startPiece(
        'web',
        { ...web, args: [...web.args, '--host', '127.0.0.1', '--port', String(webPort)] },
        {
          env: { ...env, API_PORT: String(apiPort) },
          quiet,
          readyUrl: `http://127.0.0.1:${webPort}/`,
        },
      ),
    );

    return { webUrl: `http://localhost:${webPort}`, apiUrl: api.url, mongoUri, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A secret kept beside the local data, so sessions survive a restart of the local shop. */
function localJwtSecret() {
  const file = join(root, '.data', 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The ports the local shop listens on: WEB_PORT, API_PORT and MONGO_PORT, or 5173, 4000 and 27018. */
function localPorts(env) {
  const port = (name, fallback) => Number(env[name] ?? fallback);
  return {
    mongo: port('MONGO_PORT', 27018),
    api: port('API_PORT', 4000),
    web: port('WEB_PORT', 5173),
  };
}

/**
 * The address shoppers use: PUBLIC_URL when set, otherwise the local shop's on WEB_PORT. The
 * build writes it into the canonical links, robots.txt and sitemap.xml, and the API into its
 * e-mails' links, so both must name the port the shop is served on.
 *
 * @param {Record<string, string | undefined>} env
 */
export function publicUrl(env) {
  return env.PUBLIC_URL ?? `http://localhost:${localPorts(env).web}`;
}

/**
 * Runs the shop in the foreground on WEB_PORT, API_PORT and MONGO_PORT (5173, 4000, 27018 by
 * default) until Ctrl+C or SIGTERM, which stop every piece.
 *
 * @param {{ dataDir: string, from: 'build' | 'source', env?: Record<string, string | undefined> }} options
 */
export async function serveShop({ dataDir, from, env = process.env }) {
  let stack;
  const shutdown = async () => {
    await stack?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  const ports = localPorts(env);
  stack = await startStack({
    dataDir,
    from,
    mongoPort: ports.mongo,
    apiPort: ports.api,
    webPort: ports.web,
    env: { ...env, JWT_SECRET: env.JWT_SECRET ?? localJwtSecret() },
  });
  const mode = from === 'source' ? ' from source (edits reload)' : '';
  console.log(
    `\n✔ GymFuel is running${mode} at ${stack.webUrl}  (API ${stack.apiUrl}, database ${stack.mongoUri})`,
  );
  console.log('  Press Ctrl+C to stop.');
}
