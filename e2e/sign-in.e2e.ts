import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD, STORAGE_KEYS, enterCode, readCode, screenshot, signIn, storedToken, submitCredentials, url, useBrowser, waitForStable,
} from './support';

/** Sign-in with the one-time code (spec 000 §2.7, §4, §5.1), the dashboard, sign-out. */
describe('sign-in', () => {
  const browser = useBrowser();

  it('signs in with the code from the outbox and shows the logged-in header and My Courses', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/login'));
    await page.getByTestId('header-logged-out').waitFor();
    await screenshot(page, 'sign-in-01-login-form');

    const since = await submitCredentials(page, 'coordinator@example.org', DEMO_PASSWORD);
    await expect.poll(() => page.getByText('We sent a 6-digit code to coordinator@example.org').isVisible()).toBe(true);
    for (let i = 0; i < 6; i++) await expect.poll(() => page.getByTestId(`otp-box-${i}`).isVisible()).toBe(true);
    await screenshot(page, 'sign-in-02-code-screen');

    const code = await readCode('coordinator@example.org', { since });
    expect(code).toMatch(/^\d{6}$/);
    await enterCode(page, code);
    await page.getByTestId('otp-submit').click();
    await page.waitForURL(/\/learn\/dashboard$/);

    // The logged-in header: display name, bell with the unread badge.
    await page.getByTestId('header-logged-in').waitFor();
    await expect.poll(() => page.getByTestId('user-displayname').textContent()).toBe('Asha Verma');
    // Other tests add notifications (new applications); the badge shows what the server counts as unread.
    const token = await storedToken(page);
    const unread = await page.evaluate(async (bearer) => {
      const res = await fetch('/api/user_notifications_list/', { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await res.json()) as { count: number }).count;
    }, token);
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe(String(unread));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userRoles)).toBe('Course Coordinator');
    expect(STORAGE_KEYS.accessToken.startsWith('fetp')).toBe(true);
    expect(await storedToken(page)).toMatch(/^\S{20,}$/);

    // My Courses: the three tabs, each with its course and VIEW COURSE.
    for (const tab of ['FETP Course', 'Short Courses', 'Frontline Courses']) {
      await expect.poll(() => page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    }
    await page.getByText('Advanced Field Epidemiology Training Programme').waitFor();
    expect(await page.getByText('VIEW COURSE').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'sign-in-03-dashboard-fetp');

    await page.getByRole('tab', { name: 'Short Courses' }).click();
    await page.getByText('Outbreak Investigation Essentials').waitFor();
    const shortLink = page.getByRole('link', { name: /view course outbreak investigation essentials/i });
    expect(await shortLink.getAttribute('href')).toContain('https://learn.fetp.example.org/courses/');
    await screenshot(page, 'sign-in-04-dashboard-short');

    await page.getByRole('tab', { name: 'Frontline Courses' }).click();
    await page.getByText('Frontline Field Epidemiology').waitFor();
    const frontlineLink = page.getByRole('link', { name: /view course frontline field epidemiology/i });
    // A coordinator's VIEW COURSE opens the coordinator dashboard on that course (issue 30 §3).
    expect(await frontlineLink.getAttribute('href')).toMatch(/\/learn\/cal\/coordinator\/dashboard\/\?course_id=\d+$/);
    await screenshot(page, 'sign-in-05-dashboard-frontline');
  });

  it('shows an error for a wrong code and lets the right one in afterwards', async () => {
    const { page } = await browser.open();
    const email = 'mentor2@example.org';
    const since = await submitCredentials(page, email, DEMO_PASSWORD);
    const code = await readCode(email, { since });
    const wrong = code === '000000' ? '111111' : '000000';
    await enterCode(page, wrong);
    await page.getByTestId('otp-submit').click();
    const error = page.getByTestId('otp-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Invalid code. You have 4 attempts left.');
    expect(await error.textContent()).toContain("We couldn't sign you in.");
    expect(page.url()).toContain('/learn/login');
    await screenshot(page, 'wrong-code-01-error');

    await enterCode(page, code);
    await page.getByTestId('otp-submit').click();
    await page.waitForURL(/\/learn\/dashboard$/);
    await page.getByTestId('header-logged-in').waitFor();
  });

  it('shows the wrong-password message and stays on the form', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/login'));
    const form = page.getByTestId('login-form');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('mentor2@example.org');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@12345');
    await form.getByRole('button', { name: 'Sign in' }).click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('The email address or password is incorrect.');
    expect(await page.getByTestId('otp-box-0').count()).toBe(0);
    await screenshot(page, 'wrong-password-01-error');
  });

  it('counts down before offering to resend the code, and the resent code signs in', async () => {
    const { page } = await browser.open();
    const email = 'mentor3@example.org';
    const firstSince = await submitCredentials(page, email, DEMO_PASSWORD);
    const first = await readCode(email, { since: firstSince });

    const countdown = page.getByTestId('resend-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^Resend code in (30|29|28|27)s$/);
    expect(await page.getByTestId('resend-otp').count()).toBe(0);
    await screenshot(page, 'resend-01-countdown');

    // The button appears only after the 30 s countdown.
    await page.getByTestId('resend-otp').waitFor({ timeout: 35_000 });
    expect(await countdown.count()).toBe(0);
    await screenshot(page, 'resend-02-button');

    const resendSince = Date.now();
    await page.getByTestId('resend-otp').click();
    await countdown.waitFor();
    const second = await readCode(email, { since: resendSince, timeoutMs: 10_000 });
    const mails = await (await fetch(url('/dev/mail.json'))).json() as { to: string; subject: string }[];
    expect(mails.filter((m) => m.to === email && m.subject === 'Your sign-in code').length).toBeGreaterThanOrEqual(2);

    // The first code no longer works once a new one was sent (unless they happen to be equal).
    if (second !== first) {
      await enterCode(page, first);
      await page.getByTestId('otp-submit').click();
      await page.getByTestId('otp-error').waitFor();
    }
    await enterCode(page, second);
    await page.getByTestId('otp-submit').click();
    await page.waitForURL(/\/learn\/dashboard$/);
    await page.getByTestId('header-logged-in').waitFor();
  }, 60_000);

  it('signs out from the user menu: the token is revoked and the session cleared', async () => {
    const { page } = await browser.open();
    await signIn(page, 'mentee2@example.org');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').waitFor();
    await waitForStable(page.getByTestId('user-menu'));
    await screenshot(page, 'sign-out-01-user-menu');
    await page.getByTestId('sign-out').click();

    await page.getByTestId('header-logged-out').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/learn\/?$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await screenshot(page, 'sign-out-02-signed-out');

    // The server no longer accepts the token.
    const res = await fetch(url('/api/user_dropdown/'), { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);

    // And the dashboard now sends the visitor to the login page.
    await page.goto(url('/learn/dashboard'));
    await page.waitForURL(/\/learn\/login$/);
  });
});
