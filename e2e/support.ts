/**
 * Helpers for the browser tests: the browser, the portal's URL, the local mail outbox, the sign-in
 * journey and screenshots (kept under test-results/screenshots/ as artifacts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { STORAGE_KEYS } from '@fetp/contract';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo';
import { repoRoot } from './portal';
import { scaledLimit } from '../apps/server/test/time-limits';

export { DEMO_PASSWORD };
export const SIGN_IN_CODE_SUBJECT = 'Your sign-in code';
export const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

let portalOverride: string | null = null;

/**
 * Points this test file's helpers (url, outbox, signIn …) at another portal than the shared one,
 * e.g. one a test started on an empty database; null goes back to the shared one.
 */
export function usePortal(base: string | null) {
  portalOverride = base;
}

/** The running portal started by global-setup.ts (or the file's own, see usePortal), e.g. http://127.0.0.1:41234 */
export function baseUrl(): string {
  return portalOverride ?? inject('baseUrl');
}

/** A page of the SPA: `url('/learn/login')`. */
export function url(pathname: string): string {
  return new URL(pathname, baseUrl()).toString();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh browser profile (own storage and cookies) and a page in it. */
export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    isMobile: opts.isMobile,
    hasTouch: opts.hasTouch,
    locale: opts.locale ?? 'en-GB',
    timezoneId: 'Asia/Kolkata',
  });
  // 15 s for a locator or navigation on an idle machine, scaled by the machine's load now.
  context.setDefaultTimeout(scaledLimit(15_000));
  const page = await context.newPage();
  // Errors in the page go to the test output, so a failure has its cause next to it.
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

/**
 * One browser per test file. `open()` gives a page in a fresh profile; after each test its
 * contexts are closed, and when the test failed every open page is first saved as
 * test-results/screenshots/FAILED-<test>-<n>.png.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let contexts: { context: BrowserContext; page: Page }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (ctx) => {
    const open = contexts;
    contexts = [];
    if (ctx.task.result?.state === 'fail') {
      for (const [i, { page }] of open.entries()) {
        const file = await screenshot(page, `FAILED-${ctx.task.name}-${i + 1}`).catch(() => null);
        if (file) console.error(`[e2e] screenshot of the failed page: ${path.relative(repoRoot, file)} (at ${page.url()})`);
      }
    }
    await Promise.all(open.map(({ context }) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(opts: Parameters<typeof newPage>[1] = {}) {
      if (!browser) throw new Error('the browser is not started');
      const opened = await newPage(browser, opts);
      contexts.push(opened);
      return opened;
    },
  };
}

/** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-').slice(0, 120)}.png`);
  // A full page drawn while the server tests load both cores can take longer than Playwright's 15 s default.
  await page.screenshot({ path: file, fullPage: true, timeout: 45_000 });
  return file;
}

// ---------------------------------------------------------------- the local mail outbox

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string;
}

export async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(url('/dev/mail.json'));
  if (!res.ok) throw new Error(`GET /dev/mail.json answered ${res.status}`);
  return (await res.json()) as OutboxMail[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The newest mail to `email` whose subject contains `subjectPart`, waiting for it up to `timeoutMs`.
 * With `since` (a Date.now() taken before the action that sends it) older mail is ignored.
 */
export async function latestMail(
  email: string,
  subjectPart: string,
  opts: { since?: number; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (opts.timeoutMs ?? scaledLimit(15_000));
  // The database clock and ours are the same machine's; a little slack for rounding.
  const since = opts.since === undefined ? -Infinity : opts.since - 1000;
  for (;;) {
    const mails = await outbox();
    const found = mails.find(
      (m) => m.to.toLowerCase() === email.toLowerCase() && m.subject.includes(subjectPart) && Date.parse(m.sent_at) >= since,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subjectPart}" to ${email} arrived in the outbox`);
    await sleep(200);
  }
}

/** The 6-digit code of the newest 'Your sign-in code' mail to `email`. */
export async function readCode(email: string, opts: { since?: number; timeoutMs?: number } = {}): Promise<string> {
  const mail = await latestMail(email, SIGN_IN_CODE_SUBJECT, opts);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail to ${email}: ${mail.text}`);
  return code;
}

/** The first link in a mail's text that contains `part`. */
export function linkIn(mail: OutboxMail, part: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(part));
  if (!link) throw new Error(`no link containing ${part} in the mail "${mail.subject}": ${mail.text}`);
  return link.replace(/[).,>]+$/, '');
}

// ---------------------------------------------------------------- sign-in journey

/** Types a code into the six boxes, one digit each, as a person would. */
export async function enterCode(page: Page, code: string) {
  await page.getByTestId('otp-box-0').click();
  for (let i = 0; i < code.length; i++) {
    await page.getByTestId(`otp-box-${i}`).fill(code[i]!);
  }
}

/** Fills the login form and submits it; resolves once the code screen shows. Returns when it was submitted. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<number> {
  if (!page.url().includes('/learn/login')) await page.goto(url('/learn/login'));
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const since = Date.now();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('otp-box-0').isVisible(), { timeout: scaledLimit(20_000) }).toBe(true);
  return since;
}

/**
 * The whole journey through the UI: the login form, the code read from the outbox typed into the
 * six boxes, Verify, then the redirect away from /learn/login.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(url('/learn/login'));
  const since = await submitCredentials(page, email, password);
  const code = await readCode(email, { since });
  await enterCode(page, code);
  await page.getByTestId('otp-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/learn/login'), { timeout: scaledLimit(20_000) });
  await page.getByTestId('header-logged-in').waitFor();
}

/** The access token the web app keeps in local storage (spec 000 §3), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as { access_token?: string } | string;
      return typeof parsed === 'string' ? parsed : (parsed.access_token ?? null);
    } catch {
      return raw;
    }
  }, STORAGE_KEYS.accessToken);
}

export { STORAGE_KEYS };

/** Waits until an element has stopped moving (a drawer or menu finished its opening animation). */
export async function waitForStable(locator: Locator, timeoutMs = scaledLimit(5000)) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let same = 0;
  while (Date.now() < deadline) {
    const box = await locator.boundingBox();
    const now = JSON.stringify(box);
    same = box && now === last ? same + 1 : 0;
    if (same >= 2) return;
    last = now;
    await sleep(100);
  }
}

/**
 * Clicks a button until the request it should send goes out (`sends` names it), and answers that
 * request's response. A click can be lost while the list around the button renders again (a
 * refetch, a panel still opening); the request is what the test waits for, not a fixed delay.
 */
export async function clickUntilSent(page: Page, button: Locator, sends: (request: Request) => boolean, timeoutMs = scaledLimit(15_000)) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await waitForStable(button);
    const sent = page.waitForRequest(sends, { timeout: Math.min(3000, Math.max(1, deadline - Date.now())) }).catch(() => null);
    await button.click();
    const request = await sent;
    if (request) return request.response();
  }
  throw new Error(`"${await button.textContent()}" was clicked but its request never went out`);
}

/**
 * Opens a tab and waits until it is the selected one, clicking again if a click was lost (a lazy
 * chunk above the tab list can move it between Playwright's checks and the click on a busy machine).
 */
export async function openTab(tab: Locator, timeoutMs = scaledLimit(15_000)) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await waitForStable(tab);
    await tab.click();
    const selectedBy = Date.now() + Math.min(3000, Math.max(0, deadline - Date.now()));
    while (Date.now() < selectedBy) {
      if ((await tab.getAttribute('aria-selected')) === 'true') return;
      await sleep(100);
    }
  }
  throw new Error(`the tab "${await tab.textContent()}" was clicked but never became the selected one`);
}
