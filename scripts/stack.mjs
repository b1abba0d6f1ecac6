// Starts the whole shop locally from built output: the embedded MongoDB engine as its own
// process (the single owner of the data folder, so `pnpm seed` and the ops CLI can reach the
// same data through its URI), the API, and the web app served by `vite preview`, which
// proxies /api to the API. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

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

function launch(name, cmd, args, { env, quiet, readyLine, cwd = root }) {
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  return new Promise((resolve, reject) => {
    let settled = false;
    const onData = (chunk) => {
      const text = chunk.toString();
      output.push(text);
      if (!quiet) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
      const match = readyLine && !settled ? readyLine.exec(output.join('')) : null;
      if (match) {
        settled = true;
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      if (!settled) {
        settled = true;
        reject(new Error(`${name} exited with ${code} before it was ready:\n${output.join('')}`));
      }
    });
    if (!readyLine) {
      settled = true;
      resolve({ child, match: null });
    }
  });
}

async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
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

function stopChild(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * @param {{ dataDir: string, mongoPort?: number, apiPort?: number, webPort?: number,
 *           quiet?: boolean, env?: Record<string,string> }} options
 */
export async function startStack(options) {
  const quiet = options.quiet ?? false;
  const [mongoPort, apiPort, webPort] = await Promise.all([
    options.mongoPort ?? freePort(),
    options.apiPort ?? freePort(),
    options.webPort ?? freePort(),
  ]);
  const env = { ...process.env, ...options.env };
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
  };
  try {
    const mongo = await launch(
      'mongo',
      'node',
      [
        join(root, 'packages/embedded-mongo/dist/cli.js'),
        '--port',
        String(mongoPort),
        '--data',
        options.dataDir,
      ],
      { env, quiet, readyLine: /mongodb:\/\/127\.0\.0\.1:\d+/ },
    );
    children.push(mongo.child);
    const mongoUri = `${mongo.match[0]}/gymfuel`;

    const api = await launch('api', 'node', [join(root, 'apps/api/dist/server.js')], {
      env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1', MONGODB_URI: mongoUri },
      quiet,
    });
    children.push(api.child);
    await waitForHttp(`http://127.0.0.1:${apiPort}/readyz`);

    const web = await launch(
      'web',
      'node',
      [
        join(root, 'apps/web/node_modules/vite/bin/vite.js'),
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(webPort),
        '--strictPort',
      ],
      { env: { ...env, API_PORT: String(apiPort) }, quiet, cwd: join(root, 'apps/web') },
    );
    children.push(web.child);
    await waitForHttp(`http://127.0.0.1:${webPort}/`);

    return {
      webUrl: `http://localhost:${webPort}`,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      mongoUri,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
