/**
 * Accessibility of every page and of the shell's open states, checked with axe-core in the real
 * browser (WCAG 2.0 A/AA and 2.1 AA rules): a finding of impact 'serious' or 'critical' fails the
 * test, and every page must have exactly one h1. Each role has one browser profile, which signs in
 * through the UI (the code step is checked on the way) and then visits its pages in turn, each at
 * 1280 px and at 360 px wide, with a screenshot of each in test-results/screenshots/a11y-*.png.
 *
 * Also the keyboard-only sign-in: Tab, type, Enter, where the focus goes and that it can be seen.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIVE_API, PAGE_ROUTES, ROLES, WEB_BASE, canOpen, type PageKey, type RoleKey } from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { describeViolations, runAxe } from './axe';
import { repoRoot } from './portal';
import { scaledLimit } from '../apps/server/test/time-limits';
import {
  DEMO_PASSWORD, enterCode, launchBrowser, newPage, readCode, screenshot, submitCredentials, url, waitForStable,
} from './support';


const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 360, height: 780 };
/**
 * What one check (a page or state at one width: settle, axe, screenshot) may take, side by side
 * with the file's other tests on an idle two-core machine (about 5 s measured on a slow one). A
 * test's limit is its checks times this, scaled by the machine's load (time-limits.ts), not one
 * fixed time for every test: the coordinator checks eight times the pages the keyboard test does.
 */
const PER_CHECK_MS = 8_000;
const limitFor = (checks: number) => ({ timeout: scaledLimit(checks * PER_CHECK_MS) });

/** Courses open for admission in the demo programme (the applicant wizard needs one); the second has a closing date. */
const COURSE = 'course-v1:NCDC+FETP-ADV+2025';
const FRONTLINE_COURSE = 'course-v1:SSU+FRONTLINE+2025';

/**
 * One account per role. Accounts whose notifications other browser tests count (the coordinator,
 * mentee1) never open the bell here: opening it marks the list as read.
 */
const ACCOUNTS: Record<RoleKey, { email: string; openBell: boolean }> = {
  coordinator: { email: DEMO_ACCOUNTS.coordinator, openBell: false },
  advisor: { email: DEMO_ACCOUNTS.advisor, openBell: true },
  mentor: { email: DEMO_ACCOUNTS.mentors[0]!, openBell: true },
  mentee: { email: DEMO_ACCOUNTS.mentees[4]!, openBell: true },
  administrator: { email: DEMO_ACCOUNTS.administrator, openBell: true },
};
/** Used by the keyboard test only. */
const KEYBOARD_ACCOUNT = DEMO_ACCOUNTS.mentees[5]!;

/** The browser address of a route of the table, its parameters filled with 1 (and a course for the wizard). */
function routeUrl(key: PageKey): string {
  const route = PAGE_ROUTES[key].path.replace(/:(\w+)/g, '1');
  const query = key === 'applicant' ? `?course_id=${encodeURIComponent(COURSE)}` : '';
  return `${WEB_BASE}${route}${query}`;
}

const routeKeys = Object.keys(PAGE_ROUTES) as PageKey[];
/** Pages without a guard, which everybody may open. */
const unguarded = routeKeys.filter((key) => PAGE_ROUTES[key].access === 'none');

// ---------------------------------------------------------------- the check

/** How long the parts of a test took, printed at its end (the file should stay under 3 minutes). */
interface Timings {
  checks: number;
  settleMs: number;
  axeMs: number;
  screenshotMs: number;
}

/** The checks of one browser profile: its findings and timings. */
class Checker {
  readonly findings: Finding[] = [];
  readonly timings: Timings = { checks: 0, settleMs: 0, axeMs: 0, screenshotMs: 0 };
  /** Requests of the page still waiting for their answer. */
  private inFlight = 0;

  constructor(
    readonly page: Page,
    readonly who: string,
  ) {
    // The live stream stays open while signed in: it is never "in flight" for settling.
    const counted = (request: { url(): string }) => !new URL(request.url()).pathname.startsWith(LIVE_API.stream.path);
    page.on('request', (request) => counted(request) && (this.inFlight += 1));
    page.on('requestfinished', (request) => counted(request) && (this.inFlight -= 1));
    page.on('requestfailed', (request) => counted(request) && (this.inFlight -= 1));
  }

