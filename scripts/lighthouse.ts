/**
 * npm run lighthouse: Lighthouse (performance) on the system Chromium, mobile and desktop, for the
 * portal's first pages, against a freshly started portal with the demo programme. Prints the
 * score, LCP, TBT, CLS and the JavaScript transferred; the reports go to test-results/lighthouse/.
 * Needs a built web app (the npm script builds it first). To measure another build beside it (an
 * earlier commit's, built with `vite build --outDir /tmp/x`), run the script with WEB_DIST=/tmp/x:
 * the portal serves that build instead.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, repoRoot, startPortal } from '../e2e/portal';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/learn/,/learn/login').split(',');
const outDir = path.join(repoRoot, 'test-results', 'lighthouse');

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const portal = await startPortal({ port: await freePort(), databaseName: 'fetp_lighthouse', logFile: path.join(outDir, 'server.log') });
  const port = await freePort();
  const chrome = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      `--remote-debugging-port=${port}`, `--user-data-dir=${path.join(outDir, 'profile')}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const rows: string[][] = [];
  try {
    await waitForDevtools(port);
    for (const page of PAGES) {
      for (const form of ['mobile', 'desktop'] as const) {
        const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
        const result = await lighthouse(`${portal.baseUrl}${page}`, flags, form === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        const { lhr } = result;
        fs.writeFileSync(path.join(outDir, `${form}${page.replace(/\W+/g, '-').replace(/-$/, '')}.json`), JSON.stringify(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue;
        const scripts = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items
          ?.filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
        rows.push([
          page, form, String(Math.round((lhr.categories.performance?.score ?? 0) * 100)),
          ms(audit('largest-contentful-paint')), `${Math.round(audit('total-blocking-time') ?? 0)} ms`,
          (audit('cumulative-layout-shift') ?? 0).toFixed(3), `${((scripts ?? 0) / 1024).toFixed(1)} kB`,
        ]);
      }
    }
  } finally {
    chrome.kill('SIGTERM');
    await portal.stop();
  }
  const header = ['page', 'form', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
