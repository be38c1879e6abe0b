import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import webBoundaries from './scripts/eslint/web-boundaries.mjs';
import local from './scripts/eslint/module-boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Module boundaries (docs/decisions/134-module-public-entries.md): the API's modules meet only
    // through their index.ts; nothing under apps/web/ (e2e included) imports the API.
    files: ['apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/api-module-boundaries': 'error', 'local/web-not-api': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/api/**', '@eventos/api'], message: 'La web no importa la API.' }] }],
    },
  },
  // --- Web structure (issue 13, ADR 138): features are used through their index.ts, no import cycles.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.{ts,mjs}'],
    plugins: { web: webBoundaries },
    rules: { 'web/feature-entry': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'web/no-import-cycles': 'error' },
  },
  // --- end of web structure
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'node:*', 'fs', 'path'], message: 'domain es puro: sin I/O ni apps.' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