  /**
   * Waits until the page has settled: no request in flight, no loader, the main region filled —
   * the same twice in a row, 100 ms apart — and the last transitions ended. (The busy bar lingers
   * a second after the last answer, on purpose; waiting for it would double the file's time.)
   */
  async settle() {
    const started = Date.now();
    const deadline = started + scaledLimit(10_000);
    let calm = 0;
    while (calm < 2) {
      const ready =
        this.inFlight <= 0 &&
        (await this.page.evaluate(
          () =>
            !document.querySelector('.mantine-Loader-root') &&
            (document.getElementById('main-content')?.innerText.trim().length ?? 0) > 0,
        ));
      calm = ready ? calm + 1 : 0;
      if (Date.now() > deadline) throw new Error(`the page ${this.page.url()} did not settle within ${Math.round((deadline - started) / 1000)} s`);
      await this.page.waitForTimeout(100);
    }
    // Mantine's transitions (menus, popovers, drawers, fades) take up to 200 ms.
    await this.page.waitForTimeout(150);
    this.timings.settleMs += Date.now() - started;
  }

  /** Checks the page as it is now: axe's serious and critical findings, exactly one h1; and a screenshot. */
  async now(state: string) {
    const { page } = this;
    const width = page.viewportSize()?.width ?? 0;
    const name = `${this.who}-${state}`;
    const where = `${name} @${width}px (${new URL(page.url()).pathname})`;
    let started = Date.now();
    const results = await runAxe(page);
    this.timings.axeMs += Date.now() - started;
    for (const text of describeViolations(results)) this.findings.push({ where, text });
    const h1 = await page.evaluate(() => document.querySelectorAll('h1').length);
    if (h1 !== 1) this.findings.push({ where, text: `  [serious] page-has-one-h1: ${h1} h1 elements, expected exactly one` });
    started = Date.now();
    await screenshot(page, `a11y-${name}-${width}`);
    this.timings.screenshotMs += Date.now() - started;
    this.timings.checks += 1;
  }

  /** Checks the page at its current width, then at the other one (of 1280 and 360 px), leaving it there. */
  async bothWidths(state: string) {
    const { page } = this;
    const first = page.viewportSize()?.width === NARROW.width ? NARROW : WIDE;
    for (const size of first === WIDE ? [WIDE, NARROW] : [NARROW, WIDE]) {
      if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
      await this.settle();
      await this.now(state);
    }
  }

  async width(size: { width: number; height: number }) {
    if (this.page.viewportSize()?.width !== size.width) await this.page.setViewportSize(size);
  }

  /** Opens a page of the SPA and checks it at both widths. */
  async visit(path: string, state: string) {
    await this.page.goto(url(path));
    await this.bothWidths(state);
  }

  /** Fails with every finding, one block per page and state; logs the timings either way. */
  report(startedAt: number) {
    const t = this.timings;
    console.log(
      `[a11y] ${this.who}: ${t.checks} checks in ${((Date.now() - startedAt) / 1000).toFixed(1)} s; ` +
        `axe ${(t.axeMs / 1000).toFixed(1)} s, settling ${(t.settleMs / 1000).toFixed(1)} s, screenshots ${(t.screenshotMs / 1000).toFixed(1)} s`,
    );
    if (this.findings.length === 0) return;
    const byPlace = new Map<string, string[]>();
    for (const f of this.findings) byPlace.set(f.where, [...(byPlace.get(f.where) ?? []), f.text]);
    const report = [...byPlace].map(([where, texts]) => `${where}\n${texts.join('\n')}`).join('\n\n');
    throw new Error(`${this.findings.length} accessibility finding(s) of impact serious or critical:\n\n${report}`);
  }
}

interface Finding {
  where: string;
  text: string;
}

// ---------------------------------------------------------------- open states

/** Opens the mobile menu (the burger, at 360 px), checks the page with it open, and closes it. */
async function checkMobileMenu(check: Checker) {
  const { page } = check;
  await check.width(NARROW);
  await check.settle();
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByTestId('mobile-menu');
  await menu.waitFor();
  await waitForStable(menu);
  await check.now('mobile-menu');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

/** Signs in through the UI, checking the code step (after the correct password) at both widths. */
async function signInChecking(check: Checker, email: string) {
  const { page } = check;
  await check.width(WIDE);
  const since = await submitCredentials(page, email, DEMO_PASSWORD);
  await check.bothWidths('sign-in-code-step');
  await enterCode(page, await readCode(email, { since }));
  await page.getByTestId('otp-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/learn/login'), { timeout: scaledLimit(20_000) });
  await page.getByTestId('header-logged-in').waitFor();
}

const guarded = (key: PageKey) => PAGE_ROUTES[key].access !== 'none' && PAGE_ROUTES[key].access !== 'public';

