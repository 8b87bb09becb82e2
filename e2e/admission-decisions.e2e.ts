import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen } from './axe';
import { choosePassword, submitApplication } from './admin-steps';
import { latestMail, linkIn, signIn, url, useBrowser } from './support';

/**
 * Admission decisions (issue 32): the demo coordinator admits an applicant from the applications
 * tracker (cohort, note, confirmation); the applicant opens the invitation from the outbox, chooses
 * a password, signs in and finds the course. Axe-clean, no sideways scroll at 360 px.
 */

const FETP_KEY = 'course-v1:NCDC+FETP-ADV+2025';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const COORDINATOR = 'coordinator@example.org';
const ADMINISTRATOR = 'admin@example.org';
const PASSWORD = 'Admitted@2026!';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByTestId('decision-form').getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admission decisions', () => {
  const browser = useBrowser();

  it('a coordinator admits an applicant, who opens the invitation, sets a password, signs in and sees the course', async () => {
    const stamp = Date.now();
    const me = { first: 'Ishita', last: `Admit${stamp % 100000}`, email: `admit-${stamp}@example.net` };
    await submitApplication(FETP_KEY, me);

    const { page } = await browser.open();
    await signIn(page, COORDINATOR);
    await page.goto(url('/learn/application-tracker'), { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Applications tracker' }).waitFor();
    const row = page.getByTestId('tracker-table-row').filter({ hasText: me.email });
    await row.waitFor();
    // The demo's decided applications show their decision.
    await page.getByTestId('decision-status').filter({ hasText: 'Rejected' }).first().waitFor();
    expect(await row.getByTestId('decision-status').textContent()).toBe('Pending');
    await checkScreen(page, 'admission-01-tracker', page.getByTestId('tracker-table'));

    await row.getByRole('button', { name: `Admit ${me.first} ${me.last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Admit ${me.first} ${me.last}` });
    await dialog.getByTestId('decision-form').waitFor();
    await dialog.getByTestId('decision-continue').click();
    await dialog.getByText('Please choose a cohort').waitFor();
    await choose(page, 'Cohort', 'Cohort 2026');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Seven years of district surveillance; admitted to the 2026 intake.');
    await checkScreen(page, 'admission-02-dialog', dialog);
    await dialog.getByTestId('decision-continue').click();
    await expect.poll(() => dialog.getByTestId('decision-confirm').textContent()).toContain(`Admit ${me.first} ${me.last} into Cohort 2026?`);
    const since = Date.now();
    await dialog.getByTestId('decision-confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('decision-status').textContent()).toBe('Admitted');
    expect(await row.getByTestId('decision').textContent()).toContain('Cohort: Cohort 2026');
    expect(await row.getByTestId('admit-button').count()).toBe(0);

    // The applicant's invitation, from the outbox.
    const mail = await latestMail(me.email, 'Your account on the FETP portal', { since, timeoutMs: 60_000 });
    const link = linkIn(mail, '/learn/password_reset_confirm/');
    const applicant = (await browser.open()).page;
    await choosePassword(applicant, link, PASSWORD);

    await signIn(applicant, me.email, PASSWORD);
    await applicant.getByText(FETP_TITLE).first().waitFor();
  });

  it('an administrator opens the tracker from the user menu and rejects an application made in French; the applicant is told in French', async () => {
    const stamp = Date.now();
    const me = { first: 'Aline', last: `Rejet${stamp % 100000}`, email: `rejet-${stamp}@example.net` };
    await submitApplication(FETP_KEY, me, { language: 'fr-FR,fr;q=0.9' });

    const { page } = await browser.open();
    await signIn(page, ADMINISTRATOR);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-application_forms').click();
    await page.waitForURL((u) => u.pathname === '/learn/application-tracker');
    const row = page.getByTestId('tracker-table-row').filter({ hasText: me.email });
    await row.waitFor();
    await page.getByText('Applications submitted to every course of the programme, newest first.').waitFor();
    await checkScreen(page, 'admission-03-tracker-administrator', page.getByTestId('tracker-table'));

    await row.getByRole('button', { name: `Reject the application of ${me.first} ${me.last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the application of ${me.first} ${me.last}` });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('No field posting this year.');
    await dialog.getByTestId('decision-continue').click();
    const since = Date.now();
    await dialog.getByTestId('decision-confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('decision-status').textContent()).toBe('Rejected');

    const mail = await latestMail(me.email, `Votre candidature à ${FETP_TITLE}`, { since, timeoutMs: 60_000 });
    expect(mail.text).toContain(`Bonjour ${me.first} ${me.last}`);
  });
});
