import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimit } from '../apps/server/test/time-limits';
import { checkScreen } from './axe';
import { choose, choosePassword, createCohort, createCourse, createHub, submitApplication } from './admin-steps';
import { freePort, repoRoot, startPortal, type Portal } from './portal';
import { latestMail, linkIn, signIn, url, usePortal, useBrowser } from './support';

/**
 * A programme set up from an empty database (issue 32), as docs/operations.md tells it: the first
 * administrator made by `npm run admin -- create` chooses a password from the printed link, signs
 * in, creates a hub, a course and a cohort, gives the course a CAL with its milestones, adds a
 * field to the CAL's registration form, imports an officer, their mentor and the course's
 * coordinator from CSV; the officer chooses a password from the invitation, finds the course and
 * the new field in the CAL's registration; the coordinator admits an applicant who then signs in.
 * Its own portal, on its own empty database (no demo). Axe-clean, no sideways scroll at 360 px.
 */

const ADMIN = 'amina.diallo@programme.example.org';
const PASSWORD = 'FirstStart@2026!';
const stamp = Date.now().toString(36);
const HUB = 'Kenya Field Epidemiology and Laboratory Training Programme';
const COURSE = { title: 'Kenya FELTP Advanced 2027', key: `course-v1:KE+FELTP+${stamp}`, type: 'FETP Course', hub: HUB, start: '11/01/2027', end: '17/12/2028', admissionOpen: true };
const COHORT = 'Cohort 2027';
const OFFICER = { email: 'wanjiru.kamau@health.example.ke', first: 'Wanjiru', last: 'Kamau' };
const MENTOR = { email: 'otieno.odhiambo@health.example.ke', first: 'Otieno', last: 'Odhiambo' };
const COORDINATOR = { email: 'achieng.njoroge@health.example.ke', first: 'Achieng', last: 'Njoroge' };
const APPLICANT = { first: 'Fatuma', last: 'Hassan', email: 'fatuma.hassan@health.example.ke' };

let portal: Portal | undefined;
let adminLink = '';

beforeAll(async () => {
  portal = await startPortal({
    port: await freePort(),
    databaseName: `fetp_e2e_empty_${process.pid}`,
    logFile: path.join(repoRoot, 'test-results', 'e2e-first-start-server.log'),
    env: { RATE_LIMIT_PER_ADDRESS: '10000' },
    demo: false,
    // Before the server opens the database (PGlite takes its directory from one process at a time).
    prepare: (env) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/admin/cli.ts', 'create', '--email', ADMIN, '--first-name', 'Amina', '--last-name', 'Diallo'], {
        cwd: repoRoot, env, encoding: 'utf8', timeout: scaledLimit(180_000),
      });
      if (run.status !== 0) throw new Error(`npm run admin -- create failed (exit ${run.status}): ${run.stderr}`);
      adminLink = /https?:\/\/\S+\/learn\/password_reset_confirm\/\S+/.exec(run.stdout)?.[0] ?? '';
    },
  });
  usePortal(portal.baseUrl);
}, scaledLimit(600_000));

afterAll(async () => {
  usePortal(null);
  await portal?.stop();
});

/** The newest invitation mail to `email`: the link to choose a password. */
async function invitationLink(email: string, since: number) {
  return linkIn(await latestMail(email, 'Your account on the FETP portal', { since, timeoutMs: scaledLimit(60_000) }), '/learn/password_reset_confirm/');
}

/** Opens a Mantine select in `scope` by its label and picks an option by its text. */
async function pick(page: Page, label: string, option: string) {
  await choose(page, page.getByTestId('cal-form'), label, option);
}

