import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

const ioLibraries = ['react', 'react-dom', 'fastify', 'socket.io', 'socket.io-client', 'drizzle-orm', '@electric-sql/pglite', 'pg', 'nodemailer'];

/**
 * The game-line seam: a line's code lives in `lines/<line>/` folders and nothing outside them
 * reaches into a line, except the registries that list the lines (and tests, which use a line's
 * fixtures as the concrete example of shared code).
 */
const gameLines = ['v5', 'w5', 'm20', 'h5'];
const lineRegistries = [
  'packages/core/src/lines/index.ts',
  'packages/core/src/lines/content-paths.ts',
  'packages/core/src/lines/homebrew-kinds.ts',
  'packages/core/src/character/schema.ts',
  'apps/web/src/features/*/lines/index.ts',
];
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts'];
/** Features that belong to one line as a whole: homebrew is the spec's homebrew clans and disciplines, Vampire content. */
const featureLines = { homebrew: 'v5' };
/**
 * Files that may name a line id (`'v5'`, …) as a literal: a line's own folders, the registries
 * that list the lines, migrations of old data (which name the shapes they meet), tests and
 * benches (which pick a concrete line), and the content package (its data is built per line).
 * Everything else learns of a line from the registry (issue #44).
 */
const lineIdFiles = [
  '**/lines/**',
  ...lineRegistries,
  // The one list of the game lines; the registry's types are built on it, so it cannot come from the registry.
  'packages/core/src/character/keys.ts',
  '**/migration*.ts',
  ...testFiles,
  'apps/server/test/**',
  'apps/web/src/testing/**',
  'e2e/**',
  'bench/**',
  'packages/content/**',
  // The Foundry module is another program at the far end of the relay: it reads the wire's line ids and cannot import the registry.
  'integrations/foundry/**',
  // This file: the import seam above lists the line folders by id.
  'eslint.config.js',
];
// TODO(seam): files that still name a line id until their line facts move into the line's modules.
// Empty since issue #44 closed the seam: keep it empty (a file listed here is a debt, not an exception).
const lineIdFilesToMove = [];
const lineIdLiteral = '/^(v5|w5|m20|h5)$/';
const noExportAll = { selector: 'ExportAllDeclaration', message: 'Use named re-exports so API changes show up in review.' };
const lineIdMessage = 'name a game line only in its lines/<line>/ folder or a registry; shared code reads the line from the registry (docs/adding-a-game-line.md)';

/** Import patterns that keep code out of the lines it does not belong to (`except`: the line the file is in). */
const otherLines = (except) =>
  gameLines
    .filter((line) => line !== except)
    .map((line) => ({ group: [`@vitae/core/${line}`, `**/lines/${line}/**`], message: `only the ${line} folders and the registries use the ${line} line; shared code goes through the line registry` }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'packages/content/data/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        noExportAll,
        { selector: `Literal[value=${lineIdLiteral}]`, message: lineIdMessage },
        { selector: `TemplateElement[value.cooked=${lineIdLiteral}]`, message: lineIdMessage },
      ],
    },
  },
  {
    files: [...lineIdFiles, ...lineIdFilesToMove],
    rules: { 'no-restricted-syntax': ['error', noExportAll] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The Foundry module runs in the Foundry client (a browser) and names Foundry's globals itself.
    files: ['integrations/foundry/scripts/**/*.js'],
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
            ...otherLines(undefined),
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
  // Inside a line's folder, its own line may be used (the others still not); registries and tests may use any line.
  ...gameLines.map((line) => ({
    files: [`packages/core/src/lines/${line}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'core is pure: no Node APIs' },
            { group: ['@vitae/*'], message: 'core depends on nothing of ours' },
            { group: ioLibraries, message: 'core is pure: no I/O or UI library' },
            ...otherLines(line),
          ],
        },
      ],
    },
  })),
  {
    files: lineRegistries.filter((file) => file.startsWith('packages/')).concat(testFiles.map((pattern) => `packages/core/src/${pattern}`)),
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
  ...[undefined, ...gameLines].map((line) => ({
    files: line ? [`apps/web/src/components/lines/${line}/**/*.{ts,tsx}`] : ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/i18n/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'shared code may not import features or the app shell' },
            ...otherLines(line),
          ],
        },
      ],
    },
  })),
  {
    // The app shell composes features (routes), so it may import them; it still goes through the line registries.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: otherLines(undefined) }] },
  },
  ...webFeatures.flatMap((feature) =>
    [undefined, ...gameLines].map((line) => ({
      files: line ? [`apps/web/src/features/${feature}/lines/${line}/**/*.{ts,tsx}`] : [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { group: ['**/app/**'], message: 'features may not import the app shell' },
              { group: webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]), message: 'features never import each other; move shared code to lib/ or components/' },
              ...otherLines(line ?? featureLines[feature]),
            ],
          },
        ],
      },
    })),
  ),
  {
    files: ['apps/web/src/features/*/lines/index.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'], message: 'features may not import the app shell' }] }] },
  },
);
