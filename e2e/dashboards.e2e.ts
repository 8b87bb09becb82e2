import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  COORDINATOR_TAB_LABELS, DASHBOARD_API, PROGRAMME_ANALYTICS_API, type CoordinatorDashboardAnswer, type DashboardCohort, type OfficerTableAnswer,
  type ProgrammeAnalyticsAnswer,
} from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { openTab, screenshot, signIn, url, useBrowser } from './support';

/**
 * The dashboards (002 §2.2–2.5) against the demo programme (apps/server/src/seed/demo.ts): the
 * coordinator (Asha Verma) coordinates the three demo courses; the FETP course belongs to the
 * hub flagged national centre (its CAL BASED tab has the Cumulative / Individual switch), with
 * Cohort 2026 (newest, selected first) and Cohort 2025 (Arjun Rao, Meera Iyer, Sanjay Das, Kavita
 * Joshi, who hold the demo's CALs). Mentor 1 (Priya Nair) mentors officers of every course.
 */

const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const FRONTLINE_TITLE = 'Frontline Field Epidemiology';


/** Chooses an option of a Mantine Select by the field's label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await page.getByRole('listbox').last().waitFor();
  const listbox = page.locator(`[role="listbox"][id="${await page.getByRole('listbox').last().getAttribute('id')}"]`);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Waits until a DataTable (by its test id) shows rows or its empty state. */
async function tableSettled(table: Locator, testId: string) {
  await expect.poll(async () => (await table.getByTestId(`${testId}-row`).count()) + (await table.getByTestId(`${testId}-empty`).count()), { timeout: 15_000 }).toBeGreaterThan(0);
}

const answerOf = (path: string) => (response: Response) => new URL(response.url()).pathname === path && response.request().method() === 'GET';

/** The labels of a cohort's tabs the server marks to_be_shown, in its order. */
const shownLabels = (cohort: DashboardCohort) => cohort.tabs.filter((tab) => tab.to_be_shown).map((tab) => COORDINATOR_TAB_LABELS[tab.tab_name]);

async function tabTexts(page: Page): Promise<string[]> {
  return (await page.getByTestId('coordinator-tabs').getByRole('tab').allInnerTexts()).map((text) => text.trim());
}
async function selectedTab(page: Page): Promise<string> {
  return (await page.getByTestId('coordinator-tabs').getByRole('tab', { selected: true }).innerText()).trim();
}

