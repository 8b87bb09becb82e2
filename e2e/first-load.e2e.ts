import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '@fetp/contract';
import { repoRoot } from './portal';
import { screenshot, url, useBrowser } from './support';

/**
 * A first load that fits a phone (issue 33 §5): the home page's content is in the first HTML the
 * server sends, and the public home and sign-in pages load only what they show — no chunk of the
 * data layer or of the signed-in shell, at most 120 kB of JavaScript over the wire.
 */

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const closure = (key: string, into = new Set<string>()): Set<string> => {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
  return into;
};
const chunkKey = (source: string, name: string) => Object.keys(manifest).find((key) => key.endsWith(source) || manifest[key]?.name === name);
const entry = closure(Object.keys(manifest).find((key) => manifest[key]?.isEntry)!);
/** The files of a lazy chunk and what it imports beyond the entry. */
const filesOf = (source: string, name: string) => {
  const key = chunkKey(source, name);
  if (!key) throw new Error(`no ${name} chunk in the build manifest`);
  return new Set([...closure(key)].filter((k) => !entry.has(k)).map((k) => `/learn/${manifest[k]!.file}`));
};
const dataLayer = filesOf('src/app/DataLayer.tsx', 'DataLayer');
const signedInShell = filesOf('src/features/shell/HeaderLoggedIn.tsx', 'HeaderLoggedIn');
/** Each chunk's modules (paths from the repository's root), written by the build beside the manifest. */
const modules = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/web/dist/.vite/modules.json'), 'utf8')) as Record<string, Record<string, number>>;
const modulesOf = (scriptPath: string) => Object.keys(modules[scriptPath.replace(/^\/learn\//, '')] ?? {});
/** The signed-in shell's own modules: its header, bell, user menu and the live channel. */
const SIGNED_IN = /apps\/web\/src\/(features\/shell\/(HeaderLoggedIn|NotificationBell|NotificationPanel|UserMenu|UserMenuDropdown)\.tsx|app\/live\.ts)$/;

/** The scripts a page loads until its network is quiet: address and bytes over the wire (body and headers). */
async function scriptsOf(page: Page, address: string, ready: () => Promise<unknown>) {
  const scripts: { path: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => {
        scripts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
      }),
    );
  });
  await page.goto(url(address), { waitUntil: 'networkidle' });
  await ready();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

describe('first load (issue 33 §5)', () => {
  const browser = useBrowser();

  it('sends the home page with its content in the first HTML, the programme and its hubs filled in by the server', async () => {
    const response = await fetch(url('/learn/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // The page itself, before any script runs: heading, introduction, sections, ways in.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${DEFAULT_SITE.name}</h1>`));
    expect(html).toContain(`${DEFAULT_SITE.name} trains public health officers`);
    expect(html).toContain('What the portal is for');
    expect(html).toContain('href="/learn/login"');
    expect(html).toContain(`<title>Home | ${DEFAULT_SITE.name}</title>`);
    expect(html).not.toContain('%FETP_SITE_NAME%');
    // The header's answer the page starts from: the demo programme's hubs, as the API answers them.
    const embedded = /<script type="application\/json" id="fetp-public-header">(.*?)<\/script>/s.exec(html)?.[1];
    expect(embedded).toBeTruthy();
    const api = await (await fetch(url('/api/header_login_page_data/'))).json();
    expect(JSON.parse(embedded!)).toEqual(api);
    expect((api as { data: { HUBS: unknown[] } }).data.HUBS.length).toBeGreaterThan(0);
    // Deep links are the SPA's page, without the home page in it.
    expect(await (await fetch(url('/learn/login'))).text()).toContain('<div id="root"></div>');
  });

  it('shows the home page before any script has run, and the page then takes it over', async () => {
    const { page } = await browser.open({ viewport: { width: 360, height: 780 } });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(url('/learn/'));
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.textContent()).toBe(DEFAULT_SITE.name);
    expect(await title.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await screenshot(page, 'first-load-01-home-without-scripts');

    await page.unrouteAll();
    await page.reload();
    // The live page: the hubs from the server's answer and the courses open for admission.
    await page.getByTestId('home-hub').first().waitFor();
    await page.getByTestId('admission-course').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('loads no chunk of the data layer or the signed-in shell, and at most 120 kB of JavaScript, on the home and sign-in pages', async () => {
    expect(dataLayer.size).toBeGreaterThan(0);
    expect(signedInShell.size).toBeGreaterThan(0);
    for (const [address, ready] of [
      ['/learn/', (page: Page) => page.getByTestId('admission-course').first().waitFor()],
      ['/learn/login', (page: Page) => page.getByTestId('login-form').waitFor()],
    ] as const) {
      const { page } = await browser.open({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const scripts = await scriptsOf(page, address, () => ready(page));
      const loaded = scripts.map((s) => s.path);
      expect(loaded.filter((p) => dataLayer.has(p) || signedInShell.has(p)), address).toEqual([]);
      const kB = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      console.log(`[first load] ${address}: ${scripts.length} scripts, ${kB.toFixed(1)} kB`);
      expect(kB, address).toBeLessThanOrEqual(120);
    }
    // The check sees those chunks where they belong: a public page past the first load brings the data layer.
    const { page } = await browser.open();
    const register = await scriptsOf(page, '/learn/register', () => page.getByTestId('registration-form').waitFor());
    expect(register.some((s) => dataLayer.has(s.path))).toBe(true);
  });

  it('loads, on each public page, the public shell and that page\'s feature only: no signed-in shell, no other feature', async () => {
    const course = encodeURIComponent('course-v1:NCDC+FETP-ADV+2025');
    for (const [address, feature, ready] of [
      ['/learn/', 'home', (page: Page) => page.getByTestId('admission-course').first().waitFor()],
      ['/learn/login', 'sign-in', (page: Page) => page.getByTestId('login-form').waitFor()],
      ['/learn/register', 'registration', (page: Page) => page.getByTestId('registration-form').waitFor()],
      ['/learn/password_reset_confirm/1/custom/', 'password-reset', (page: Page) => page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()],
      [`/learn/applicant?course_id=${course}`, 'applicant', (page: Page) => page.getByTestId('applicant-form').waitFor()],
    ] as const) {
      const { page } = await browser.open();
      const loaded = (await scriptsOf(page, address, () => ready(page))).flatMap((script) => modulesOf(script.path));
      expect(loaded.length, address).toBeGreaterThan(0);
      expect(loaded.filter((id) => SIGNED_IN.test(id)), address).toEqual([]);
      const features = new Set(loaded.flatMap((id) => /apps\/web\/src\/features\/([^/]+)\//.exec(id)?.[1] ?? []));
      expect([...features].sort(), address).toEqual([...new Set(['shell', feature])].sort());
    }
  });
});
