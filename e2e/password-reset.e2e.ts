import { describe, expect, it } from 'vitest';
import { latestMail, linkIn, screenshot, signIn, url, useBrowser } from './support';

/** Forgot password → mail → reset page → sign in with the new password (spec 000 §2.7, §2.8, §5.2). */
describe('password reset', () => {
  const browser = useBrowser();

  // mentee12 is used by no other test: its password changes here.
  const email = 'mentee12@example.org';
  const newPassword = 'Fresh@Pass123';

  it('resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/login'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByTestId('forgot-form');
    await forgot.waitFor();
    await screenshot(page, 'reset-01-forgot-form');

    // A malformed address is refused on the form.
    await forgot.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText("The email address you've provided isn't formatted correctly.").first().waitFor();

    await forgot.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    const since = Date.now();
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await screenshot(page, 'reset-02-check-your-email');

    const mail = await latestMail(email, 'Reset your password', { since });
    const link = linkIn(mail, '/learn/password_reset_confirm/');
    const linkUrl = new URL(link);
    expect(linkUrl.pathname).toMatch(/^\/learn\/password_reset_confirm\/[^/]+\/custom\/$/);

    // The link is built on PUBLIC_URL, which is the test server.
    await page.goto(link);
    const form = page.getByTestId('reset-form');
    await form.waitFor();
    await screenshot(page, 'reset-03-reset-form');

    const first = form.getByRole('textbox', { name: 'New password', exact: true });
    const second = form.getByRole('textbox', { name: 'Confirm password', exact: true });
    const submit = form.getByRole('button', { name: 'Reset My Password' });

    await first.fill('abcdefgh');
    await second.fill('abcdefgh');
    await submit.click();
    await page.getByText('Password must contain at least 3 digits').waitFor();

    await first.fill('abcdefg123');
    await submit.click();
    await page.getByText('Password must contain at least 1 uppercase letter').waitFor();

    await first.fill('Abcdefg123');
    await submit.click();
    await page.getByText('Password must contain at least 1 special character').waitFor();

    await first.fill(newPassword);
    await second.fill('');
    await submit.click();
    await page.getByText('Please confirm your password').waitFor();

    await second.fill(`${newPassword}x`);
    await submit.click();
    await page.getByText('Passwords must match').waitFor();
    await screenshot(page, 'reset-04-validation-messages');

    await second.fill(newPassword);
    await submit.click();
    const success = page.getByTestId('reset-success');
    await success.waitFor();
    expect(await success.textContent()).toContain('Your password has been reset. Sign in to your account.');
    const doneAt = Date.now();
    await screenshot(page, 'reset-05-success');

    await page.waitForURL(/\/learn\/login$/, { timeout: 10_000 });
    const waited = Date.now() - doneAt;
    expect(waited).toBeGreaterThan(1500);
    expect(waited).toBeLessThan(8000);

    // The link is single-use, and the page says so as it opens: no passwords to type first.
    await page.goto(link);
    await page.getByTestId('reset-error').getByText('This password reset link is invalid or has expired.').waitFor();
    expect(await page.getByTestId('reset-form').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).count()).toBe(0);
    await screenshot(page, 'reset-06-link-used');

    // The new password signs in; the old one no longer does.
    await signIn(page, email, newPassword);
    await page.waitForURL(/\/learn\/dashboard$/);
    await screenshot(page, 'reset-07-signed-in-with-new-password');
  });

  it('answers the same for an address without an account', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/login'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByTestId('forgot-form').getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  });
});
