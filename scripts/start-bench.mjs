#!/usr/bin/env node
/**
 * `npm run bench:start`: how long the server takes to start, and how much memory it then holds, run
 * from its TypeScript sources through tsx (as `npm run serve` did before issue 33) and built
 * (`node apps/server/dist/main.js`, as `npm run serve` does now). Run `npm run build` first.
 *
 * Each start is timed from the spawn of the process to the first 200 on GET /healthz (asked every
 * 10 ms), with the processor time the process had used by then (user and system, all its threads:
 * what the start costs, whatever else the machine is doing); its resident memory (VmRSS of /proc/<pid>/status) is read START_BENCH_IDLE_SECONDS
 * (default 10) after that, the process left idle in between; then it is stopped with SIGTERM. Four
 * ways, interleaved, START_BENCH_RUNS times each (default 3), and the median of each:
 *
 * - `tsx`: `node --import tsx apps/server/src/main.ts`, tsx's compile cache warm (its second start);
 * - `tsx, no cache`: the same with TSX_DISABLE_CACHE=1, every file compiled (a first start);
 * - `built`: `node --enable-source-maps apps/server/dist/main.js`;
 * - `built, no maps`: the same without --enable-source-maps (what reading the source maps costs).
 *
 * The database: with DATABASE_URL, a database START_BENCH_DATABASE (default fetp_startbench) on
 * that server, dropped and created; without it, the embedded PGlite in a temporary DATA_DIR. Either
 * way with the demo programme (SEED_DEMO=true): one unmeasured start of the built server first
 * migrates and seeds, one of tsx fills its cache, so the measured starts migrate and seed nothing.
 *
 * `--check` (a stage of `npm test`, after the build): the built server starts on a fresh database
 * (PGlite in a temporary directory, or a database `fetp_start_check_<pid>` on DATABASE_URL's server,
 * without the demo), after the built admin command (`npm run admin -- create`) has made the first
 * administrator there and printed the set-password link; the server answers 200 on /healthz, /readyz
 * and /learn/ within 90 s, and exits 0 on SIGTERM.
 * The server's output goes to test-results/start-bench-server.log (start-check-server.log for --check).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const positive = (/** @type {string | undefined} */ value, /** @type {number} */ fallback) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const RUNS = Math.round(positive(process.env.START_BENCH_RUNS, 3));
const IDLE_MS = positive(process.env.START_BENCH_IDLE_SECONDS, 10) * 1000;
/** One start of a built server on a fresh database (migrations included), on a busy machine. */
const CHECK_LIMIT_MS = 90_000;
/** A start from the sources without tsx's cache, or the first one seeding the demo, on a busy machine. */
const START_LIMIT_MS = check ? CHECK_LIMIT_MS : 600_000;

/**
 * @typedef {{ name: string, args: string[], env?: Record<string, string> }} Way
 * @type {Way[]}
 */
const WAYS = [
  { name: 'tsx', args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
  { name: 'tsx, no cache', args: ['--import', 'tsx', 'apps/server/src/main.ts'], env: { TSX_DISABLE_CACHE: '1' } },
  { name: 'built', args: ['--enable-source-maps', 'apps/server/dist/main.js'] },
  { name: 'built, no maps', args: ['apps/server/dist/main.js'] },
];
const BUILT = /** @type {Way} */ (WAYS.find((w) => w.name === 'built'));
const TSX = /** @type {Way} */ (WAYS.find((w) => w.name === 'tsx'));

const logFile = path.join(root, 'test-results', check ? 'start-check-server.log' : 'start-bench-server.log');

// Never wait forever: the whole run has a limit.
const overallMs = check ? 2 * CHECK_LIMIT_MS + 30_000 : 2 * START_LIMIT_MS + RUNS * WAYS.length * (START_LIMIT_MS / 10 + IDLE_MS + 20_000);
/** The server running now, killed if the run gives up. @type {import('node:child_process').ChildProcess | null} */
let running = null;
setTimeout(() => {
  console.error(`start-bench: gave up after ${Math.round(overallMs / 1000)} s`);
  running?.kill('SIGKILL');
  process.exit(1);
}, overallMs).unref();

/** A TCP port nobody listens on right now. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Statements run from the maintenance database (`postgres`) of DATABASE_URL's server, or from
 * DATABASE_URL's own database when the server has none.
 * @param {string} databaseUrl @param {string[]} statements
 */
async function adminQuery(databaseUrl, statements) {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  let client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== '3D000') throw error;
    client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    await client.connect();
  }
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The database every start of this run uses, and how to remove it.
 * @param {string} name the PostgreSQL database's name, when DATABASE_URL is set
 * @returns {Promise<{ kind: string, env: Record<string, string>, remove: () => Promise<void> }>}
 */
