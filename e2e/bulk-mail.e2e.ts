import { describe, expect, it } from 'vitest';
import { checkScreen } from './axe';
import { latestMail, screenshot, signIn, url, useBrowser } from './support';

/** Bulk e-mail (002 §2.10, §4, §5): the demo coordinator mails a cohort's officers; the mail reaches the outbox through the job queue. */
describe('bulk e-mail', () => {
  const browser = useBrowser();

  it('sends to Cohort 2026’s officers from BULK EMAIL, resets the form, and the mail arrives in the outbox', async () => {
    const { page } = await browser.open();
    await signIn(page, 'coordinator@example.org');
    await page.getByRole('link', { name: 'BULK EMAIL' }).first().click();
    await page.waitForURL(/\/learn\/sendmail$/);
    const form = page.getByTestId('bulk-mail-form');
    await form.waitFor();
    await page.getByText('Note: e-mails to large courses may take up to an hour to be sent.').waitFor();
    // The editor (its own chunk) is loaded with the page.
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await checkScreen(page, 'bulk-mail-form', form);

    // The spec's messages, shown before anything is sent.
    await page.getByRole('checkbox', { name: 'Mentees/Officers' }).check();
    await page.getByTestId('bulk-mail-send').click();
    await page.getByText('Subject is required').waitFor();
    await page.getByText('Message is required').waitFor();

    // Cohort 2026 of the FETP course, found by the multi-select's search.
    const cohorts = page.getByRole('textbox', { name: 'Officers of Advanced Field Epidemiology Training Programme' });
    await cohorts.click();
    await cohorts.fill('2026');
    await page.getByRole('option', { name: 'Cohort 2026' }).click();
    await cohorts.fill('zzz');
    await page.getByText('No options found').first().waitFor();
    await cohorts.fill('');
    await page.keyboard.press('Escape');

    const subject = `Field visit ${Date.now()}`;
    await page.getByTestId('bulk-mail-subject').fill(subject);
    const editor = page.getByRole('textbox', { name: 'Message' });
    await editor.click();
    await page.keyboard.type('Dear officers, we meet at the District Surveillance Unit at 09:30.');
    // The pointer off the Send button it clicked before (a hovered button is drawn in its hover shade).
    await page.mouse.move(0, 0);
    await checkScreen(page, 'bulk-mail-filled', form);
    const since = Date.now();
    await page.getByTestId('bulk-mail-send').click();

    const banner = page.getByTestId('bulk-mail-sent');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Your e-mail is being sent to \d+ recipients\./);
    // The form starts again: recipients and subject cleared.
    expect(await page.getByTestId('bulk-mail-subject').inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Mentees/Officers' }).isChecked()).toBe(false);
    await screenshot(page, 'bulk-mail-sent');

    // Mentee 5 is an officer of Cohort 2026; the job queue delivers to the outbox.
    const mail = await latestMail('mentee5@example.org', subject, { since, timeoutMs: 30_000 });
    expect(mail.html).toContain('District Surveillance Unit');
    expect(mail.text).toContain('District Surveillance Unit');

    // The history lists it with its counts.
    const history = page.getByTestId('bulk-mail-history');
    await history.getByText(subject).waitFor();
    await page.mouse.move(0, 0);
    await checkScreen(page, 'bulk-mail-history', history);
  });

  it('is not offered to an officer, whose address of the page is refused', async () => {
    const { page } = await browser.open();
    await signIn(page, 'mentee6@example.org');
    expect(await page.getByRole('link', { name: 'BULK EMAIL' }).count()).toBe(0);
    await page.goto(url('/learn/sendmail'));
    await expect.poll(() => page.getByTestId('bulk-mail-form').count()).toBe(0);
  });
});
