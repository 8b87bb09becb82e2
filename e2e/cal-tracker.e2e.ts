import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen, seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/**
 * The CAL tracker (001 §2.1, §2.6, §4): the learner's course page, a mentor setting statuses from
 * CAL Requests, the frontline course, and a refused page. Accounts: mentees 1 (Arjun Rao) and 3
 * (Sanjay Das, whose SDA-1 waits for review; mentor 1 is his mentor 2), mentee 9 (frontline).
 */

const ACCESS_DENIED = 'Sorry! This page is not available for you. Please contact your System Administrator.';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const NARROW = { width: 360, height: 780 };

/** The page does not scroll sideways. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** My Courses → VIEW COURSE of the FETP course. */
async function openFetpCourse(page: Page) {
  await page.goto(url('/learn/dashboard'));
  const card = page.getByTestId('course-card').filter({ hasText: FETP_TITLE });
  await card.getByRole('link').first().click();
  await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
  await page.getByTestId('cal-tracker').waitFor();
}

describe('CAL tracker', () => {
  const browser = useBrowser();

  it('shows a learner their banner, progress, Field Projects then Scientific Communications, and a sub-CAL’s milestones', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[0]!);
    await openFetpCourse(page);
    await expect.poll(() => page.getByTestId('cal-banner-student').innerText()).toContain('Arjun Rao');
    expect(await page.getByTestId('cal-banner-mentors').innerText()).toContain('Priya Nair');
    expect(await page.getByRole('tab', { name: 'CAL TRACKER' }).count()).toBe(1);
    const sections = page.locator('[data-testid^="cal-section-"]');
    expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual(['cal-section-project', 'cal-section-scientific_communication']);

    await page.getByTestId('cal-section-project').getByRole('button', { name: /OI-1/ }).click();
    const table = page.getByTestId('milestone-table');
    await table.waitFor();
    const headers = await table.locator('th').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['No.', 'Milestone', 'Due Date', 'Submitted', 'Status', 'Latest File', 'Upload File', 'Files']);
    await expect.poll(() => table.getByText('Line list and epidemic curve').count()).toBe(1);
    expect(await page.getByTestId('milestone-status-select').count()).toBe(0);
    await waitForStable(table);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'cal-01-learner-course-page');

    // The end form (milestone 4): a last date before the start date is refused with the spec's message.
    await table.getByTestId('milestone-table-row').nth(3).getByRole('button', { name: 'End Form' }).click();
    const endForm = page.getByTestId('cal-form-modal');
    await endForm.getByTestId('dynamic-form').waitFor();
    await endForm.getByRole('textbox', { name: 'Start date' }).fill('10/11/2026');
    await endForm.getByRole('textbox', { name: 'Last date' }).fill('01/11/2026');
    await endForm.getByRole('textbox', { name: 'Last date' }).press('Tab');
    await endForm.getByTestId('dynamic-form-submit').click();
    await expect.poll(() => endForm.innerText()).toContain('Last date cannot be before Start date');
    // The form is checked with its date pickers closed (their calendars are checked nowhere yet):
    // a click on the dialog's title takes the focus out of any date field.
    await endForm.locator('.mantine-Modal-title').click();
    await expect.poll(() => page.locator('[data-calendar="true"]').count()).toBe(0);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'cal-01b-end-form-dates');
    await endForm.getByRole('button', { name: 'Close', exact: true }).click();
    await endForm.waitFor({ state: 'detached' });

    await page.setViewportSize(NARROW);
    await waitForStable(table);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'cal-02-learner-course-page-phone');
  });

  it('lets a mentor open a waiting sub-CAL from CAL Requests and set statuses; the mentee sees them', async () => {
    const mentor = await browser.open();
    await signIn(mentor.page, DEMO_ACCOUNTS.mentors[0]!);
    await mentor.page.getByTestId('user-menu-button').click();
    await mentor.page.getByTestId('user-menu-cal_requests').click();
    await mentor.page.waitForURL(/\/learn\/cal\/requests\/$/);
    const row = mentor.page.getByTestId('cal-requests-table').locator('tr').filter({ hasText: 'SDA-1' });
    await row.waitFor();
    expect(await seriousFindings(mentor.page)).toEqual([]);
    await screenshot(mentor.page, 'cal-03-cal-requests');
    await row.getByTestId('cal-request-open').click();
    await mentor.page.waitForURL(/\/learn\/cal\/mentee\/\d+\/details\/\?course=\d+$/);
    await mentor.page.getByTestId('cal-tracker').waitFor();
    await expect.poll(() => mentor.page.getByTestId('cal-banner').innerText()).toContain('Sanjay Das');

    // The reviewer's view: no +Add, no upload column, status selects.
    expect(await mentor.page.getByRole('button', { name: /^\+ ?Add/ }).count()).toBe(0);
    await mentor.page.getByTestId('cal-section-project').getByRole('tab', { name: 'SDA' }).click();
    await mentor.page.getByTestId('cal-section-project').getByRole('button', { name: /SDA-1/ }).click();
    const table = mentor.page.getByTestId('milestone-table');
    await table.waitFor();
    expect((await table.locator('th').allInnerTexts()).map((h) => h.trim())).not.toContain('Upload File');

    // A reviewer opens the start form (milestone 1 takes it) the officer has not filled yet: told so,
    // with no form to change (issue 30 §3), rather than an empty form headed as closed.
    await table.getByTestId('milestone-view-form').first().click();
    const formModal = mentor.page.getByTestId('cal-form-modal');
    await formModal.getByTestId('cal-form-not-filled').waitFor({ timeout: 10_000 });
    expect(await formModal.getByTestId('cal-form-not-filled').innerText()).toBe('The officer has not filled this form yet.');
    expect(await formModal.getByTestId('dynamic-form-submit').count()).toBe(0);
    expect(await formModal.getByTestId('cal-form-read-only').count()).toBe(0);
    expect(await seriousFindings(mentor.page)).toEqual([]);
    await formModal.getByTestId('cal-form-not-filled-close').click();
    await formModal.waitFor({ state: 'detached' });

    await mentor.page.getByRole('textbox', { name: 'Status of milestone 1' }).click();
    await mentor.page.getByRole('option', { name: 'Completed' }).click();
    await expect.poll(() => mentor.page.getByRole('textbox', { name: 'Status of milestone 1' }).inputValue()).toBe('Completed');
    await waitForStable(table);
    expect(await seriousFindings(mentor.page)).toEqual([]);
    await screenshot(mentor.page, 'cal-04-mentor-sets-status');

    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[2]!);
    await openFetpCourse(mentee.page);
    await mentee.page.getByTestId('cal-section-project').getByRole('tab', { name: 'SDA' }).click();
    await mentee.page.getByTestId('cal-section-project').getByRole('button', { name: /SDA-1/ }).click();
    await mentee.page.getByTestId('milestone-table').waitFor();
    await expect.poll(() => mentee.page.getByTestId('milestone-status').first().innerText()).toBe('Completed');
    expect(await mentee.page.getByTestId('sub-cal-status').first().innerText()).toBe('Ongoing');
  });

  it('lets a learner register a sub-CAL through its form (a dependent dropdown), upload a file and find it among the milestone’s files', async () => {
    const { page } = await browser.open();
    // Mentee 4 (Kavita Joshi) has no sub-CAL yet.
    await signIn(page, DEMO_ACCOUNTS.mentees[3]!);
    await openFetpCourse(page);
    const projects = page.getByTestId('cal-section-project');
    await projects.getByRole('button', { name: /Outbreak Investigation/ }).click();
    const modal = page.getByTestId('register-sub-cal-modal');
    await modal.getByTestId('dynamic-form').waitFor();

    // Nothing filled: the fields' own messages.
    await modal.getByTestId('dynamic-form-submit').click();
    await expect.poll(() => modal.innerText()).toContain('Please enter short title');
    expect(await seriousFindings(page)).toEqual([]);

    await modal.getByRole('textbox', { name: 'Short title' }).fill('Cholera cluster, Karnal');
    await modal.getByRole('textbox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Delhi', exact: true }).click();
    // The districts come from the state's lookup.
    await modal.getByRole('textbox', { name: 'District' }).click();
    await page.getByRole('option', { name: 'New Delhi', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Disease or condition' }).click();
    await page.getByRole('option', { name: 'Cholera', exact: true }).click();
    await modal.getByRole('textbox', { name: 'Objectives' }).fill('Confirm the outbreak and find its source.');
    await screenshot(page, 'cal-06-register-sub-cal');
    await modal.getByTestId('dynamic-form-submit').click();
    await modal.waitFor({ state: 'detached' });
    await projects.getByRole('button', { name: /OI-1/ }).click();

    const table = page.getByTestId('milestone-table');
    await table.waitFor();

    // Milestone 1 takes the start form: filled whole, with the classification looked up from the
    // project type and the other-specify field shown once Others is chosen.
    const first = table.getByTestId('milestone-table-row').nth(0);
    await first.getByRole('button', { name: 'Start Form' }).click();
    const start = page.getByTestId('cal-form-modal');
    await start.getByTestId('dynamic-form').waitFor();
    const choose = async (field: string, option: string) => {
      await start.getByRole('textbox', { name: field, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('State', 'Haryana');
    await choose('District', 'Karnal');
    await choose('Project type', 'Outbreak investigation');
    await choose('Classification', 'Water- or food-borne disease');
    await start.getByRole('textbox', { name: 'Date the event was notified (or the work was assigned)' }).fill('03/11/2026');
    await start.getByRole('textbox', { name: 'Number of cases at notification (or in the period studied)' }).fill('23');
    await choose('Setting', 'Rural');
    await start.getByRole('textbox', { name: 'Objectives' }).fill('Confirm the outbreak, describe it by time, place and person, find its source.');
    expect(await start.getByRole('textbox', { name: 'Other type of data (please specify)' }).count()).toBe(0);
    await choose('Type of data to be used', 'Line list of cases');
    await choose('Type of data to be used', 'Others');
    await start.locator('.mantine-Modal-title').click();
    await start.getByRole('textbox', { name: 'Other type of data (please specify)' }).fill('Water quality tests');
    await choose('Mentor 1', 'Priya Nair');
    // An open calendar passes axe too (its month and arrow buttons are named).
    await start.getByRole('textbox', { name: 'Planned start of field work' }).click();
    await page.locator('[data-calendar="true"]').first().waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'cal-06b-start-form-calendar');
    // (Escape would close the dialog too: a click on its title closes the calendar alone.)
    await start.locator('.mantine-Modal-title').click();
    await expect.poll(() => page.locator('[data-calendar="true"]').count()).toBe(0);
    await start.getByTestId('dynamic-form-submit').click();
    await start.waitFor({ state: 'detached' });
    // The milestone now has a submitted date beside its due date (both DD-MM-YYYY) and is Pending.
    await expect.poll(() => first.innerText()).toMatch(/\d{2}-\d{2}-\d{4}\s+\d{2}-\d{2}-\d{4}/);
    expect(await first.getByTestId('milestone-status').innerText()).toBe('Pending');
    // Opened again, the form shows what was saved.
    await first.getByRole('button', { name: 'Start Form' }).click();
    await start.getByTestId('dynamic-form').waitFor();
    await expect.poll(() => start.getByRole('textbox', { name: 'Classification', exact: true }).inputValue()).toBe('Water- or food-borne disease');
    expect(await start.getByRole('textbox', { name: 'Other type of data (please specify)' }).inputValue()).toBe('Water quality tests');
    await start.getByRole('button', { name: 'Close', exact: true }).first().click();
    await start.waitFor({ state: 'detached' });

    // Milestone 2 takes a file.
    const second = table.getByTestId('milestone-table-row').nth(1);
    await second.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByTestId('upload-file-modal');
    await upload.locator('input[type="file"]').setInputFiles({ name: 'line-list.csv', mimeType: 'text/csv', buffer: Buffer.from('case,age,onset\n1,4,2026-11-01\n2,6,2026-11-02\n') });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.waitFor({ state: 'detached' });
    await expect.poll(() => second.innerText()).toContain('line-list.csv');
    expect(await second.getByTestId('milestone-status').innerText()).toBe('Pending');

    const files = await second.getByRole('link', { name: /Files/ }).getAttribute('href');
    expect(files).toMatch(/\/learn\/courses\/milestone\/\d+\/version\/\?cuc=/);
    await page.goto(url(files!));
    const versions = page.getByTestId('milestone-versions-table');
    await versions.waitFor();
    await expect.poll(() => versions.innerText()).toContain('line-list.csv');
    expect(await versions.innerText()).toContain('Kavita Joshi');
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'cal-07-milestone-versions');
  });

  it('shows a frontline officer a course without CAL TRACKER nor CAL Progress, with their own field assignments; refuses another mentee’s details page', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[8]!);
    await page.goto(url('/learn/dashboard'));
    // My Courses opens on a tab that has courses, not on the empty FETP Course tab.
    await page.getByTestId('course-card').first().waitFor();
    expect(await page.getByTestId('courses-empty').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'FETP Course' }).getAttribute('aria-selected')).toBe('false');
    await page.getByRole('tab', { name: 'Frontline Courses' }).click();
    const card = page.getByTestId('course-card').filter({ hasText: 'Frontline Field Epidemiology' });
    await card.getByRole('link').first().click();
    await page.getByTestId('cal-banner').waitFor();
    const tabs = page.getByTestId('course-tabs');
    await tabs.waitFor();
    const names = (await tabs.getByRole('tab').allInnerTexts()).map((text) => text.trim());
    expect(names).not.toContain('CAL TRACKER');
    expect(names).toContain('FIELD ASSIGNMENTS');
    expect(await page.getByTestId('cal-banner-cal-progress').count()).toBe(0);
    expect(await page.getByTestId('cal-banner').getByText('CAL Progress').count()).toBe(0);
    // The projects the officer investigates (demo: two), not another officer's.
    await tabs.getByRole('tab', { name: 'FIELD ASSIGNMENTS' }).click();
    const mine = page.getByTestId('my-projects');
    await mine.getByText('Cholera line-list audit of district laboratories, Malappuram').waitFor();
    await mine.getByText('Dengue case investigation in a new housing colony, New Delhi').waitFor();
    expect(await mine.getByText('Data quality audit of IDSP weekly P-form reporting, Kozhikode').count()).toBe(0);
    await checkScreen(page, 'cal-05-frontline-field-assignments', mine);

    // Mentee 1’s details page, opened by mentee 9.
    await page.goto(url('/learn/cal/mentee/6/details/?course=1'));
    await expect.poll(() => page.getByTestId('access-denied').innerText()).toContain(ACCESS_DENIED);
  });
});
