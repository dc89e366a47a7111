import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noAxios = {
  group: ['axios', 'axios-retry'],
  message: 'Call the typed functions in a feature api.ts; only src/api talks to axios.',
  allowTypeImports: true,
};
const noUpwardImports = {
  group: ['@/features/*', '@/app/*', '../app/*', '../features/*'],
  message: 'Shared layers do not import features or app/.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
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
    // Shared layers never import features or the app (style.md); only src/api uses axios.
    files: ['src/components/**', 'src/lib/**', 'src/i18n/**', 'src/config/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAxios, noUpwardImports] }] },
  },
  {
    // The benchmark's stack floor is a stand-alone app made of the bare packages.
    files: ['scripts/bench/floor/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noUpwardImports] }] },
  },
  {
    // Features never import another feature or the app; they share through src/components etc.
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noAxios,
            { group: ['@/app/*', '../../app/*'], message: 'Features do not import app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '*.config.{ts,js}', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