describe('a programme started from an empty database', () => {
  const browser = useBrowser();

  it('is set up entirely in the browser, then used by its officer, coordinator and applicant', async () => {
    expect(adminLink, 'the command printed a link').toMatch(new RegExp(`^${portal!.baseUrl}/learn/password_reset_confirm/`));

    // 1–3. The first administrator chooses a password from the printed link and signs in.
    const { page } = await browser.open();
    await choosePassword(page, adminLink, PASSWORD);
    await signIn(page, ADMIN, PASSWORD);
    await page.waitForURL((u) => u.pathname === '/learn/admin/');
    await page.getByRole('heading', { level: 1, name: 'Content Management' }).waitFor();

    // 4–5. A hub, a course taking applications, a cohort.
    await createHub(page, HUB, 'https://feltp.example.ke');
    const courseId = await createCourse(page, COURSE);
    await createCohort(page, { name: COHORT, start: '11/01/2027', end: '17/12/2028' });

    // The course's CAL templates: an empty course; a CAL with new forms and two milestones.
    await page.getByTestId('course-cals-link').click();
    await page.waitForURL((u) => u.pathname === `/learn/admin/courses/${courseId}/cals/`);
    await page.getByTestId('cals-project').getByText('No CALs in this group yet.').waitFor();
    await page.getByTestId('add-cal').click();
    const calForm = page.getByTestId('cal-form');
    await calForm.getByRole('textbox', { name: 'Short name', exact: false }).fill('OI');
    await calForm.getByRole('textbox', { name: 'Full name', exact: false }).fill('Outbreak Investigation');
    await pick(page, 'A completed one counts as', 'Outbreak investigation');
    await pick(page, 'Start form', 'A new form');
    await calForm.getByRole('textbox', { name: 'Milestone 1', exact: false }).fill('Preliminary situation report');
    await calForm.getByRole('textbox', { name: 'Due on day', exact: false }).fill('7');
    await pick(page, 'Takes', 'The start form');
    await calForm.getByTestId('add-milestone').click();
    await calForm.getByRole('textbox', { name: 'Milestone 2', exact: false }).fill('Final report');
    await calForm.getByRole('textbox', { name: 'Due on day', exact: false }).nth(1).fill('60');
    await checkScreen(page, 'first-start-cal-form', calForm);
    await page.getByTestId('cal-save').click();
    await calForm.waitFor({ state: 'detached' });
    const cals = page.getByTestId('cals-project');
    await cals.getByText('Outbreak Investigation', { exact: true }).waitFor();
    await cals.getByText('2. Final report · Due on day 60 · A file').waitFor();
    await checkScreen(page, 'first-start-cal-templates', cals);

    // The CAL's new registration form gets a field in the form editor.
    await page.getByRole('link', { name: 'Edit the forms' }).click();
    await page.waitForURL((u) => u.pathname === `/learn/admin/courses/${courseId}/forms/`);
    await page.getByTestId(`open-form-c${courseId}-oi-registration`).click();
    const editor = page.getByTestId('form-editor');
    await editor.getByTestId('form-preview').getByTestId('dynamic-form').waitFor();
    await editor.getByTestId('add-field').click();
    const added = editor.locator('[data-testid^="field-"]').last();
    await added.getByRole('textbox', { name: 'Label', exact: false }).first().fill('County of the outbreak');
    await added.getByRole('textbox', { name: /^Field name/ }).fill('county');
    await editor.getByTestId('form-preview').getByText('County of the outbreak').waitFor();
    await editor.getByTestId('save-form').click();
    await editor.waitFor({ state: 'detached' });

    // 7. People from CSV: the officer with their mentor, the mentor, the course's coordinator.
    await page.goto(url('/learn/admin/import/'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Import people' }).waitFor();
    const csv = [
      'email,first_name,last_name,phone,role,hub,course,cohort,mentor_1,mentor_2',
      `${OFFICER.email},${OFFICER.first},${OFFICER.last},0712345678,,,${COURSE.key},${COHORT},${MENTOR.email},`,
      `${MENTOR.email},${MENTOR.first},${MENTOR.last},,Mentor,,,,,`,
      `${COORDINATOR.email},${COORDINATOR.first},${COORDINATOR.last},,Course Coordinator,,${COURSE.key},,,`,
    ].join('\r\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\r\n`) });
    await page.getByTestId('import-dry-run').click();
    await page.getByTestId('import-ready').waitFor();
    await page.getByTestId('import-start').click();
    const imported = Date.now();
    await page.getByTestId('import-confirm').click();
    const done = page.getByTestId('import-done');
    await done.getByText('The people were imported').waitFor();
    expect(await done.locator('[data-count="new_accounts"]').textContent()).toContain('3');
    expect(await done.locator('[data-count="mentor_assignments"]').textContent()).toContain('1');

    // The officer: a password from the invitation, the course in My Courses, the new field in the CAL's registration.
    const officer = (await browser.open()).page;
    await choosePassword(officer, await invitationLink(OFFICER.email, imported), PASSWORD);
    await signIn(officer, OFFICER.email, PASSWORD);
    await officer.goto(url('/learn/dashboard'), { waitUntil: 'load' });
    await officer.getByTestId('course-card').filter({ hasText: COURSE.title }).getByRole('link').first().click();
    await officer.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
    await officer.getByTestId('cal-section-project').getByRole('button', { name: /Outbreak Investigation/ }).click();
    const registration = officer.getByTestId('register-sub-cal-modal');
    await registration.getByTestId('dynamic-form').waitFor();
    await registration.getByText('County of the outbreak').waitFor();
    await checkScreen(officer, 'first-start-officer-registration', registration);

    // 11. The coordinator admits an applicant into the cohort; the applicant signs in and finds the course.
    await submitApplication(COURSE.key, APPLICANT);
    const coordinator = (await browser.open()).page;
    await choosePassword(coordinator, await invitationLink(COORDINATOR.email, imported), PASSWORD);
    await signIn(coordinator, COORDINATOR.email, PASSWORD);
    await coordinator.goto(url('/learn/application-tracker'), { waitUntil: 'load' });
    const row = coordinator.getByTestId('tracker-table-row').filter({ hasText: APPLICANT.email });
    await row.getByRole('button', { name: `Admit ${APPLICANT.first} ${APPLICANT.last}` }).click();
    const dialog = coordinator.getByRole('dialog', { name: `Admit ${APPLICANT.first} ${APPLICANT.last}` });
    await dialog.getByTestId('decision-form').getByRole('textbox', { name: 'Cohort' }).click();
    await coordinator.getByRole('option', { name: COHORT, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('District surveillance officer, Mombasa; admitted to the 2027 intake.');
    await dialog.getByTestId('decision-continue').click();
    const admitted = Date.now();
    await dialog.getByTestId('decision-confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('decision-status').textContent()).toBe('Admitted');

    const applicant = (await browser.open()).page;
    await choosePassword(applicant, await invitationLink(APPLICANT.email, admitted), PASSWORD);
    await signIn(applicant, APPLICANT.email, PASSWORD);
    await applicant.goto(url('/learn/dashboard'), { waitUntil: 'load' });
    await applicant.getByTestId('course-card').filter({ hasText: COURSE.title }).waitFor();
  }, scaledLimit(600_000));
});
