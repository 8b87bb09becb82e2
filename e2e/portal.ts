/**
 * Starting and stopping a real portal process for the browser tests and the benchmark:
 * `node --import tsx apps/server/src/main.ts` on 127.0.0.1 and a free port, with its own database.
 *
 * - Without DATABASE_URL: embedded PGlite in a fresh temporary DATA_DIR (removed at stop).
 * - With DATABASE_URL: a separate database on that PostgreSQL server (`databaseName`), dropped and
 *   created before the start and dropped at stop, with SEED_DEMO=true.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(repoRoot, 'apps/server/src/main.ts');
const seedEntry = path.join(repoRoot, 'apps/server/src/seed/cli.ts');

export interface Portal {
  baseUrl: string;
  databaseKind: 'pglite' | 'postgres';
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface PortalOptions {
  port: number;
  /** The PostgreSQL database to create when DATABASE_URL is set. */
  databaseName: string;
  /** Where the server's output goes (created, truncated). */
  logFile: string;
  /** Extra environment for the server (and the seed). */
  env?: Record<string, string>;
  /** Seed the demo programme plus this many extra officers before starting (`npm run seed -- --officers N`). */
  officers?: number;
  /** With `officers`: this many audit log entries too (`--audit-rows`). */
  auditRows?: number;
  /** How long to wait for /readyz. */
  readyTimeoutMs?: number;
  /** false: an empty programme (no demo), as a real programme starts. Default true. */
  demo?: boolean;
  /** Runs before the server starts, with the server's environment (e.g. `npm run admin -- create`). */
  prepare?: (env: NodeJS.ProcessEnv) => void;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** VACUUM ANALYZE of one database (its own connection: VACUUM runs outside a transaction). */
async function settle(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * Runs statements that drop or create a database from the server's maintenance database
 * (`postgres`) on DATABASE_URL's server: DATABASE_URL may name the very database to drop (which an
 * open connection to it cannot), or one that does not exist yet. A server without `postgres` is
 * reached through DATABASE_URL's own database instead.
 */
export async function adminQuery(databaseUrl: string, statements: string[]) {
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  let client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
  } catch (error) {
    // 3D000: no such database.
    if ((error as { code?: string }).code !== '3D000') throw error;
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  }
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

async function waitForReady(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the portal stopped before it was ready (${exited}). Its last output:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal was not ready within ${Math.round(timeoutMs / 1000)} s. Its last output:\n${tail(logFile)}`);
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startPortal(opts: PortalOptions): Promise<Portal> {
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    ...opts.env,
  };
  delete env.SMTP_URL; // the tests read mail from the local outbox

  const sourceUrl = process.env.DATABASE_URL?.trim();
  let cleanup: () => Promise<void>;
  let databaseKind: Portal['databaseKind'];
  if (sourceUrl) {
    databaseKind = 'postgres';
    const target = new URL(sourceUrl);
    target.pathname = `/${opts.databaseName}`;
    const name = quoteIdent(opts.databaseName);
    await adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
    env.DATABASE_URL = target.toString();
    env.SEED_DEMO = opts.demo === false ? 'false' : 'true';
    delete env.DATA_DIR;
    cleanup = () => adminQuery(sourceUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]).catch(() => undefined);
  } else {
    databaseKind = 'pglite';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetp-portal-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    if (opts.demo === false) env.SEED_DEMO = 'false';
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  fs.mkdirSync(path.dirname(opts.logFile), { recursive: true });
  const log = fs.openSync(opts.logFile, 'w');

  try {
    if (opts.officers) {
      const seeded = spawnSync(process.execPath, ['--import', 'tsx', seedEntry, '--officers', String(opts.officers), ...(opts.auditRows ? ['--audit-rows', String(opts.auditRows)] : [])], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', log, log],
      });
      if (seeded.status !== 0) throw new Error(`seeding failed (exit ${seeded.status}). Its last output:\n${tail(opts.logFile)}`);
      // The bulk seed leaves the tables for autovacuum, which then ran beside the first measurements
      // (the bench's healthz and user_dropdown at half their speed): settled here, before the start.
      if (databaseKind === 'postgres') await settle(env.DATABASE_URL!);
    }
    opts.prepare?.(env);
  } catch (error) {
    fs.closeSync(log);
    await cleanup();
    throw error;
  }

  // PORTAL_NODE_ARGS: extra node flags for the server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` under the bench; NODE_OPTIONS refuses them).
  const nodeArgs = (process.env.PORTAL_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', serverEntry], { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const stop = async () => {
    await stopChild(child);
    await cleanup();
  };
  try {
    // A start migrates and seeds the whole demo: minutes on a busy machine. A child that dies is caught at once, so the wait can be long.
    await waitForReady(baseUrl, child, opts.logFile, opts.readyTimeoutMs ?? 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseKind, child, stop };
}
