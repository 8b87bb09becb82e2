/**
 * Starts the real portal once for all browser tests and hands its URL to them
 * (`inject('baseUrl')`): the server as a child process on a free port, the embedded PGlite in a
 * temporary DATA_DIR with the demo programme — or, when DATABASE_URL is set, a separate PostgreSQL
 * database `fetp_e2e` with SEED_DEMO=true. Stopped (and its database removed) at teardown.
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

/** `npm test` builds the SPA first; a direct `vitest --project e2e` on a fresh clone may not have. */
function ensureWebBuilt() {
  if (fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('[e2e] apps/web/dist/index.html is missing: building the SPA');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
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
    databaseName: 'fetp_e2e',
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
