import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));
const WEB_SRC = 'apps/web/src';
const API_SRC = 'apps/api/src';

/** `dir` and every folder below it, relative to `base` (e.g. 'features/cart/api'). */
function foldersUnder(base, dir) {
  const entries = readdirSync(join(root, base, dir), { withFileTypes: true });
  return [
    dir,
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => foldersUnder(base, `${dir}/${entry.name}`)),
  ];
}

/** A regex source matching a relative import that climbs exactly `levels` folders. */
const up = (levels) => `^(\\.\\./){${levels}}`;

/**
 * The web's layers are app → features → shared. Web imports are relative paths, so what an
 * import string reaches depends on the importing folder: each folder gets its own block, with
 * patterns for exactly the number of `../` that lead to the forbidden places.
 */
function webLayerBlocks() {
  const featureBlocks = foldersUnder(WEB_SRC, 'features')
    .filter((folder) => folder !== 'features')
    .map((folder) => {
      const [, feature] = folder.split('/');
      // From features/cart/api, two `../` reach features/ and three reach src/.
      const toFeatures = folder.split('/').length - 1;
      // A folder name that is neither this feature nor a further `../` (or `./`).
      const notThisFeature = `(?!\\.\\.?/|${feature}(/|$))`;
      return {
        files: [`${WEB_SRC}/${folder}/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  regex: `${up(toFeatures)}${notThisFeature}|${up(toFeatures + 1)}features/${notThisFeature}`,
                  message: `A feature imports only itself and shared/: move what ${feature} needs from another feature into shared/.`,
                },
                {
                  regex: `${up(toFeatures + 1)}app(/|$)`,
                  message: 'Features never import app/: app/ composes the features.',
                },
              ],
            },
          ],
        },
      };
    });
  const sharedBlocks = foldersUnder(WEB_SRC, 'shared').map((folder) => ({
    files: [`${WEB_SRC}/${folder}/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${up(folder.split('/').length)}(features|app)(/|$)`,
              message: 'shared/ never imports features/ or app/: it sits below both.',
            },
          ],
        },
      ],
    },
  }));
  return [...featureBlocks, ...sharedBlocks];
}

/**
 * The contracts make their schemas with their own configured zod (src/zod.ts): a schema made from
 * 'zod' directly could be used before the wording is set, in a bundle that drops side effects.
 */
const contractsRules = [
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/zod.ts', '**/*.test.ts', 'packages/contracts/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import { z } from the contracts' src/zod.ts, which sets their wording.",
            },
          ],
        },
      ],
    },
  },
];

const apiRules = [
  {
    // Configuration is read and validated in one place; everything else receives a Config.
    files: [`${API_SRC}/**/*.ts`],
    ignores: [`${API_SRC}/config/**`, `${API_SRC}/test/**`, '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment only in src/config/ (loadConfig) and pass Config down.',
        },
      ],
    },
  },
  {
    // The business layer knows nothing of HTTP: errors come from src/errors/.
    files: [`${API_SRC}/**/*.service.ts`, `${API_SRC}/**/*.model.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+http(/|$)',
              message: 'Services and models never import from src/http/ (see src/errors/).',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webLayerBlocks(),
  {
    // The whole table holds every console endpoint's schemas: a screen that imported it would
    // put them all in the shop's first load. Screens import the slice they call instead.
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', `${WEB_SRC}/test/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@gymfuel/contracts'] > ImportSpecifier[imported.name=/^(endpoints|endpointList)$/]",
          message:
            'Import the endpoint slice you call (cartEndpoints, adminVouchersEndpoints…), not the whole table.',
        },
      ],
    },
  },
  ...contractsRules,
  ...apiRules,
);
