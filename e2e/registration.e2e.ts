import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readCode, screenshot, submitCredentials, url, useBrowser } from './support';

/** Chooses an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Registration page (spec 002 §2.12, §5, §7). */
describe('registration', () => {
  const browser = useBrowser();

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
    const password = 'Officer@2024!';
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('mentee1@example.org');
    await form.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nisha Kapoor');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('9876543210');
    const dob = page.getByTestId('dob-input');
    await dob.click();
    await dob.fill('15/08/1990');
    await dob.press('Enter');
    await page.keyboard.press('Escape');
    await choose(page, 'Gender', 'Female');
    await choose(page, 'State', 'Kerala');
    await choose(page, 'District', 'Ernakulam');
    await choose(page, 'Goals', 'Improve disease surveillance in my district');
    await screenshot(page, 'registration-04-filled');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email address already exists.').first().waitFor();
    await screenshot(page, 'registration-05-taken-email');

    // A new address goes through, and the page goes to the login page.
    const email = `registered-${Date.now()}@example.org`;
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/learn\/login$/, { timeout: 20_000 });
    await screenshot(page, 'registration-06-redirected-to-login');

    // The new account signs in as far as the code.
    const since = await submitCredentials(page, email, password);
    const code = await readCode(email, { since });
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, 'registration-07-new-account-code-screen');
  });
});