// ---------------------------------------------------------------- the tests

/**
 * The tests run side by side, each in its own browser profile of one browser: most of their time
 * is spent waiting for pages, so the file takes about the time of its longest test.
 */
describe.concurrent('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Runs `body` with a page in a fresh profile, closed at the end; when it fails, the page is first
   * saved as test-results/screenshots/FAILED-a11y-<name>.png.
   */
  async function inProfile(name: string, body: (page: Page) => Promise<void>) {
    if (!browser) throw new Error('the browser is not started');
    const { context, page } = await newPage(browser, { viewport: WIDE });
    try {
      await body(page);
    } catch (error) {
      const file = await screenshot(page, `FAILED-a11y-${name}`).catch(() => null);
      if (file) console.error(`[e2e] screenshot of the failed page: ${path.relative(repoRoot, file)} (at ${page.url()})`);
      throw error;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  // The public pages, the wizard of a closing course and a missing page at two widths, the mobile menu, four forms at two widths.
  const anonymousChecks = (routeKeys.filter((k) => !guarded(k)).length + 2) * 2 + 1 + 4 * 2;
  it('has no serious findings on the public pages and forms, signed out', limitFor(anonymousChecks), () =>
    inProfile('anonymous', async (page) => {
      const started = Date.now();
      const check = new Checker(page, 'anonymous');

      for (const key of routeKeys.filter((k) => !guarded(k))) await check.visit(routeUrl(key), key);
      // The wizard of a course with a closing date, and a page that does not exist.
      await check.visit(`/learn/applicant?course_id=${encodeURIComponent(FRONTLINE_COURSE)}`, 'applicant-frontline');
      await check.visit('/learn/no-such-page', 'not-found');

      await page.goto(url('/learn/'));
      await checkMobileMenu(check);

      // The empty login form, submitted.
      await check.width(WIDE);
      await page.goto(url('/learn/login'));
      const loginForm = page.getByTestId('login-form');
      await loginForm.getByRole('button', { name: 'Sign in' }).click();
      await loginForm.locator('[aria-invalid="true"]').first().waitFor();
      await check.bothWidths('login-errors');

      // A wrong password: the error alert.
      await loginForm.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO_ACCOUNTS.mentees[6]!);
      await loginForm.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@12345');
      await loginForm.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('login-error').waitFor();
      await check.bothWidths('login-refused');

      // The empty registration form, submitted.
      await page.goto(url('/learn/register'));
      const registration = page.getByTestId('registration-form');
      await registration.getByRole('button', { name: 'Create account' }).click();
      await registration.locator('[aria-invalid="true"]').first().waitFor();
      await check.bothWidths('register-errors');

      // The first step of the applicant wizard, Next pressed with nothing filled in.
      await page.goto(url(routeUrl('applicant')));
      const wizard = page.getByTestId('applicant-form');
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.locator('[aria-invalid="true"]').first().waitFor();
      await check.bothWidths('applicant-errors');

      check.report(started);
    }),
  );

  for (const role of Object.keys(ACCOUNTS) as RoleKey[]) {
    const { email, openBell } = ACCOUNTS[role];
    const allowed = routeKeys.filter((k) => guarded(k) && canOpen(PAGE_ROUTES[k].access, ROLES[role]));
    const denied = routeKeys.find((k) => guarded(k) && !canOpen(PAGE_ROUTES[k].access, ROLES[role]));
    // The code step and each page at two widths, then the user menu, the bell and the mobile menu.
    const checks = (1 + allowed.length + unguarded.length + (denied ? 1 : 0)) * 2 + 1 + (openBell ? 1 : 0) + 1;

    it(`has no serious findings on the pages a ${ROLES[role]} may open, and on the open menus`, limitFor(checks), ({ expect }) =>
      inProfile(role, async (page) => {
        const started = Date.now();
        const check = new Checker(page, role);
        await signInChecking(check, email);

        for (const key of [...allowed, ...unguarded]) await check.visit(routeUrl(key), key);
        // A page the role may not open: the access-denied page.
        if (denied) {
          await check.visit(routeUrl(denied), `denied-${denied}`);
          expect(await page.getByTestId('access-denied').count()).toBe(1);
        }

        // The user menu, open (in the header from 'sm' up).
        await check.width(WIDE);
        await page.goto(url('/learn/'));
        await check.settle();
        await page.getByTestId('user-menu-button').click();
        const userMenu = page.getByTestId('user-menu');
        await userMenu.waitFor();
        await waitForStable(userMenu);
        await check.now('user-menu');
        await page.keyboard.press('Escape');
        await userMenu.waitFor({ state: 'hidden' });

        // The notification panel, open: the focus goes into it; Escape closes it and gives the focus back to the bell.
        if (openBell) {
          await page.getByTestId('notification-bell').click();
          const panel = page.getByTestId('notification-panel');
          await panel.waitFor();
          const focusInPanel = () =>
            page.evaluate(() => !!document.activeElement?.closest('[data-testid="notification-panel"]') || document.activeElement?.outerHTML.slice(0, 160));
          await expect.poll(focusInPanel).toBe(true);
          await waitForStable(panel);
          await check.settle();
          await check.now('notification-panel');
          await page.keyboard.press('Escape');
          await panel.waitFor({ state: 'hidden' });
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notification-bell');
        }

        await checkMobileMenu(check);
        check.report(started);
      }),
    );
  }

  // About ten checks' worth: three pages, a sign-in and two screenshots.
  it('signs in with the keyboard alone, the focus always where it should be and visible', limitFor(10), ({ expect }) =>
    inProfile('keyboard', async (page) => {
      // Where the focus goes follows answers and renders: on a busy machine that is seconds, not the poll's default second.
      const poll = { timeout: scaledLimit(10_000) };
      await page.goto(url('/learn/login'));
      await page.getByTestId('login-form').waitFor();
      await new Checker(page, 'keyboard').settle();

      /**
       * What has the focus: its test id, or tag, type and label; and whether it shows a focus
       * indicator, a computed outline or box-shadow — on the element, or for an input inside a
       * field's box (a password with its eye button), on that box (.mantine-Input-input).
       */
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return { id: 'body', indicator: false };
          const shows = (node: Element) => {
            const style = getComputedStyle(node);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
          };
          const box = el.closest('.mantine-Input-input');
          const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? '';
          const id = el.dataset.testid ?? `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''}:${label.replace(/\s+/g, ' ').trim()}`;
          return { id, indicator: shows(el) || (box !== null && shows(box)) };
        });

      /** Presses Tab until the focus is on an element matching `id`, at most `max` times. */
      const tabTo = async (id: RegExp, max = 20) => {
        for (let i = 0; i < max; i++) {
          await page.keyboard.press('Tab');
          const now = await focused();
          if (id.test(now.id)) return now;
        }
        throw new Error(`Tab never reached ${id} (the focus is on ${(await focused()).id})`);
      };

      const email = await tabTo(/^input\[email\]:E-mail/);
      expect(email.indicator, 'the e-mail field shows that it has the focus').toBe(true);
      await page.keyboard.type(KEYBOARD_ACCOUNT);
      await page.keyboard.press('Tab');
      const password = await focused();
      expect(password.id).toMatch(/^input\[password\]:Password/);
      expect(password.indicator, 'the password field shows that it has the focus').toBe(true);
      await page.keyboard.type(DEMO_PASSWORD);
      const since = Date.now();
      await page.keyboard.press('Enter');

      // The code step: the focus goes to the first box, not back to <body>.
      await page.getByTestId('otp-box-0').waitFor();
      await expect.poll(async () => (await focused()).id, poll).toBe('otp-box-0');
      expect((await focused()).indicator, 'the first code box shows that it has the focus').toBe(true);
      await screenshot(page, 'a11y-keyboard-01-code-step-focused');
      const code = await readCode(KEYBOARD_ACCOUNT, { since });
      await page.keyboard.type(code);
      await expect.poll(async () => (await focused()).id, poll).toBe('otp-box-5');
      await page.keyboard.press('Enter');

      // My Courses: the focus on its heading.
      await page.waitForURL(/\/learn\/dashboard$/, { timeout: scaledLimit(20_000) });
      await expect
        .poll(() => page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null)), poll)
        .toBe('My Courses');
      expect((await focused()).indicator, 'the heading shows that it has the focus').toBe(true);
      await screenshot(page, 'a11y-keyboard-02-dashboard-focused');

      // From the heading, Tab goes on into the page: the first course tab (once the courses have come, or Tab passes the loader).
      await page.getByRole('tab', { name: 'FETP Course' }).waitFor({ timeout: scaledLimit(15_000) });
      await page.keyboard.press('Tab');
      const tab = await page.evaluate(() => ({ role: document.activeElement?.getAttribute('role'), text: document.activeElement?.textContent }));
      expect(tab).toEqual({ role: 'tab', text: 'FETP Course' });
      expect((await focused()).indicator, 'the tab shows that it has the focus').toBe(true);
    }),
  );
});
