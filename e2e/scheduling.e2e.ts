import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen, seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/**
 * Scheduling (issue 22): mentor-mentee discussions, meetings and webinars on the course page and
 * the mentee details page, against the demo programme (apps/server/src/seed/demo-calendar.ts).
 * Accounts: mentee 1 (Arjun Rao; mentors Priya Nair = mentor 1 and Vikram Singh = mentor 2, Cohort
 * 2025), mentee 5 (Rohan Gupta, Cohort 2026), the coordinator (Asha Verma). The browser runs in
 * India's zone, as the demo's times are.
 */

const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const DAY = 86_400_000;
const ZONE = 'Asia/Kolkata';

/** A day `days` from today in India, as DD/MM/YYYY (the forms) and DD-MM-YYYY (the lists). */
function dayFromToday(days: number) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(Date.now() + days * DAY));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekDay = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long' }).format(new Date(Date.now() + days * DAY));
  return { input: `${get('day')}/${get('month')}/${get('year')}`, list: `${get('day')}-${get('month')}-${get('year')}`, weekDay };
}

/** The FETP course page of the signed-in officer (from My Courses); answers the course id. */
async function openFetpCourse(page: Page): Promise<number> {
  await page.goto(url('/learn/dashboard'));
  await page.getByTestId('course-card').filter({ hasText: FETP_TITLE }).getByRole('link').first().click();
  await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
  await page.getByTestId('cal-tracker').waitFor();
  return Number(/\/courses\/(\d+)\/cal\//.exec(page.url())![1]);
}

/** Attendance & Schedules (user menu) with the FETP course chosen and one of its lists open. */
async function openSchedules(page: Page, tab: 'Webinars' | 'Meetings' | 'Mentor-Mentee Discussion'): Promise<Locator> {
  await page.goto(url('/learn/schedules/'));
  const lists = page.getByTestId('schedule-lists');
  await lists.waitFor();
  const course = lists.getByRole('textbox', { name: 'Course', exact: true });
  if ((await course.inputValue()) !== FETP_TITLE) await choose(page, lists, 'Course', FETP_TITLE);
  await lists.getByRole('tab', { name: tab, exact: true }).click();
  return lists;
}

const signedInUserId = (page: Page) => page.evaluate((key) => Number(localStorage.getItem(key)), STORAGE_KEYS.userId);

/** Opens a tab of the course page (or mentee details page) by its label. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** The rows of a DataTable (by its test id) that contain every text given. */
function rowsWith(scope: Locator, testId: string, ...texts: string[]): Locator {
  let rows = scope.getByTestId(`${testId}-row`);
  for (const text of texts) rows = rows.filter({ hasText: text });
  return rows;
}

/** Waits until a table shows rows or its empty state (no loader left). */
async function tableSettled(table: Locator, testId: string) {
  await expect.poll(async () => (await table.getByTestId(`${testId}-row`).count()) + (await table.getByTestId(`${testId}-empty`).count()), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Chooses an option of a Mantine Select or MultiSelect by the field's label; answers the option's text. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp | number) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await page.getByRole('listbox').last().waitFor();
  // The list by its id: moving on may open another field's list.
  const listbox = page.locator(`[role="listbox"][id="${await page.getByRole('listbox').last().getAttribute('id')}"]`);
  const item = typeof option === 'number' ? listbox.getByRole('option').nth(option) : listbox.getByRole('option', { name: option, exact: typeof option === 'string' });
  const text = (await item.innerText()).trim();
  await item.click();
  // A MultiSelect keeps its list open; Escape closes it (Mantine keeps that key from the dialog while a list is open).
  if (await listbox.isVisible()) await field.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return text;
}


/** Lets a page of the portal leave for an external meeting address without the internet. */
async function stubExternalMeetings(context: BrowserContext) {
  await context.route(/^https:\/\/meet\.jit\.si\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Meeting</title><p>meeting stub</p>' }));
}

describe('scheduling: discussions, meetings and webinars', () => {
  const browser = useBrowser();

  it('lets a mentee add, edit and cancel a discussion with a mentor, and the mentor sees it', async () => {
    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[0]!);
    const courseId = await openFetpCourse(mentee.page);
    const menteeId = await signedInUserId(mentee.page);
    await openTab(mentee.page, 'MENTOR-MENTEE DISCUSSION');
    const list = mentee.page.getByTestId('discussion-event-list');
    const table = list.getByTestId('discussion-table');
    await tableSettled(table, 'discussion-table');
    // The demo's upcoming discussions: his own on his CAL, Priya's abstract writing, the cohort's graduation requirements.
    expect((await table.locator('th').allInnerTexts()).map((h) => h.trim())).toEqual(
      expect.arrayContaining(['Sr. No', 'Date', 'Time', 'CAL/Title', 'Mentor', 'Mode', 'Meeting Link']),
    );
    await expect.poll(() => rowsWith(table, 'discussion-table', 'Abstract writing for the national conference').count()).toBe(1);
    expect(await rowsWith(table, 'discussion-table', 'Cohort 2025: graduation requirements').count()).toBe(1);
    expect(await list.getByRole('tab', { name: 'Upcoming Meetings' }).getAttribute('aria-selected')).toBe('true');
    await checkScreen(mentee.page, 'scheduling-01-mentee-discussions', list);

    // '+ Add Event' → Add Discussion; saving it empty shows each required field's message.
    await list.getByRole('button', { name: '+ Add Event' }).click();
    const dialog = mentee.page.getByRole('dialog', { name: 'Add Discussion' });
    await dialog.getByRole('button', { name: 'Save' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Please select mentor', 'Please select cal', 'Please enter date', 'Please enter short description', 'Please select discussion mode']) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(await dialog.getByText('Please enter time', { exact: true }).count()).toBe(2);
    await waitForStable(dialog);
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await screenshot(mentee.page, 'scheduling-02-add-discussion-errors');

    // Filled: his mentor Priya, a CAL, a day next week, the times, a description, Online with a link.
    const day = dayFromToday(6);
    await choose(mentee.page, dialog, 'Mentor', 'Priya Nair');
    const cal = await choose(mentee.page, dialog, 'CAL', 0);
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(day.input);
    await dialog.getByLabel('From Time').fill('09:15');
    await dialog.getByLabel('To Time').fill('09:45');
    await dialog.getByRole('textbox', { name: 'Short Description', exact: true }).fill('Going through the e-curve and the attack rates by village before the milestone is sent.');
    await choose(mentee.page, dialog, 'Discussion Mode', 'Online');
    await dialog.getByRole('textbox', { name: 'Meeting Link', exact: true }).fill('https://meet.jit.si/arjun-priya-ecurve');
    await waitForStable(dialog);
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await screenshot(mentee.page, 'scheduling-03-add-discussion-filled');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    const added = rowsWith(table, 'discussion-table', day.list, '09:15');
    await expect.poll(() => added.count(), { timeout: 10_000 }).toBe(1);
    expect(await added.innerText()).toContain('Priya Nair');
    expect(await added.getByRole('link', { name: /^Join Meeting “/ }).getAttribute('href')).toBe('https://meet.jit.si/arjun-priya-ecurve');
    const title = (await added.locator('td').nth(3).innerText()).trim();
    expect(cal).toContain(title);

    // Update mode: the description, the CAL and the mode are locked; the time can change.
    await added.getByRole('button', { name: /^Edit discussion/ }).click();
    const edit = mentee.page.getByRole('dialog', { name: 'Update Discussion' });
    await edit.getByRole('button', { name: 'Save' }).waitFor();
    await expect.poll(() => edit.getByRole('textbox', { name: 'Date', exact: true }).inputValue()).toBe(day.input);
    expect(await edit.getByRole('textbox', { name: 'Short Description', exact: true }).isDisabled()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'CAL', exact: true }).isDisabled()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'Discussion Mode', exact: true }).isDisabled()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'Mentor', exact: true }).isDisabled()).toBe(false);
    await waitForStable(edit);
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await screenshot(mentee.page, 'scheduling-04-update-discussion');
    await edit.getByLabel('From Time').fill('09:30');
    await edit.getByLabel('To Time').fill('10:00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    const moved = rowsWith(table, 'discussion-table', day.list, '09:30');
    await expect.poll(() => moved.count(), { timeout: 10_000 }).toBe(1);
    expect(await rowsWith(table, 'discussion-table', day.list, '09:15').count()).toBe(0);

    // Priya opens Arjun's details page: the discussion is there, without '+ Add Event'.
    const mentor = await browser.open();
    await signIn(mentor.page, DEMO_ACCOUNTS.mentors[0]!);
    await mentor.page.goto(url(`/learn/cal/mentee/${menteeId}/details/?course=${courseId}`));
    await openTab(mentor.page, 'MENTOR-MENTEE DISCUSSION');
    const theirList = mentor.page.getByTestId('discussion-event-list');
    const theirTable = theirList.getByTestId('discussion-table');
    await tableSettled(theirTable, 'discussion-table');
    const seen = rowsWith(theirTable, 'discussion-table', day.list, '09:30');
    await expect.poll(() => seen.count(), { timeout: 10_000 }).toBe(1);
    expect(await theirList.getByRole('button', { name: '+ Add Event' }).count()).toBe(0);
    expect(await seen.getByRole('button', { name: /^Edit discussion|^Cancel discussion/ }).count()).toBe(0);
    expect(await theirTable.locator('th').allInnerTexts()).toContain('Mentee');
    await checkScreen(mentor.page, 'scheduling-05-mentor-sees-discussion', theirList);

    // Arjun cancels it: it leaves Upcoming Meetings.
    await moved.getByRole('button', { name: /^Cancel discussion/ }).click();
    const confirm = mentee.page.getByRole('dialog');
    // The calendar's one cancel dialog (issue 33 §1): a discussion asks no note.
    await confirm.getByText('Cancel this discussion? Everyone invited will be told.').waitFor();
    expect(await confirm.getByRole('textbox').count()).toBe(0);
    await checkScreen(mentee.page, 'scheduling-06-cancel-discussion', confirm);
    await confirm.getByRole('button', { name: 'Cancel discussion', exact: true }).click();
    await expect.poll(() => moved.count(), { timeout: 10_000 }).toBe(0);
    await mentor.page.reload();
    await openTab(mentor.page, 'MENTOR-MENTEE DISCUSSION');
    await tableSettled(mentor.page.getByTestId('discussion-table'), 'discussion-table');
    expect(await rowsWith(mentor.page.getByTestId('discussion-table'), 'discussion-table', day.list, '09:30').count()).toBe(0);

    // Past Meetings: the demo's past discussions (page 1 again after switching).
    await list.getByRole('tab', { name: 'Past Meetings' }).click();
    await expect.poll(() => rowsWith(table, 'discussion-table', 'Progress check: surveillance system evaluation').count(), { timeout: 10_000 }).toBe(1);
    await checkScreen(mentee.page, 'scheduling-06-mentee-past-discussions', list);
  });

  it('shows the coordinator the demo meetings on Attendance & Schedules, and an invited officer his, read-only', async () => {
    const coordinator = await browser.open();
    await signIn(coordinator.page, DEMO_ACCOUNTS.coordinator);
    const lists = await openSchedules(coordinator.page, 'Meetings');
    const screen = lists.getByTestId('meetings-screen');
    const table = screen.getByTestId('meetings-table');
    await tableSettled(table, 'meetings-table');
    // The FETP course's upcoming meetings: the Cohort 2026 review and the mentors' meeting, each editable by her.
    const review = rowsWith(table, 'meetings-table', 'Cohort 2026 quarterly review');
    await expect.poll(() => review.count()).toBe(1);
    expect(await rowsWith(table, 'meetings-table', 'Mentors\' meeting').count()).toBe(1);
    expect(await review.getByRole('button', { name: 'Edit meeting Cohort 2026 quarterly review' }).count()).toBe(1);
    expect(await screen.getByTestId('meetings-new').count()).toBe(1);
    await checkScreen(coordinator.page, 'scheduling-07-coordinator-meetings', screen);
    await screen.getByTestId('meetings-new').click();
    const form = coordinator.page.getByRole('dialog', { name: 'Schedule New Meeting' });
    await form.getByRole('button', { name: 'Save' }).waitFor();
    // Times are picked with the browser's time picker, as the webinar form's are.
    for (const label of [/^Start Time/, /^End Time/]) expect(await form.getByLabel(label).getAttribute('type')).toBe('time');
    await waitForStable(form);
    expect(await seriousFindings(coordinator.page)).toEqual([]);
    await screenshot(coordinator.page, 'scheduling-08-coordinator-new-meeting');
    await coordinator.page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await screen.getByTestId('meetings-tab-past').click();
    await expect.poll(() => rowsWith(table, 'meetings-table', 'Field visit debrief').count(), { timeout: 10_000 }).toBe(1);
    expect(await rowsWith(table, 'meetings-table', 'Field visit debrief').innerText()).toMatch(/Offline/);
    // Its event type (the spec's `others`) as a label.
    const debriefCells = (await rowsWith(table, 'meetings-table', 'Field visit debrief').getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(debriefCells).toContain('Others');
    expect(debriefCells).not.toContain('others');
    await checkScreen(coordinator.page, 'scheduling-09-coordinator-past-meetings', screen);

    // Rohan (Cohort 2026) sees the quarterly review on his course page, with the portal's join address; not the mentors' meeting.
    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[4]!);
    await openFetpCourse(mentee.page);
    await openTab(mentee.page, 'Meetings');
    const his = mentee.page.getByTestId('meetings-screen');
    const hisTable = his.getByTestId('meetings-table');
    await tableSettled(hisTable, 'meetings-table');
    const hisReview = rowsWith(hisTable, 'meetings-table', 'Cohort 2026 quarterly review');
    await expect.poll(() => hisReview.count()).toBe(1);
    expect(await hisReview.innerText()).toMatch(/Online/);
    expect(await hisReview.getByRole('link', { name: 'Join' }).getAttribute('href')).toMatch(/\/v1\/join\/\d+\//);
    expect(await rowsWith(hisTable, 'meetings-table', 'Mentors\' meeting').count()).toBe(0);
    expect(await his.getByTestId('meetings-new').count()).toBe(0);
    expect(await hisTable.getByRole('button', { name: /^Edit|^Cancel/ }).count()).toBe(0);
    await checkScreen(mentee.page, 'scheduling-10-officer-meetings', his);
  });

  it('lets the coordinator schedule a weekly webinar and edit one occurrence; the officer sees it and joins through the portal', async () => {
    const title = `Biostatistics clinic ${Date.now().toString(36)}`;
    const movedTitle = `${title} (moved)`;
    const first = dayFromToday(1);
    const second = dayFromToday(8);
    const coordinator = await browser.open();
    await signIn(coordinator.page, DEMO_ACCOUNTS.coordinator);
    const lists = await openSchedules(coordinator.page, 'Webinars');
    const screen = lists.getByTestId('webinars-screen');
    const table = screen.getByTestId('webinars-table');
    await tableSettled(table, 'webinars-table');
    await checkScreen(coordinator.page, 'scheduling-11-coordinator-webinars', screen);

    // Schedule New Webinar: weekly on tomorrow's week day for four weeks, for Cohort 2025.
    await screen.getByTestId('webinars-new').click();
    const form = coordinator.page.getByRole('dialog', { name: 'Schedule New Webinar' });
    await form.getByTestId('webinar-save').waitFor();
    // Saved empty: each field's message; a field corrected since loses its message at once, the others keep theirs.
    await form.getByTestId('webinar-save').click();
    await form.getByText('Please enter title').waitFor();
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect.poll(() => form.getByText('Please enter title').count()).toBe(0);
    expect(await form.getByText('Please enter discussion').count()).toBe(1);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Weekly help with sample sizes, regression and the analysis plans of the CALs.');
    await form.getByRole('textbox', { name: 'Presenter', exact: true }).fill('Dr. Rahul Mehta');
    await form.getByRole('textbox', { name: 'Join link', exact: true }).fill('https://meet.jit.si/fetp-biostat-clinic');
    await choose(coordinator.page, form, 'Officer/Mentors (cohorts)', /Cohort 2025$/);
    await choose(coordinator.page, form, 'Interval', 'Weekly');
    await form.getByRole('textbox', { name: 'Start date', exact: true }).fill(first.input);
    await form.getByRole('textbox', { name: 'Start date', exact: true }).press('Tab');
    await form.getByRole('textbox', { name: 'End date', exact: true }).fill(dayFromToday(22).input);
    await form.getByRole('textbox', { name: 'End date', exact: true }).press('Tab');
    await form.locator('.mantine-Modal-title').click();
    await form.getByLabel('Start time').fill('10:00');
    await form.getByLabel('End time').fill('11:00');
    await form.getByRole('checkbox', { name: first.weekDay, exact: true }).check();
    await expect.poll(() => coordinator.page.locator('[data-calendar="true"]').count()).toBe(0);
    await waitForStable(form);
    expect(await seriousFindings(coordinator.page)).toEqual([]);
    await screenshot(coordinator.page, 'scheduling-12-new-webinar-filled');
    await form.getByTestId('webinar-save').click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rowsWith(table, 'webinars-table', title).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await rowsWith(table, 'webinars-table', title, first.list, '10:00').count()).toBe(1);

    // Edit the second occurrence only: the change type is asked; an occurrence has no end date or interval.
    await rowsWith(table, 'webinars-table', title, second.list).getByRole('button', { name: `Edit ${title}` }).click();
    const edit = coordinator.page.getByRole('dialog', { name: 'Update Webinar' });
    await edit.getByTestId('webinar-save').waitFor();
    await expect.poll(() => edit.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    expect(await edit.getByRole('radio', { name: /^This occurrence/ }).isChecked()).toBe(true);
    expect(await edit.getByRole('textbox', { name: 'End date', exact: true }).count()).toBe(0);
    expect(await edit.getByRole('textbox', { name: 'Interval', exact: true }).count()).toBe(0);
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(movedTitle);
    await edit.getByLabel('Start time').fill('14:00');
    await edit.getByLabel('End time').fill('15:00');
    await waitForStable(edit);
    expect(await seriousFindings(coordinator.page)).toEqual([]);
    await screenshot(coordinator.page, 'scheduling-13-edit-occurrence');
    await edit.getByTestId('webinar-save').click();
    await expect.poll(() => edit.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => rowsWith(table, 'webinars-table', movedTitle, second.list, '14:00').count(), { timeout: 10_000 }).toBe(1);
    // The other occurrences keep the series' title and time.
    expect(await rowsWith(table, 'webinars-table', title, first.list, '10:00').count()).toBe(1);
    expect(await rowsWith(table, 'webinars-table', second.list, '10:00').filter({ hasText: title }).count()).toBe(0);

    // Arjun (Cohort 2025) sees both in Upcoming Webinars; the Join Link goes through the portal to the meeting.
    const mentee = await browser.open();
    await stubExternalMeetings(mentee.context);
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[0]!);
    await openFetpCourse(mentee.page);
    await openTab(mentee.page, 'WEBINARS');
    const his = mentee.page.getByTestId('webinars-screen');
    const hisTable = his.getByTestId('webinars-table');
    await tableSettled(hisTable, 'webinars-table');
    const firstRow = rowsWith(hisTable, 'webinars-table', title, first.list, '10:00');
    await expect.poll(() => firstRow.count()).toBe(1);
    expect(await rowsWith(hisTable, 'webinars-table', movedTitle, second.list, '14:00').count()).toBe(1);
    expect(await his.getByTestId('webinars-new').count()).toBe(0);
    const join = firstRow.getByRole('link', { name: `Join ${title} (opens in a new tab)` });
    expect(await join.getAttribute('href')).toMatch(/\/v1\/join\/\d+\/\?occurrence=/);
    const opened = mentee.context.waitForEvent('page');
    await join.click();
    const meeting = await opened;
    await meeting.waitForURL('https://meet.jit.si/fetp-biostat-clinic', { timeout: 15_000 });
    await meeting.close();
    await checkScreen(mentee.page, 'scheduling-14-officer-webinars', his);
  });

  it('marks attendance once the coordinator populates a past session, and the officers see Yes or No', async () => {
    const coordinator = await browser.open();
    await signIn(coordinator.page, DEMO_ACCOUNTS.coordinator);
    const lists = await openSchedules(coordinator.page, 'Webinars');
    const screen = lists.getByTestId('webinars-screen');
    const table = screen.getByTestId('webinars-table');
    await screen.getByTestId('webinars-tab-past').click();
    // The demo left the latest past Grand Rounds un-populated (its joins are recorded).
    const pending = rowsWith(table, 'webinars-table', 'Epidemiology Grand Rounds').filter({ has: coordinator.page.getByRole('button', { name: 'Populate Attendance' }) });
    await expect.poll(() => pending.count(), { timeout: 15_000 }).toBe(1);
    const date = /\d{2}-\d{2}-\d{4}/.exec(await pending.innerText())![0];
    await checkScreen(coordinator.page, 'scheduling-15-coordinator-past-webinars', screen);
    await pending.getByRole('button', { name: 'Populate Attendance' }).click();
    const done = rowsWith(table, 'webinars-table', 'Epidemiology Grand Rounds', date);
    await expect.poll(() => done.textContent(), { timeout: 10_000 }).toContain('Attendance Already Uploaded');
    expect(await done.getByRole('button', { name: 'Populate Attendance' }).count()).toBe(0);

    // Meera joined that session (the demo's joins): Yes in her Past Webinars.
    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[1]!);
    await openFetpCourse(mentee.page);
    await openTab(mentee.page, 'WEBINARS');
    const hers = mentee.page.getByTestId('webinars-screen');
    await hers.getByTestId('webinars-tab-past').click();
    const hersTable = hers.getByTestId('webinars-table');
    const row = rowsWith(hersTable, 'webinars-table', 'Epidemiology Grand Rounds', date);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.locator('td[data-column="attendance"]').innerText()).toBe('Yes');
    expect(await hersTable.locator('th').allInnerTexts()).toContain('Attendance');
    await checkScreen(mentee.page, 'scheduling-16-officer-past-webinars', hers);
  });
});
