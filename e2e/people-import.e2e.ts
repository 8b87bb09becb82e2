import { describe, expect, it } from 'vitest';
import { checkScreen } from './axe';
import { choosePassword } from './admin-steps';
import { latestMail, linkIn, signIn, url, useBrowser } from './support';

/**
 * People imported from CSV (issue 32): the demo administrator downloads nothing but the template's
 * columns, dry-runs a small file (first with a bad row, then fixed), imports it, and an imported
 * officer opens the invitation from the outbox, sets a password, signs in and finds the course in
 * My Courses. Axe-clean, no sideways scroll at 360 px.
 */

const ADMIN = 'admin@example.org';
const COURSE_KEY = 'course-v1:NCDC+FETP-ADV+2025';
const COURSE_TITLE = 'Advanced Field Epidemiology Training Programme';
const PASSWORD = 'Imported@Pass123';

describe('people import', () => {
  const browser = useBrowser();

  it('an administrator imports officers from CSV; an invited officer sets a password and sees the course', async () => {
    const stamp = Date.now().toString(36);
    const officer = `imported.${stamp}@example.org`;
    const mentor = `new.mentor.${stamp}@example.org`;
    const header = 'email,first_name,last_name,phone,role,hub,course,cohort,mentor_1,mentor_2';
    const file = (rows: string[]) => ({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`) });
    const good = [
      `${officer},Imported,Officer ${stamp},0801234567,,,${COURSE_KEY},Cohort 2026,mentor1@example.org,${mentor}`,
      `${mentor},Newly,Mentor ${stamp},,Mentor,,,,,`,
    ];

    const { page } = await browser.open();
    await signIn(page, ADMIN);
    await page.goto(url('/learn/admin/'), { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Open: Import people' }).click();
    await page.waitForURL((u) => u.pathname === '/learn/admin/import/');
    await page.getByRole('heading', { level: 1, name: 'Import people' }).waitFor();

    // A bad row: its problem is listed, nothing can be imported.
    await page.getByTestId('import-file').setInputFiles(file([...good, `bad.${stamp}@example.org,,,,,,${COURSE_KEY},No such cohort,,`]));
    await page.getByTestId('import-dry-run').click();
    const problems = page.getByTestId('import-problems');
    await problems.getByText('No cohort has this name').waitFor();
    expect(await page.getByTestId('import-start').count()).toBe(0);
    await checkScreen(page, 'people-import-problems', page.getByRole('main'));

    // Fixed: the plan, then the confirmed import.
    await page.getByTestId('import-file').setInputFiles(file(good));
    await page.getByTestId('import-dry-run').click();
    await page.getByTestId('import-ready').waitFor();
    await page.getByTestId('import-rows').getByText(`Enrolled in Cohort 2026 (${COURSE_TITLE})`).waitFor();
    await checkScreen(page, 'people-import-ready', page.getByRole('main'));
    await page.getByTestId('import-start').click();
    const since = Date.now();
    await page.getByTestId('import-confirm').click();
    const done = page.getByTestId('import-done');
    await done.getByText('The people were imported').waitFor();
    expect(await done.locator('[data-count="new_accounts"]').textContent()).toContain('2');
    expect(await done.locator('[data-count="mentor_assignments"]').textContent()).toContain('2');

    // The officer's invitation: a link to choose a password.
    const mail = await latestMail(officer, 'Your account on the FETP portal', { since });
    const link = linkIn(mail, '/learn/password_reset_confirm/');
    const invited = await browser.open();
    await choosePassword(invited.page, link, PASSWORD);

    await signIn(invited.page, officer, PASSWORD);
    await invited.page.goto(url('/learn/dashboard'), { waitUntil: 'load' });
    await invited.page.getByTestId('course-card').filter({ hasText: COURSE_TITLE }).waitFor();
  });
});
