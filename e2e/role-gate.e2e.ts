import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, screenshot, signIn, url, useBrowser } from './support';

const ACCESS_DENIED = 'Sorry! This page is not available for you. Please contact your System Administrator.';

/** The role gate (spec 000 §2.5, §4). */
describe('role gate', () => {
  const browser = useBrowser();

  it('sends a signed-out visitor of /learn/dashboard to /learn/login', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/dashboard'));
    await page.waitForURL(/\/learn\/login$/);
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('header-logged-out').waitFor();
    await screenshot(page, 'role-gate-01-signed-out-to-login');
  });

  it('shows the access-denied text to a program advisor on /learn/dashboard', async () => {
    const { page } = await browser.open();
    await signIn(page, 'advisor@example.org');
    // My Courses is not theirs: sign-in lands a program advisor on the reports (issue 31), not on a refusal.
    await page.waitForURL((u) => u.pathname === '/learn/reports/cohort_data/');
    expect(await page.getByTestId('access-denied').count()).toBe(0);
    await page.goto(url('/learn/login'));
    await page.waitForURL((u) => u.pathname === '/learn/reports/cohort_data/');
    await page.getByTestId('header-logged-in').waitFor();
    await page.goto(url('/learn/dashboard'));
    const denied = page.getByTestId('access-denied');
    await denied.waitFor();
    expect((await denied.textContent())?.trim()).toBe(ACCESS_DENIED);
    expect(new URL(page.url()).pathname).toBe('/learn/dashboard');
    expect(await page.getByRole('tab', { name: 'FETP Course' }).count()).toBe(0);
    await screenshot(page, 'role-gate-02-advisor-access-denied');
  });

  it('gates every route of the table, including pages of features still to come', async () => {
    const { page } = await browser.open();
    await signIn(page, 'mentee1@example.org');
    await page.goto(url('/learn/sendmail'));
    const denied = page.getByTestId('access-denied');
    await denied.waitFor();
    expect((await denied.textContent())?.trim()).toBe(ACCESS_DENIED);
    await page.goto(url('/learn/cal/coordinator/dashboard/'));
    await denied.waitFor();
    await screenshot(page, 'role-gate-04-mentee-denied-coordinator-dashboard');

    await page.goto(url('/learn/reports/cohort_data/'));
    await denied.waitFor();
    expect(await page.getByTestId('not-found').count()).toBe(0);
  });

  it('sends a visitor whose token the server no longer accepts to /learn/login', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/'));
    await page.evaluate((keys) => {
      const token = { access_token: 'not-a-real-token', token_type: 'Bearer', expires_in: 3600, scope: 'read write', user_id: 1 };
      localStorage.setItem(keys.accessToken, JSON.stringify(token));
      localStorage.setItem(keys.userRoles, 'Course Coordinator');
      localStorage.setItem(keys.userId, '1');
    }, STORAGE_KEYS);
    await page.goto(url('/learn/dashboard'));
    await page.waitForURL(/\/learn\/login$/, { timeout: 20_000 });
    // The role gate moves to /login in the page, and the refused call reloads it there: read the
    // storage once the page has settled (a read during the reload is retried).
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userRoles).catch(() => 'reloading'), { timeout: 10_000 })
      .toBeNull();
    await screenshot(page, 'role-gate-03-bad-token-to-login');
  });
});