describe('dashboards', () => {
  const browser = useBrowser();

  it('a coordinator opens the dashboard from the user menu, follows courses, cohorts and tabs, the officer table, CAL BASED and a CAL’s details', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);

    // The user menu leads there.
    const firstDashboard = page.waitForResponse(answerOf(DASHBOARD_API.coordinatorDashboard.path));
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-coordinator_dashboard').click();
    await page.waitForURL((u) => u.pathname === '/learn/cal/coordinator/dashboard/');
    await expect.poll(() => page.title()).toContain('Coordinator Dashboard');
    const fetp = (await (await firstDashboard).json()) as CoordinatorDashboardAnswer;
    expect(fetp.course.title).toBe(FETP_TITLE);
    await page.getByTestId('coordinator-tabs').waitFor();
    expect(await page.getByRole('textbox', { name: 'Course Name', exact: true }).inputValue()).toBe(FETP_TITLE);
    expect(await page.getByTestId('dashboard-banner-name').innerText()).toBe('Asha Verma');

    // The selected cohort's tabs are those marked to_be_shown, in order, the first one open.
    const selected = fetp.cohorts_wise_data.find((c) => c.is_selected)!;
    expect(await page.getByRole('button', { name: selected.cohort, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await tabTexts(page)).toEqual(shownLabels(selected));
    expect(await selectedTab(page)).toBe(shownLabels(selected)[0]);
    await page.getByTestId('officer-stat-officers').waitFor();
    await checkScreen(page, 'coordinator-dashboard', page.getByTestId('coordinator-dashboard'));

    // Another course: its own cohorts and tabs, the first tab open.
    const frontlineAnswer = page.waitForResponse(answerOf(DASHBOARD_API.coordinatorDashboard.path));
    await choose(page, page.getByTestId('coordinator-dashboard'), 'Course Name', FRONTLINE_TITLE);
    const frontline = (await (await frontlineAnswer).json()) as CoordinatorDashboardAnswer;
    const frontlineCohort = frontline.cohorts_wise_data.find((c) => c.is_selected)!;
    await expect.poll(() => tabTexts(page)).toEqual(shownLabels(frontlineCohort));
    expect(await selectedTab(page)).toBe(shownLabels(frontlineCohort)[0]);

    // Back to the FETP course, and to Cohort 2025 with a tab other than the first open before.
    await choose(page, page.getByTestId('coordinator-dashboard'), 'Course Name', FETP_TITLE);
    await expect.poll(() => tabTexts(page)).toEqual(shownLabels(selected));
    await openTab(page.getByRole('tab', { name: 'Officer based', exact: true }));
    await page.getByRole('button', { name: 'Cohort 2025', exact: true }).click();
    const cohort2025 = fetp.cohorts_wise_data.find((c) => c.cohort === 'Cohort 2025')!;
    await expect.poll(() => page.getByRole('button', { name: 'Cohort 2025', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await tabTexts(page)).toEqual(shownLabels(cohort2025));
    expect(await selectedTab(page)).toBe(shownLabels(cohort2025)[0]);

    // Officer based: the Quick Overview and the cohort's officers, paged by the server's page size.
    const officersAnswer = page.waitForResponse(answerOf(DASHBOARD_API.officerTable.path));
    await openTab(page.getByRole('tab', { name: 'Officer based', exact: true }));
    const officers = (await (await officersAnswer).json()) as OfficerTableAnswer;
    await page.getByTestId('quick-overview').waitFor();
    expect(await page.getByTestId('quick-overview-cohort').innerText()).toContain('Cohort 2025');
    const table = page.getByTestId('officer-table');
    await tableSettled(table, 'officer-table');
    expect(await table.getByTestId('officer-table-row').count()).toBe(Math.min(officers.count, officers.page_size));
    expect(await table.getByTestId('officer-table-row').filter({ hasText: 'Arjun Rao' }).count()).toBe(1);
    const details = table.getByTestId('officer-table-row').filter({ hasText: 'Arjun Rao' }).getByTestId('officer-details-link');
    expect(await details.getAttribute('href')).toMatch(/^\/learn\/cal\/mentee\/\d+\/details\/\?course=\d+$/);
    if (officers.count > officers.page_size) {
      const second = page.waitForResponse((r) => answerOf(DASHBOARD_API.officerTable.path)(r) && new URL(r.url()).searchParams.get('page') === '2');
      await table.getByRole('button', { name: 'Page 2', exact: true }).click();
      await second;
      await expect.poll(() => table.getByTestId('officer-table-row').count()).toBe(Math.min(officers.count - officers.page_size, officers.page_size));
      await table.getByRole('button', { name: 'Page 1', exact: true }).click();
      await table.getByTestId('officer-table-row').filter({ hasText: 'Arjun Rao' }).waitFor();
    } else {
      // The demo cohort fits on one page: no pages to turn.
      expect(await table.getByTestId('officer-table-pagination').count()).toBe(0);
    }
    await checkScreen(page, 'coordinator-officer-based', table);

    // The name opens the officer's profile in a new tab, the id stored for it.
    const [profile] = await Promise.all([
      page.context().waitForEvent('page'),
      table.getByTestId('officer-table-row').filter({ hasText: 'Arjun Rao' }).getByRole('button', { name: 'Arjun Rao' }).click(),
    ]);
    await profile.waitForLoadState();
    expect(new URL(profile.url()).pathname).toBe('/learn/ask/mentee/profile/details/');
    expect(await page.evaluate(() => localStorage.getItem('mentee_user_id'))).toMatch(/^\d+$/);
    await profile.close();

    // CAL BASED (national-centre hub): the switch; Individual asks for an officer, then shows their CALs.
    await openTab(page.getByRole('tab', { name: 'CAL BASED', exact: true }));
    const summary = page.getByTestId('cal-summary');
    await tableSettled(summary, 'cal-summary');
    await page.getByTestId('cal-mode').getByText('Individual', { exact: true }).click();
    const individual = page.getByTestId('cal-individual');
    await individual.getByText('Kindly! Select an officer to view data').waitFor();
    const search = individual.getByRole('textbox', { name: 'Officer', exact: true });
    expect(await search.getAttribute('placeholder')).toBe('Search Officer');
    await search.fill('zzzz');
    await page.getByText('No officers found').waitFor();
    await search.fill('');
    await page.keyboard.press('Escape');
    await choose(page, individual, 'Officer', 'Arjun Rao');
    const rows = page.getByTestId('cal-individual-table');
    await tableSettled(rows, 'cal-individual-table');
    expect(await rows.getByTestId('cal-individual-table-row').count()).toBeGreaterThan(0);
    expect(await individual.getByText('Kindly! Select an officer to view data').count()).toBe(0);
    await checkScreen(page, 'coordinator-cal-individual', rows);

    // Cumulative again, and a CAL's details page.
    await page.getByTestId('cal-mode').getByText('Cumulative', { exact: true }).click();
    await tableSettled(summary, 'cal-summary');
    const calLink = summary.getByTestId('cal-summary-link').filter({ hasText: 'Outbreak Investigation' });
    expect(await calLink.getAttribute('href')).toMatch(/^\/learn\/cal\/coordinator\/\d+\/cal\/\d+\/details\?cohort=\d+$/);
    await calLink.click();
    await page.waitForURL(/\/learn\/cal\/coordinator\/\d+\/cal\/\d+\/details\?cohort=\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Outbreak Investigation' }).waitFor();
    expect(await page.getByTestId('cal-details-course').innerText()).toBe(FETP_TITLE);
    expect(await page.getByTestId('cal-details-cohort').innerText()).toBe('Cohort 2025');
    const calTable = page.getByTestId('cal-details-table');
    await tableSettled(calTable, 'cal-details-table');
    expect(await calTable.getByTestId('cal-details-table-row').filter({ hasText: 'Arjun Rao' }).count()).toBeGreaterThan(0);
    await checkScreen(page, 'coordinator-cal-details', calTable);
  });

  it('a coordinator opens Programme Analytics: the cohort’s charts and every cohort’s completed output', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);
    await page.goto(url('/learn/cal/coordinator/dashboard/'), { waitUntil: 'load' });
    await choose(page, page.getByTestId('coordinator-dashboard'), 'Course Name', FETP_TITLE);
    await page.getByRole('button', { name: 'Cohort 2025', exact: true }).click();
    const analytics = page.waitForResponse(answerOf(PROGRAMME_ANALYTICS_API.analytics.path));
    await openTab(page.getByTestId('coordinator-tabs').getByRole('tab', { name: 'Programme Analytics' }));
    const answer = (await (await analytics).json()) as ProgrammeAnalyticsAnswer;
    const pane = page.getByTestId('programme-analytics');
    await pane.waitFor();
    // The demo's Cohort 2025 has investigations, named diseases and officers behind their due dates.
    expect(answer.diseases.length).toBeGreaterThan(0);
    expect(answer.behind_schedule.behind).toBeGreaterThan(0);
    for (const title of ['Investigations started, by month and type', 'Diseases investigated', 'Milestones completed vs due', 'Officers behind schedule']) {
      await expect.poll(() => pane.getByRole('figure', { name: title }).count()).toBe(1);
    }
    await expect.poll(() => pane.getByRole('figure', { name: 'Investigations started, by month and type' }).locator('svg.recharts-surface').count()).toBeGreaterThan(0);
    await pane.getByText(`${answer.behind_schedule.behind} of ${answer.behind_schedule.officers} officers have a milestone past its due date`).waitFor();
    const table = pane.getByTestId('tephinet-table');
    await expect.poll(() => table.getByRole('row').count()).toBe(answer.tephinet.length + 1);
    const cohort2025 = answer.tephinet.find((row) => row.cohort === 'Cohort 2025')!;
    expect(cohort2025.outbreak_investigation).toBeGreaterThan(0);
    const cells = await table.getByRole('row').filter({ hasText: 'Cohort 2025' }).getByRole('cell').allInnerTexts();
    expect(cells.map((text) => text.trim())).toEqual(['Cohort 2025', ...[cohort2025.outbreak_investigation, cohort2025.surveillance_evaluation, cohort2025.presentation, cohort2025.manuscript].map(String)]);
    // Each chart's legend names every series beside a swatch of its colour and pattern: readable without colour.
    for (const chart of ['Investigations started, by month and type', 'Milestones completed vs due']) {
      const legend = pane.getByRole('list', { name: `Legend: ${chart}` });
      const items = legend.getByRole('listitem');
      await expect.poll(() => items.count()).toBeGreaterThan(0);
      expect(await legend.getByTestId('legend-swatch').count()).toBe(await items.count());
      const fills = await legend.getByTestId('legend-swatch').locator('rect').evaluateAll((rects) => rects.map((r) => r.getAttribute('fill')));
      expect(new Set(fills).size).toBe(fills.length);
    }
    expect(await pane.getByRole('list', { name: 'Legend: Milestones completed vs due' }).getByRole('listitem').allInnerTexts()).toEqual(['Due', 'Completed']);
    await checkScreen(page, 'dashboards-analytics', pane);
  });

  it('VIEW COURSE in My Courses takes a coordinator to the dashboard of that course and a mentor to My Mentees for it', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);
    await page.goto(url('/learn/dashboard'), { waitUntil: 'load' });
    await openTab(page.getByRole('tab', { name: 'Frontline Courses' }));
    await page.getByRole('link', { name: `View course ${FRONTLINE_TITLE}` }).click();
    await page.waitForURL((u) => u.pathname === '/learn/cal/coordinator/dashboard/' && u.searchParams.has('course_id'));
    await expect.poll(() => page.getByTestId('coordinator-dashboard').getByRole('textbox', { name: 'Course Name', exact: true }).inputValue()).toBe(FRONTLINE_TITLE);
    await page.getByTestId('coordinator-tabs').waitFor();
    await screenshot(page, 'dashboards-view-course-coordinator');

    const mentor = await browser.open();
    await signIn(mentor.page, DEMO_ACCOUNTS.mentors[0]!);
    await mentor.page.goto(url('/learn/dashboard'), { waitUntil: 'load' });
    await mentor.page.getByRole('link', { name: `View course ${FETP_TITLE}` }).click();
    await mentor.page.waitForURL((u) => u.pathname === '/learn/cal/mentor/dashboard/' && u.searchParams.has('course_id'));
    const list = mentor.page.getByTestId('mentee-list');
    await tableSettled(list, 'mentee-list');
    await mentor.page.getByTestId('mentee-course-filter').getByText(`Mentees in ${FETP_TITLE}`).waitFor();
    const courses = await list.getByTestId('mentee-list-row').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()));
    expect(courses.length).toBeGreaterThan(0);
    expect(new Set(courses)).toEqual(new Set([FETP_TITLE]));
    await checkScreen(mentor.page, 'dashboards-view-course-mentor', list);
  });

  it('a mentee’s MENTOR-MENTEE DISCUSSION tab, read by their mentor, names the mentees under Mentee', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentors[0]!);
    await page.goto(url('/learn/cal/mentor/dashboard/'), { waitUntil: 'load' });
    const list = page.getByTestId('mentee-list');
    await tableSettled(list, 'mentee-list');
    await list.getByTestId('mentee-list-row').filter({ hasText: 'Arjun Rao' }).filter({ hasText: FETP_TITLE }).getByTestId('mentee-details-link').click();
    await page.getByTestId('cal-banner').waitFor();
    await openTab(page.getByTestId('course-tabs').getByRole('tab', { name: 'MENTOR-MENTEE DISCUSSION' }));
    const events = page.getByTestId('discussion-event-list');
    await openTab(events.getByRole('tab', { name: 'Past Meetings' }));
    const table = events.getByTestId('discussion-table');
    await tableSettled(table, 'discussion-table');
    const headers = (await table.locator('th').allInnerTexts()).map((text) => text.trim());
    const column = headers.indexOf('Mentee');
    expect(column).toBeGreaterThan(-1);
    const cells = await table.getByTestId('discussion-table-row').evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), column);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toContain('Arjun Rao');
    expect(cells.some((cell) => cell.includes('Priya Nair'))).toBe(false);
    await checkScreen(page, 'dashboards-mentee-discussions', table);
  });

  it('a mentor opens My Mentees, sees the tabs after a moment and opens a mentee’s details', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentors[0]!);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-my_mentees').click();
    await page.waitForURL((u) => u.pathname === '/learn/cal/mentor/dashboard/');
    expect(await page.getByTestId('dashboard-banner-name').innerText()).toBe('Priya Nair');

    const tabs = page.getByTestId('mentor-tabs');
    await tabs.waitFor();
    expect((await tabs.getByRole('tab').allInnerTexts()).map((t) => t.trim())).toEqual(['Mentee List', 'Mentor-Mentee Discussion', 'Webinars']);
    const list = page.getByTestId('mentee-list');
    await tableSettled(list, 'mentee-list');
    expect((await list.locator('th').allInnerTexts()).map((h) => h.trim())).toEqual(['Mentee Name', 'Course Name', 'Course Progress', 'CAL Progress', 'Action']);
    const arjun = list.getByTestId('mentee-list-row').filter({ hasText: 'Arjun Rao' }).filter({ hasText: FETP_TITLE });
    const link = arjun.getByTestId('mentee-details-link');
    expect(await link.getAttribute('href')).toMatch(/^\/learn\/cal\/mentee\/\d+\/details\/\?course=\d+$/);
    await checkScreen(page, 'mentor-dashboard', list);

    // The other tabs load when opened.
    await openTab(tabs.getByRole('tab', { name: 'Mentor-Mentee Discussion' }));
    await page.getByTestId('discussion-event-list').waitFor();
    await openTab(tabs.getByRole('tab', { name: 'Webinars' }));
    await page.getByTestId('webinars-screen').waitFor();
    await checkScreen(page, 'mentor-dashboard-webinars', page.getByTestId('webinars-screen'));

    // View Details: the mentee's details page in that course.
    await openTab(tabs.getByRole('tab', { name: 'Mentee List' }));
    await link.click();
    await page.waitForURL(/\/learn\/cal\/mentee\/\d+\/details\/\?course=\d+$/);
    await page.getByTestId('cal-banner').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Arjun Rao');
  });
});
