import { describe, expect, it } from 'vitest';
import { checkScreen } from './axe';
import { createCohort, createCourse, createHub } from './admin-steps';
import { signIn, url, useBrowser } from './support';

/**
 * Content Management (issue 32): the demo administrator opens it from the user menu, creates a hub,
 * a course of that hub and a cohort of the course, and finds each change in the audit log; a
 * coordinator sees only the courses they coordinate and no hubs. Axe-clean, no sideways scroll at 360 px.
 */

const ADMIN = 'admin@example.org';
const COORDINATOR = 'coordinator@example.org';

describe('Content Management', () => {
  const browser = useBrowser();

  it('an administrator sets up a hub, a course and a cohort, and reads each change in the audit log', async () => {
    const { page } = await browser.open();
    await signIn(page, ADMIN);
    await page.waitForURL((u) => u.pathname === '/learn/admin/');
    await page.getByRole('heading', { level: 1, name: 'Content Management' }).waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-content_management').waitFor();
    await page.keyboard.press('Escape');
    await checkScreen(page, 'content-management', page.getByRole('main'));

    // A hub.
    const stamp = Date.now().toString(36);
    const hubName = `Kenya FELTP ${stamp}`;
    await page.goto(url('/learn/admin/hubs/'), { waitUntil: 'load' });
    await page.getByTestId('hubs-table').getByRole('row').nth(1).waitFor();
    await checkScreen(page, 'admin-hubs', page.getByTestId('hubs-table'));
    await createHub(page, hubName, 'https://feltp.example.ke');

    // A course of that hub; saving opens its settings; then a cohort of the course.
    await createCourse(page, { title: `Advanced FETP ${stamp}`, key: `course-v1:KE+FETP-${stamp}+2027`, type: 'FETP Course', hub: hubName, start: '10/01/2027', end: '15/12/2028' });
    await createCohort(page, { name: 'Cohort 2027', start: '10/01/2027', end: '15/12/2028' });
    await checkScreen(page, 'admin-course', page.getByTestId('cohorts-table'));

    // The audit log holds the three changes, newest first, in the administrator's name.
    await page.goto(url('/learn/admin/audit/'), { waitUntil: 'load' });
    const table = page.getByTestId('audit-table');
    await table.getByText('cohort.create').first().waitFor();
    const actions = await table.getByRole('row').allInnerTexts();
    const mine = actions.filter((row) => row.includes('Nirmala Sharma'));
    expect(mine.slice(0, 3).map((row) => row.match(/\b(hub|course|cohort)\.create\b/)?.[0])).toEqual(['cohort.create', 'course.create', 'hub.create']);
    await page.getByTestId('audit-action').fill('hub.create');
    await page.getByTestId('audit-apply').click();
    await expect.poll(async () => (await table.getByRole('row').allInnerTexts()).slice(1).every((row) => row.includes('hub.create'))).toBe(true);
    await table.getByText(hubName, { exact: false }).first().waitFor();
    await checkScreen(page, 'admin-audit', table);
  });

  it('a coordinator manages only the courses they coordinate; the hubs are refused', async () => {
    const { page } = await browser.open();
    await signIn(page, COORDINATOR);
    await page.goto(url('/learn/admin/'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Content Management' }).waitFor();
    await page.goto(url('/learn/admin/courses/'), { waitUntil: 'load' });
    const courses = page.getByTestId('courses-table');
    await courses.getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('add-course').count()).toBe(0);
    await page.goto(url('/learn/admin/hubs/'), { waitUntil: 'load' });
    await page.getByTestId('access-denied').waitFor();
    expect(await page.getByTestId('hubs-table').count()).toBe(0);
  });
});
