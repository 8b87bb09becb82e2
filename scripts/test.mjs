#!/usr/bin/env node
/**
 * `npm test`: the whole check — typecheck, lint, the build (web app and server) with the SPA's size
 * budget and a start of the built server, then every Vitest project (web, server, and the browser
 * tests when Chromium is present). The last line is always `N passed, N failed`, where a failed stage
 * (typecheck, lint, build, budget, the built server's start, a missing Chromium with E2E=1, a Vitest
 * run that broke outside a test) counts as one failure. Extra arguments go to Vitest:
 * `npm test -- --project server`, `npm test -- e2e/sign-in`.
 *
 * Independent work runs side by side, each process's lines prefixed with its name: typecheck, lint
 * and the build (then the budget and the built server's start) together; then the browser tests
 * beside the web and server tests.
 * The browser tests mostly wait on Chromium and the portal (processes of their own) and run one file
 * at a time against one portal, and on a machine of two cores Vitest gives a run a single worker:
 * one Vitest process would run every file one after another.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
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
 * Runs one process, its output shown line by line behind `prefix`; resolves whether it exited 0.
 * @param {{ title: string, command: string, args: string[], prefix?: string, env?: NodeJS.ProcessEnv }} job
 * @returns {Promise<boolean>}
 */
function runProcess({ title, command, args, prefix = '', env = process.env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of /** @type {const} */ ([[child.stdout, process.stdout], [child.stderr, process.stderr]])) {
      let pending = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) to.write(prefix + line + '\n');
      });
      from.on('end', () => {
        if (pending) to.write(prefix + pending + '\n');
      });
    }
    child.on('error', (error) => console.error(`✖ ${title}: ${error.message}`));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      console.log(ok ? `✔ ${title} passed (${seconds} s)` : `✖ ${title} failed (exit ${code ?? signal}, ${seconds} s)`);
      resolve(ok);
    });
  });
}

/**
 * Stages that do not depend on each other, run side by side; a failed one is counted once.
 * @param {Array<Array<{ title: string, command: string, args: string[] }>>} chains each an ordered list of stages
 */
async function stages(chains) {
  header(chains.map((chain) => chain.map((s) => s.title).join(' → ')).join(' ∥ '));
  await Promise.all(
    chains.map(async (chain) => {
      for (const s of chain) {
        const ok = await runProcess({ ...s, prefix: chains.length > 1 ? `[${s.title}] ` : '' });
        if (!ok) failedStages.push(s.title);
      }
    }),
  );
}

await stages([
  [{ title: 'typecheck', command: npm, args: ['run', 'typecheck'] }],
  [{ title: 'lint', command: npm, args: ['run', 'lint'] }],
  [
    { title: 'build', command: npm, args: ['run', 'build'] },
    // The first-load budget of issue 12 (the login page's JavaScript and CSS, each page's own chunks).
    { title: 'budget', command: 'node', args: ['scripts/budget.mjs', '--check'] },
    // Issue 33: the built server (apps/server/dist, plain node) starts, serves /learn/ and stops cleanly,
    // after the built admin command (issue 32) has made the first administrator on its empty database.
    { title: 'built server starts', command: 'node', args: ['scripts/start-bench.mjs', '--check'] },
  ],
]);

// Browser tests need Chromium; say plainly when they are skipped.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const hasChromium = fs.existsSync(chromium);
const e2eRequired = process.env.E2E === '1' || process.env.E2E === 'true';
const selectsProject = extra.some((a) => a === '--project' || a.startsWith('--project='));
const projects = hasChromium ? [] : ['--project', 'web', '--project', 'server'];
if (!hasChromium) {
  header('browser tests');
  if (e2eRequired) {
    console.error(`✖ Chromium not found at ${chromium}, and E2E=1 requires the browser tests.`);
    failedStages.push('browser tests (Chromium not found)');
  } else {
    console.log(`Chromium not found: skipping browser tests (looked for ${chromium}; set CHROMIUM_PATH to use another).`);
  }
}

/** A whole run is two Vitest processes side by side; a run with arguments (a project, a file) is one. */
const runs =
  extra.length === 0 && hasChromium
    ? [
        { title: 'web and server tests', args: ['--project', 'web', '--project', 'server'], json: 'vitest-units.json', prefix: '' },
        { title: 'browser tests', args: ['--project', 'e2e'], json: 'vitest-e2e.json', prefix: '[browser] ' },
      ]
    : [{ title: 'tests', args: [...(selectsProject ? [] : projects), ...extra], json: 'vitest.json', prefix: '' }];

fs.mkdirSync(resultsDir, { recursive: true });
for (const name of fs.readdirSync(resultsDir)) if (/^vitest.*\.json$/.test(name)) fs.rmSync(path.join(resultsDir, name), { force: true });
const shownArgs = runs.length > 1 ? [] : runs[0]?.args ?? [];
header(runs.length > 1 ? 'tests (vitest run: the browser tests beside the web and server tests)' : `tests (vitest run${shownArgs.length ? ' ' + shownArgs.join(' ') : ', all projects'})`);
const results = await Promise.all(
  runs.map(async (run) => {
    const jsonPath = path.join(resultsDir, run.json);
    const ok = await runProcess({
      title: run.title,
      command: npx,
      args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.relative(root, jsonPath)}`, ...run.args],
      prefix: run.prefix,
      env: { ...process.env, CHROMIUM_PATH: chromium },
    });
    let report = null;
    try {
      report = JSON.parse(fs.readFileSync(jsonPath, 'utf8'));
    } catch {
      report = null;
    }
    return { ok, report };
  }),
);

/** @type {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, testResults: any[] } | null} */
let report = null;
if (results.every((r) => r.report)) {
  /** @param {string} key */
  const sum = (key) => results.reduce((n, r) => n + Number(r.report[key] ?? 0), 0);
  report = {
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    testResults: results.flatMap((r) => r.report.testResults ?? []),
  };
  // One report of the whole run, as before the split, for whoever reads test-results/vitest.json.
  if (runs.length > 1) fs.writeFileSync(path.join(resultsDir, 'vitest.json'), JSON.stringify(report));
  // A run that failed outside any test (a suite that did not load, a broken global setup, an
  // unhandled error) still counts once.
  if (!results.every((r) => r.ok) && report.numFailedTests === 0) failedStages.push('tests (failed outside a test: see above)');
} else {
  failedStages.push('tests (no results written: see above)');
}

header('summary');
const passed = report?.numPassedTests ?? 0;
const failed = report?.numFailedTests ?? 0;
if (report) {
  console.log(
    `tests: ${passed} passed, ${failed} failed, ${report.numPendingTests} skipped, ${report.numTodoTests} todo` +
      ` (${report.testResults.length} files, ${report.testResults.filter((f) => f.status === 'failed').length} failed)`,
  );
  for (const file of report.testResults) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') console.log(`  ✖ ${path.relative(root, file.name)} › ${test.fullName ?? test.title}`);
    }
  }
  // The slowest files, so a run that grew slower says where.
  const slowest = report.testResults
    .map((f) => ({ name: path.relative(root, f.name), seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  console.log(`slowest files: ${slowest.map((f) => `${f.name} ${f.seconds.toFixed(0)} s`).join(', ')}`);
}
for (const name of failedStages) console.log(`stage failed: ${name}`);
console.log(`${passed} passed, ${failed + failedStages.length} failed`);
process.exitCode = failed + failedStages.length > 0 ? 1 : 0;
