import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAxios = {
  group: ['axios', 'axios-retry'],
  message: 'Call the typed functions in a feature api.ts; only src/api talks to axios.',
  allowTypeImports: true,
};

/** Files that exist for tests only: they may use the demo API's handlers and the test helpers. */
const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'src/**/test-fixtures.ts',
  'src/testing/**',
  'src/mocks/**',
  'scripts/**/*.test.ts',
];

/** Zones and the resolver read paths from here, wherever ESLint is started. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The layers of the README's "Source layout" as import zones. import-x resolves `@/` aliases and
 * relative paths alike, so `../../features/x` is caught as surely as `@/features/x`, and it checks
 * dynamic `import()` as well as static imports and re-exports. `scripts/lint-zones.test.ts` lints a
 * probe file breaking each zone.
 */
const FEATURES = readdirSync(`${ROOT}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_LAYERS = ['components', 'lib', 'config', 'i18n', 'link-preview'];
/** Every folder of src but the edge worker's, which sits on top of them all. */
const BELOW_EDGE = readdirSync(`${ROOT}src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'edge')
  .map((entry) => `./src/${entry.name}`);
const zones = {
  features: FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import another feature: share through src/components or src/lib.',
  })),
  featuresAndApp: [
    {
      target: './src/features',
      from: './src/app',
      message: 'Features never import app/: the route table imports them.',
    },
  ],
  shared: SHARED_LAYERS.flatMap((layer) =>
    ['api', 'features', 'app', 'edge'].map((from) => ({
      target: `./src/${layer}`,
      from: `./src/${from}`,
      message: `src/${layer} is shared: it never imports src/${from}.`,
    })),
  ),
  api: ['features', 'app', 'edge'].map((from) => ({
    target: './src/api',
    from: `./src/${from}`,
    message: `src/api is the HTTP layer under the features: it never imports src/${from}.`,
  })),
  edge: [
    {
      target: './src/edge',
      from: './src/app',
      except: ['./server-render.tsx'],
      message: 'src/edge renders the app through its server entry (app/server-render) alone.',
    },
    {
      target: [...BELOW_EDGE, './src/main.tsx'],
      from: './src/edge',
      message: "Nothing imports src/edge: it is the worker's entry, on top of the app.",
    },
  ],
  scripts: [
    {
      target: [...BELOW_EDGE, './src/main.tsx'],
      from: './scripts',
      message: 'Product code never imports scripts/: the build does (and the edge, its headers).',
    },
    {
      target: './scripts',
      from: ['app', 'features', 'components', 'api'].map((layer) => `./src/${layer}`),
      message:
        'scripts/ builds and measures the app from configuration and files, never from its screens or calls.',
    },
  ],
  testOnly: ['mocks', 'testing'].map((from) => ({
    target: './src',
    from: `./src/${from}`,
    message: `Product code never imports src/${from}: only tests do (and main.tsx's demo entry, marked).`,
  })),
};
const layerZones = [
  ...zones.features,
  ...zones.featuresAndApp,
  ...zones.shared,
  ...zones.api,
  ...zones.edge,
  ...zones.scripts,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Builds and results of parallel runs (another outDir, E2E_OUTPUT).
      'dist-*',
      'test-results-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [noAxios] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only modules with these extensions (by default .js alone).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...layerZones, ...zones.testOnly] },
      ],
    },
  },
  {
    // The benchmark's stack floor is a stand-alone app made of the bare packages.
    files: ['scripts/bench/floor/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{ts,js}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
