#!/usr/bin/env node
/**
 * `npm test`: the whole check, in order — typecheck, lint, build of the SPA, its size budget, then every Vitest
 * project (web, server, and the browser tests when Chromium is present). The last line is always
 * `N passed, N failed`, where a failed stage (typecheck, lint, build, budget, a missing Chromium with E2E=1,
 * a Vitest run that broke outside a test) counts as one failure. Extra arguments go to Vitest:
 * `npm test -- --project server`, `npm test -- e2e/sign-in`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
const jsonFile = path.join(resultsDir, 'vitest.json');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const extra = process.argv.slice(2);
if (extra[0] === '--') extra.shift();

/** @type {string[]} */
const failedStages = [];

/** @param {string} title */
function header(title) {
  const line = '═'.repeat(72);
  console.log(`\n${line}\n▶ ${title}\n${line}`);
}

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(title, command, args, env = process.env) {
  header(title);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  if (result.error) console.error(`✖ ${title}: ${result.error.message}`);
  console.log(ok ? `✔ ${title} passed (${seconds} s)` : `✖ ${title} failed (exit ${result.status ?? result.signal}, ${seconds} s)`);
  return ok;
}

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 */
function stage(title, command, args) {
  if (!run(title, command, args)) failedStages.push(title);
}

stage('typecheck', npm, ['run', 'typecheck']);
stage('lint', npm, ['run', 'lint']);
stage('build (SPA)', npm, ['run', 'build']);
// The first-load budget of issue 12 (the login page's JavaScript and CSS, each page's own chunks).
stage('budget', 'node', ['scripts/budget.mjs', '--check']);

// Browser tests need Chromium; say plainly when they are skipped.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = fs.existsSync(chromium);
const e2eRequired = process.env.E2E === '1' || process.env.E2E === 'true';
const selectsProject = extra.some((a) => a === '--project' || a.startsWith('--project='));
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.relative(root, jsonFile)}`];
if (!hasChromium) {
  if (e2eRequired) {
    header('browser tests');
    console.error(`✖ Chromium not found at ${chromium}, and E2E=1 requires the browser tests.`);
    failedStages.push('browser tests (Chromium not found)');
  } else {
    header('browser tests');
    console.log(`Chromium not found: skipping browser tests (looked for ${chromium}; set CHROMIUM_PATH to use another).`);
  }
  if (!selectsProject) vitestArgs.push('--project', 'web', '--project', 'server');
}
vitestArgs.push(...extra);

fs.mkdirSync(resultsDir, { recursive: true });
fs.rmSync(jsonFile, { force: true });
const shownArgs = vitestArgs.slice(2).filter((a) => !a.startsWith('--reporter') && !a.startsWith('--outputFile'));
const vitestOk = run(`tests (vitest run${shownArgs.length ? ' ' + shownArgs.join(' ') : ', all projects'})`, npx, vitestArgs, {
  ...process.env,
  CHROMIUM_PATH: chromium,
});

let passed = 0;
let failed = 0;
let report = null;
try {
  report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
} catch {
  report = null;
}
if (report) {
  passed = Number(report.numPassedTests ?? 0);
  failed = Number(report.numFailedTests ?? 0);
  // A run that failed outside any test (a suite that did not load, a broken global setup, an
  // unhandled error) still counts once.
  if (!vitestOk && failed === 0) failedStages.push('tests (failed outside a test: see above)');
} else {
  failedStages.push('tests (no results written: see above)');
}

header('summary');
if (report) {
  console.log(
    `tests: ${passed} passed, ${report.numFailedTests ?? 0} failed, ${report.numPendingTests ?? 0} skipped, ${report.numTodoTests ?? 0} todo` +
      ` (${(report.testResults ?? []).length} files, ${(report.testResults ?? []).filter((/** @type {{ status: string }} */ f) => f.status === 'failed').length} failed)`,
  );
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') console.log(`  ✖ ${path.relative(root, file.name)} › ${test.fullName ?? test.title}`);
    }
  }
}
for (const name of failedStages) console.log(`stage failed: ${name}`);
console.log(`${passed} passed, ${failed + failedStages.length} failed`);
process.exitCode = failed + failedStages.length > 0 ? 1 : 0;
