import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Each module keeps its own `import.meta.url` inside the bundle, so paths it resolves relative
 * to itself (package.json, the font for invoices, the default mail folder) stay what they are
 * when it runs from src.
 */
const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: 'ts',
    }));
  },
};

/**
 * The API's own source from `entry` as one ES module, for tests that run an entry point as a
 * child process: through tsx every start transpiled the whole app again, seconds each on our
 * 2 cores. Packages stay outside the bundle and load as `pnpm start` loads them. Answers the
 * bundle's path (under node_modules/.cache, so it finds the API's dependencies).
 */
export async function bundleEntry(entry: string, name: string): Promise<string> {
  const outfile = `${apiRoot}node_modules/.cache/gymfuel-test-entries/${name}.mjs`;
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [keepModuleUrls],
    logLevel: 'error',
  });
  return outfile;
}