async function scratchDatabase(name) {
  const sourceUrl = process.env.DATABASE_URL?.trim();
  if (sourceUrl) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`, `CREATE DATABASE ${quoted}`]);
    const url = new URL(sourceUrl);
    url.pathname = `/${name}`;
    return {
      kind: `PostgreSQL, database ${name}`,
      env: { DATABASE_URL: url.toString() },
      remove: () => adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`]).catch(() => undefined),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-start-'));
  return {
    kind: `PGlite in ${dataDir}`,
    env: { DATA_DIR: dataDir },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Runs `npm run admin`'s built command (apps/server/dist/admin.js) without SMTP, within the check's limit.
 * @param {Record<string, string>} env @param {string[]} args @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function builtAdminCommand(env, args) {
  return new Promise((resolve) => {
    /** @type {Record<string, string | undefined>} */
    const childEnv = { ...process.env, PUBLIC_URL: 'https://portal.programme.org', ...env };
    delete childEnv.SMTP_URL;
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/admin.js', ...args], { cwd: root, env: childEnv });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), CHECK_LIMIT_MS);
    child.stdout.on('data', (d) => (stdout += d.toString()));
    child.stderr.on('data', (d) => (stderr += d.toString()));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The status of GET `url` (0 when nothing answers within a second). @param {string} url @returns {Promise<number>} */
function status(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last lines of the server's output. */
function tail(lines = 30) {
  try {
    return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Spawns the server one way, and waits for the first 200 on /healthz.
 * @param {Way} way @param {Record<string, string>} env
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, baseUrl: string, startMs: number, cpuMs: number }>}
 */
async function start(way, env) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  fs.appendFileSync(logFile, `\n=== ${way.name}: node ${way.args.join(' ')} on port ${port}\n`);
  const log = fs.openSync(logFile, 'a');
  /** @type {NodeJS.ProcessEnv} */
  const childEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, ...env, ...way.env };
  delete childEnv.SMTP_URL;
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const spawned = performance.now();
  const child = spawn(process.execPath, way.args, { cwd: root, env: childEnv, stdio: ['ignore', log, log] });
  running = child;
  fs.closeSync(log);
  /** @type {string | null} */
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  while (performance.now() - spawned < START_LIMIT_MS) {
    if (exited) throw new Error(`${way.name}: the server stopped before it answered (${exited}). Its last output:\n${tail()}`);
    if ((await status(`${baseUrl}/healthz`)) === 200) return { child, baseUrl, startMs: performance.now() - spawned, cpuMs: cpuMs(/** @type {number} */ (child.pid)) };
    await sleep(10);
  }
  await stop(child);
  throw new Error(`${way.name}: no 200 on /healthz within ${START_LIMIT_MS / 1000} s. Its last output:\n${tail()}`);
}

/**
 * SIGTERM, then SIGKILL after 15 s; resolves the exit code (null when killed).
 * @param {import('node:child_process').ChildProcess} child @returns {Promise<number | null>}
 */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB (VmRSS), or NaN where /proc is not there. @param {number} pid */
function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return line ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Processor time (user and system) a process has used, in ms, or NaN where /proc is not there.
 * /proc/<pid>/stat counts in clock ticks, 100 a second on Linux.
 * @param {number} pid
 */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

fs.mkdirSync(path.dirname(logFile), { recursive: true });
fs.writeFileSync(logFile, '');
if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  console.error('start-bench: apps/server/dist/main.js is missing; run npm run build first');
  process.exit(2);
}

if (check) {
  const database = await scratchDatabase(`fetp_start_check_${process.pid}`);
  try {
    // A programme's first step (docs/operations.md): the built admin command makes the first administrator on the empty database.
    const admin = await builtAdminCommand(database.env, ['create', '--email', 'first.admin@programme.org']);
    if (admin.code !== 0 || !/\/learn\/password_reset_confirm\/[^/\s]+\/custom\/$/m.test(admin.stdout)) {
      throw new Error(`npm run admin -- create (node apps/server/dist/admin.js) exited ${admin.code} without printing the set-password link:\n${admin.stdout}${admin.stderr}`);
    }
    const { child, baseUrl, startMs } = await start(BUILT, { ...database.env, SEED_DEMO: 'false' });
    /** @type {string[]} */
    const problems = [];
    for (const route of ['/readyz', '/learn/']) {
      const answer = await status(baseUrl + route);
      if (answer !== 200) problems.push(`GET ${route} answered ${answer || 'nothing'}`);
    }
    const code = await stop(child);
    if (code !== 0) problems.push(`it exited with ${code ?? 'SIGKILL'} on SIGTERM`);
    if (problems.length) throw new Error(`the built server (${database.kind}) started, but ${problems.join('; ')}. Its last output:\n${tail()}`);
    console.log(`the built admin command made the first administrator and printed the link; the built server (node apps/server/dist/main.js, ${database.kind}) answered /healthz ${Math.round(startMs)} ms after its spawn, /readyz and /learn/ with 200, and stopped cleanly`);
  } finally {
    await database.remove();
  }
} else {
  const database = await scratchDatabase(process.env.START_BENCH_DATABASE?.trim() || 'fetp_startbench');
  const env = { ...database.env, SEED_DEMO: 'true' };
  console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ${database.kind}; ${RUNS} runs of each way, RSS ${IDLE_MS / 1000} s after the first 200`);
  try {
    // Unmeasured: the first start migrates and seeds the demo; tsx's first start fills its cache.
    for (const way of [BUILT, TSX]) {
      const { child, startMs } = await start(way, env);
      await stop(child);
      console.log(`warm-up (${way.name}): ${Math.round(startMs)} ms${way === BUILT ? ' (migrations and the demo programme)' : ''}`);
    }
    /** @type {Map<string, { startMs: number[], cpuMs: number[], rss: number[] }>} */
    const figures = new Map(WAYS.map((w) => [w.name, { startMs: [], cpuMs: [], rss: [] }]));
    for (let run = 1; run <= RUNS; run++) {
      for (const way of WAYS) {
        const { child, startMs, cpuMs } = await start(way, env);
        await sleep(IDLE_MS);
        const rss = rssMb(/** @type {number} */ (child.pid));
        await stop(child);
        const f = /** @type {{ startMs: number[], cpuMs: number[], rss: number[] }} */ (figures.get(way.name));
        f.startMs.push(startMs);
        f.cpuMs.push(cpuMs);
        f.rss.push(rss);
        console.log(`run ${run}, ${way.name}: ${Math.round(startMs)} ms to /healthz (${Math.round(cpuMs)} ms of processor), ${rss.toFixed(1)} MB resident after ${IDLE_MS / 1000} s idle`);
        await sleep(1000);
      }
    }
    console.log(`\nmedians, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end`);
    console.log(`${'way'.padEnd(16)}${'start'.padStart(10)}${'processor'.padStart(12)}${'idle RSS'.padStart(12)}   runs (start, processor, RSS)`);
    for (const [name, f] of figures) {
      console.log(
        `${name.padEnd(16)}${`${Math.round(median(f.startMs))} ms`.padStart(10)}${`${Math.round(median(f.cpuMs))} ms`.padStart(12)}${`${median(f.rss).toFixed(1)} MB`.padStart(12)}   ` +
          f.startMs.map((ms, i) => `${Math.round(ms)}/${Math.round(f.cpuMs[i] ?? NaN)} ms ${(f.rss[i] ?? NaN).toFixed(0)} MB`).join(', '),
      );
    }
  } finally {
    await database.remove();
  }
}
