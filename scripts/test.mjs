#!/usr/bin/env node
// `npm test`: every check and every test, unit to browser, in one run. Each stage runs even when
// an earlier one failed (so one red run shows everything), and the last line counts the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const stages = [
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  {
    name: 'unit and server tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`],
  },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  {
    name: 'browser tests',
    command: bin('playwright'),
    args: ['test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
  },
];

const failedStages = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const run = spawnSync(stage.command, stage.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...stage.env } });
  if (run.status !== 0) failedStages.push(stage.name);
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
const vitest = readJson(path.join(results, 'vitest.json'));
const playwright = readJson(path.join(results, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats ? playwright.stats.expected + playwright.stats.flaky : 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('\n=== summary ===');
console.log(`unit and server: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'did not run'}`);
console.log(`browser: ${playwright?.stats ? `${playwright.stats.expected + playwright.stats.flaky} passed, ${playwright.stats.unexpected} failed` : 'did not run'}`);
if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
if (!vitest || !playwright) failedStages.push('missing results');
console.log(`${passed} passed, ${failed + (failedStages.length > 0 && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
