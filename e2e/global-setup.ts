/**
 * Starts the real portal once for all browser tests and hands its URL to them
 * (`inject('baseUrl')`): the server as a child process on a free port, the embedded PGlite in a
 * temporary DATA_DIR with the demo programme — or, when DATABASE_URL is set, a separate PostgreSQL
 * database `fetp_e2e_<pid>` (one per run) with SEED_DEMO=true. Stopped (and its database removed) at teardown.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, repoRoot, startPortal, type Portal } from './portal';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Newest modification time of the files below `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * `npm test` builds the SPA first; a direct `vitest --project e2e` may find no build, or one older
 * than the web app's or the contract's sources: then it builds, so the browser never tests stale code.
 */
function ensureWebBuilt() {
  const index = path.join(repoRoot, 'apps/web/dist/index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(newest(path.join(repoRoot, 'apps/web/src')), newest(path.join(repoRoot, 'packages/contract/src')));
  if (built >= sources) return;
  console.log(built ? '[e2e] the SPA build is older than its sources: rebuilding' : '[e2e] apps/web/dist/index.html is missing: building the SPA');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (a third larger).
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('building the SPA failed');
}

let portal: Portal | undefined;

export default async function setup(project: TestProject) {
  ensureWebBuilt();
  // Screenshots of this run only.
  fs.rmSync(path.join(repoRoot, 'test-results', 'screenshots'), { recursive: true, force: true });
  const logFile = path.join(repoRoot, 'test-results', 'e2e-server.log');
  portal = await startPortal({
    port: await freePort(),
    // One database per run: two runs on one PostgreSQL server (a CI run beside a developer's) never drop each other's.
    databaseName: `fetp_e2e_${process.pid}`,
    logFile,
    // Many sign-ins from one address in a few minutes: not what the limits are for.
    env: { RATE_LIMIT_PER_ADDRESS: '10000' },
  });
  console.log(`[e2e] portal at ${portal.baseUrl} on ${portal.databaseKind}; server log in ${path.relative(repoRoot, logFile)}`);
  project.provide('baseUrl', portal.baseUrl);
  return async () => {
    await portal?.stop();
    portal = undefined;
  };
}
