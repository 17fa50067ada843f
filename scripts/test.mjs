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

// CI shows only the tail of the log, so the summary names every failed test with the start of its error.
function failedTests() {
  const lines = [];
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 6).join('\n      ');
      lines.push(`  ✗ ${path.relative(root, file.name)} › ${test.fullName}\n      ${message}`);
    }
  }
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message ?? '';
        lines.push(`  ✗ ${file ?? spec.file} › ${spec.title}\n      ${error.split('\n').slice(0, 6).join('\n      ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file ?? suite.file);
  };
  for (const suite of playwright?.suites ?? []) visit(suite, suite.file);
  return lines;
}

console.log('\n=== summary ===');
const failures = failedTests();
if (failures.length > 0) console.log(`failed tests:\n${failures.join('\n')}`);
console.log(`unit and server: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : 'did not run'}`);
console.log(`browser: ${playwright?.stats ? `${playwright.stats.expected + playwright.stats.flaky} passed, ${playwright.stats.unexpected} failed` : 'did not run'}`);
if (failedStages.length > 0) console.log(`failed stages: ${failedStages.join(', ')}`);
if (!vitest || !playwright) failedStages.push('missing results');
console.log(`${passed} passed, ${failed + (failedStages.length > 0 && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
