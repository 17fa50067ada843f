import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

const ioLibraries = ['react', 'react-dom', 'fastify', 'socket.io', 'socket.io-client', 'drizzle-orm', '@electric-sql/pglite', 'pg', 'nodemailer'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'Use named re-exports so API changes show up in review.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The rules package stays pure: no I/O, nothing of ours, no hidden clocks or randomness.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'core is pure: no Node APIs' },
            { group: ['@vitae/*'], message: 'core depends on nothing of ours' },
            { group: ioLibraries, message: 'core is pure: no I/O or UI library' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'pass a random source in' },
        { object: 'Date', property: 'now', message: 'pass the time in' },
        { object: 'crypto', property: 'randomUUID', message: 'pass an id generator in' },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'core does no I/O' }, { name: 'setTimeout', message: 'core has no timers' }, { name: 'setInterval', message: 'core has no timers' }],
    },
  },
  {
    files: ['packages/content/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@vitae/server', '@vitae/web'], message: 'content depends only on core' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@vitae/web', '**/apps/web/**'], message: 'server and web never import each other' }] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@vitae/server', '**/apps/server/**'], message: 'server and web never import each other' }] }] },
  },
  // Bulletproof-style zones: shared code never reaches into features or the app shell, and
  // features never import each other (routes in app/ compose them).
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared code may not import features or the app shell' }] }],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'features may not import the app shell' },
            { group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]), message: 'features never import each other; move shared code to lib/ or components/' },
          ],
        },
      ],
    },
  })),
);
