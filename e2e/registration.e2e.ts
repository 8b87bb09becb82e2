import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousFindings } from './axe';
import { readCode, screenshot, submitCredentials, url, useBrowser } from './support';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 360, height: 780 };
const PASSWORD = 'Officer@2024!';
/** A demo applicant (seed/demo-applications.ts) with no account: registering with this address is welcomed. */
const APPLICANT_EMAIL = 'harish.menon@example.net';
const SURVEILLANCE_GOAL = 'Improve disease surveillance in my district';

/** Chooses an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills every field of the Registration form with valid values. */
async function fillForm(page: Page, { email, goal }: { email: string; goal: string }) {
  const form = page.getByTestId('registration-form');
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nisha Kapoor');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
  const dob = page.getByTestId('dob-input');
  await dob.click();
  await dob.fill('15/08/1990');
  await dob.press('Enter');
  await page.keyboard.press('Escape');
  await choose(page, 'Gender', 'Female');
  await choose(page, 'State', 'Kerala');
  await choose(page, 'District', 'Ernakulam');
  await choose(page, 'Goals', goal);
}

async function register(page: Page, who: { email: string; goal: string }) {
  await page.goto(url('/learn/register'));
  await page.getByRole('heading', { name: 'Registration' }).waitFor();
  await fillForm(page, who);
  await page.getByTestId('registration-form').getByRole('button', { name: 'Create account' }).click();
}

/** At 1280 and at 360 px: no serious or critical axe finding, nothing wider than the window, a screenshot of each. */
async function checkBothWidths(page: Page, name: string) {
  for (const [label, size] of [['desktop', WIDE], ['360px', NARROW]] as const) {
    await page.setViewportSize(size);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    expect(await seriousFindings(page), `${name} at ${size.width} px`).toEqual([]);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(WIDE);
}

/** The Registration page (spec 002 §2.12, §5, §7). */
/** Every aria-prohibited-attr finding of the page (any impact), as selector and markup. */
async function prohibitedAria(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return results.violations.filter((v) => v.id === 'aria-prohibited-attr').flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`));
}

describe('registration', () => {
  const browser = useBrowser();

  it('has no aria-prohibited-attr finding at 1280 px, empty, with its lists opened and with every message shown', async () => {
    const { page } = await browser.open({ viewport: WIDE });
    await page.goto(url('/learn/register'));
    const form = page.getByTestId('registration-form');
    await form.waitFor();
    await page.getByRole('textbox', { name: 'Gender' }).waitFor();
    expect(await prohibitedAria(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Date of birth' }).click().catch(() => undefined);
    expect(await prohibitedAria(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Create account' }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(await prohibitedAria(page)).toEqual([]);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'registration-00-wide-errors');
  });

  it('checks each field, creates the account, and the new account can sign in', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/register'));
    await page.getByRole('heading', { name: 'Registration' }).waitFor();
    const form = page.getByTestId('registration-form');
    await screenshot(page, 'registration-01-empty');

    // Everything empty: each field says what it needs.
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Enter your full name.').waitFor();
    await page.getByText('Mobile Number must have at least 10 numbers').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'registration-02-required');

    // Wrong values.
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98765');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdefgh');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('Mobile Number must have at least 10 numbers').waitFor();
    await page.getByText('Password must contain at least 3 digits').waitFor();
    await screenshot(page, 'registration-03-invalid');

    // A taken address is refused by the server.
    await fillForm(page, { email: 'mentee1@example.org', goal: SURVEILLANCE_GOAL });
    await screenshot(page, 'registration-04-filled');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email address already exists.').first().waitFor();
    await screenshot(page, 'registration-05-taken-email');

    // A new address goes through. Its goal is served by open courses: the page goes to the recommendations (002 §2.12).
    const email = `registered-${Date.now()}@example.org`;
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/learn\/recommendations\?goal=improve_disease_surveillance_in_my_district$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Recommended courses' }).waitFor();
    // The server's answer is told in a toast, as for every call that succeeds.
    await page.getByText('Your account has been created. Sign in to your account.').waitFor();
    await page.getByText(`Courses open for admission that suit your goal: ${SURVEILLANCE_GOAL}.`).waitFor();
    // The Frontline course serves the goal first, then the FETP course; each has its Apply button.
    const cards = page.getByTestId('admission-course');
    await expect.poll(() => cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Frontline Field Epidemiology', 'Advanced Field Epidemiology Training Programme',
    ]);
    await expect.poll(() => cards.getByRole('link', { name: /^Apply to / }).count()).toBe(2);
    await checkBothWidths(page, 'registration-06-recommendations');

    // Sign in leads on; the new account signs in as far as the code.
    await page.getByTestId('recommendations-sign-in').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/learn\/login$/);
    const since = await submitCredentials(page, email, PASSWORD);
    const code = await readCode(email, { since });
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, 'registration-07-new-account-code-screen');
  });

  it('an address that applied to a course lands on the welcome page, which says what happens next', async () => {
    const { page } = await browser.open();
    await register(page, { email: APPLICANT_EMAIL, goal: SURVEILLANCE_GOAL });
    await page.waitForURL(/\/learn\/welcome$/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Welcome to the learning portal' }).waitFor();
    await page.getByText('Your account has been created. Sign in to your account.').waitFor();
    const steps = page.getByRole('list', { name: 'Next steps' }).getByRole('listitem');
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(1).textContent()).toContain('six-digit code');
    expect(await steps.nth(2).textContent()).toContain('coordinator of the course you applied to');
    await checkBothWidths(page, 'registration-08-welcome');

    // Its courses button lists every open course; its Sign in button opens the sign-in page.
    await page.getByTestId('welcome-courses').click();
    await page.waitForURL(/\/learn\/recommendations$/);
    await page.getByText('Every course open for admission in the programme.').waitFor();
    await page.goBack();
    await page.getByTestId('sign-in').click();
    await page.waitForURL(/\/learn\/login$/);
  });

  it('a goal no open course serves lands on the returned redirect address, the sign-in page', async () => {
    const { page } = await browser.open();
    await register(page, { email: `mentoring-${Date.now()}@example.org`, goal: 'Mentor other public health officers' });
    await page.waitForURL(/\/learn\/login$/, { timeout: 20_000 });
    await page.getByTestId('login-form').waitFor();
  });

  it('both pages read in Arabic, right to left, at 1280 and 360 px', async () => {
    const { page } = await browser.open({ locale: 'ar' });
    await page.goto(url('/learn/welcome'));
    await page.getByRole('heading', { level: 1, name: 'مرحبًا بك في بوابة التعلّم' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkBothWidths(page, 'registration-09-welcome-arabic');

    await page.goto(url('/learn/recommendations?goal=improve_disease_surveillance_in_my_district'));
    await page.getByRole('heading', { level: 1, name: 'الدورات المقترحة' }).waitFor();
    await expect.poll(() => page.getByTestId('admission-course').count()).toBe(2);
    await checkBothWidths(page, 'registration-10-recommendations-arabic');
  });
});
