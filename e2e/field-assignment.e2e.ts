import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_API, FIELD_ASSIGNMENT_API, type CoordinatorDashboardAnswer, type OfficersAnalyticsAnswer, type ProjectsCountsAnswer,
  type ProjectsListAnswer,
} from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { workingTime } from '../apps/server/src/seed/demo-time';
import { seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/**
 * The Field Assignment tab of the coordinator dashboard (002 §2.7, §4, §5) against the demo
 * programme (apps/server/src/seed/demo-field-assignment.ts): the coordinator (Asha Verma) and the
 * Frontline course's only cohort, Frontline Cohort 1 — twelve officers, ten projects, three
 * officers graduated. Titles carry Date.now() so a rerun against the same database adds new ones.
 */

const FRONTLINE_TITLE = 'Frontline Field Epidemiology';
const FRONTLINE_COHORT = 'Frontline Cohort 1';
const NARROW = { width: 360, height: 780 };
const WIDE = { width: 1280, height: 900 };
const DAY = 86_400_000;
const ZONE = 'Asia/Kolkata';
const FA1_FIELDS = ['Data Quality Audit', 'Database Analysis', 'Surveillance Report'];
const FA2_FIELDS = ['Case Investigation', 'Outbreak Investigation', 'Submitted in Expanded Summary Report', 'Problem Analysis'];

/** No sideways scroll of the page (a pixel of rounding allowed). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth <= window.innerWidth + 1);

/** A day `days` from today in India, as DD/MM/YYYY (the form's dates and the list's columns). */
const shownDay = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

function dayFromToday(days: number): string {
  return shownDay(new Date(Date.now() + days * DAY));
}

/**
 * The day a demo record dated `days` ago shows: the seed puts it at a working hour of the UTC day
 * `days` before (seed/demo-time.ts), which is not the day `days` before in India after 18:30 UTC.
 */
const seededDaysAgo = (days: number) => shownDay(workingTime(-days, 0));

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const pathIs = (path: string, method = 'GET') => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === method;

/** Chooses an option of a Mantine Select or MultiSelect by the field's label; answers the option's text. */
async function choose(page: Page, scope: Locator, label: string, option: string | number): Promise<string> {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await page.getByRole('listbox').last().waitFor();
  // The list by its id: moving on may open another field's list.
  const listbox = page.locator(`[role="listbox"][id="${await page.getByRole('listbox').last().getAttribute('id')}"]`);
  const item = typeof option === 'number' ? listbox.getByRole('option').nth(option) : listbox.getByRole('option', { name: option, exact: true });
  const text = (await item.innerText()).trim();
  await item.click();
  // A MultiSelect keeps its list open; Escape closes it (Mantine keeps that key from the dialog while a list is open).
  if (await listbox.isVisible()) await field.press('Escape');
  await listbox.waitFor({ state: 'hidden' });
  return text;
}

/** Types a date as DD/MM/YYYY and leaves the field (its calendar closes). */
async function typeDate(scope: Locator, label: string, value: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(value);
}

/** Waits until a DataTable (by its test id) shows rows or its empty state. */
async function tableSettled(table: Locator, testId: string) {
  await expect.poll(async () => (await table.getByTestId(`${testId}-row`).count()) + (await table.getByTestId(`${testId}-empty`).count()), { timeout: 15_000 }).toBeGreaterThan(0);
}

function rowsWith(table: Locator, testId: string, ...texts: string[]): Locator {
  let rows = table.getByTestId(`${testId}-row`);
  for (const text of texts) rows = rows.filter({ hasText: text });
  return rows;
}

async function tabTexts(page: Page): Promise<string[]> {
  return (await page.getByTestId('coordinator-tabs').getByRole('tab').allInnerTexts()).map((text) => text.trim());
}

/** The number on a count card of the pane. */
async function stat(pane: Locator, key: string): Promise<number> {
  const text = await pane.getByTestId(`field-assignment-stat-${key}`).innerText();
  return Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? NaN);
}

/**
 * On the coordinator dashboard (already open), chooses the Frontline course and waits for its
 * Field Assignment tab, open first, with the counts and both tables loaded. Answers the pane.
 */
async function chooseFrontline(page: Page): Promise<Locator> {
  const dashboard = page.getByTestId('coordinator-dashboard');
  const courseField = dashboard.getByRole('textbox', { name: 'Course Name', exact: true });
  await courseField.waitFor();
  if ((await courseField.inputValue()) !== FRONTLINE_TITLE) await choose(page, dashboard, 'Course Name', FRONTLINE_TITLE);
  await expect.poll(() => courseField.inputValue()).toBe(FRONTLINE_TITLE);
  await expect.poll(async () => (await tabTexts(page))[0], { timeout: 15_000 }).toBe('Field Assignment');
  const pane = page.getByTestId('field-assignment-pane');
  await pane.waitFor();
  await pane.getByTestId('field-assignment-stat-projects').waitFor();
  await tableSettled(pane.getByTestId('projects-table'), 'projects-table');
  await tableSettled(pane.getByTestId('graduation-table'), 'graduation-table');
  return pane;
}

/** Signs the coordinator in and opens the Field Assignment tab of the Frontline course by the dashboard's address. */
async function openPane(page: Page): Promise<Locator> {
  await signIn(page, DEMO_ACCOUNTS.coordinator);
  await page.goto(url('/learn/cal/coordinator/dashboard/'), { waitUntil: 'load' });
  return chooseFrontline(page);
}

/** + Add Project: the empty form's dialog, once its fields are there. */
async function openAddForm(page: Page, pane: Locator): Promise<Locator> {
  await pane.getByRole('button', { name: '+ Add Project', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByTestId('dynamic-form-submit').waitFor();
  await dialog.getByRole('textbox', { name: 'Project Type', exact: true }).waitFor();
  return dialog;
}

/** Which of the given fields the form shows (by label). */
async function shownOf(dialog: Locator, labels: string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const label of labels) if ((await dialog.getByRole('textbox', { name: label, exact: true }).count()) > 0) shown.push(label);
  return shown;
}

/** Fills every field the project's type shows except the title, the type and the disease (the place when given), with Yes for the type's own questions. */
async function fillCommonFields(page: Page, dialog: Locator, opts: { state?: string; district?: string; typeFields: string[] }) {
  if (opts.state) await choose(page, dialog, 'State', opts.state);
  if (opts.district) await choose(page, dialog, 'District', opts.district);
  await typeDate(dialog, 'From Date', dayFromToday(0));
  await typeDate(dialog, 'To Date', dayFromToday(30));
  const mentor = await choose(page, dialog, 'Mentor', 0);
  const investigator = await choose(page, dialog, 'Investigators', 0);
  await choose(page, dialog, 'One Health Approach Applied', 'No');
  for (const label of opts.typeFields) await choose(page, dialog, label, 'Yes');
  return { mentor, investigator };
}

/** Saves the dialog's form and waits for it to close and the list's answer that follows. */
async function saveAndClose(page: Page, dialog: Locator, savePath: string): Promise<ProjectsListAnswer> {
  const saved = page.waitForResponse(pathIs(savePath, 'POST'));
  const reloaded = page.waitForResponse(pathIs(FIELD_ASSIGNMENT_API.projectsList.path));
  await dialog.getByTestId('dynamic-form-submit').click();
  const answer = await saved;
  expect(answer.status(), `${savePath} answered ${answer.status()}: ${await answer.text()}`).toBe(200);
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
  return (await (await reloaded).json()) as ProjectsListAnswer;
}

describe('coordinator dashboard: Field Assignment', () => {
  const browser = useBrowser();

  it('opens from the user menu: the Frontline course shows Field Assignment first, its counts and its projects', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);

    // The pane's answers, kept as they come (the officer counts are asked for by cohort).
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/ncdc_frontline/') || pathIs(DASHBOARD_API.coordinatorDashboard.path)(response)) answers.push(response);
    });

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Coordinator Dashboard', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/learn/cal/coordinator/dashboard/');
    await page.getByTestId('coordinator-tabs').waitFor();
    const pane = await chooseFrontline(page);

    // The Frontline cohort is the one chosen; its tabs are those marked to_be_shown, in order, Field Assignment first and open.
    const dashboards = await Promise.all(answers.filter(pathIs(DASHBOARD_API.coordinatorDashboard.path)).map((r) => r.json() as Promise<CoordinatorDashboardAnswer>));
    const frontline = dashboards.find((d) => d.course.title === FRONTLINE_TITLE)!;
    expect(frontline).toBeDefined();
    const cohort = frontline.cohorts_wise_data.find((c) => c.cohort === FRONTLINE_COHORT)!;
    expect(await page.getByRole('button', { name: FRONTLINE_COHORT, exact: true }).getAttribute('aria-pressed')).toBe('true');
    const shownTabs = cohort.tabs.filter((tab) => tab.to_be_shown).map((tab) => tab.tab_name);
    expect(shownTabs[0]).toBe('field_assignment');
    expect(await tabTexts(page)).toHaveLength(shownTabs.length);
    expect(await page.getByRole('tab', { name: 'Field Assignment', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('coordinator-pane-field_assignment').isVisible()).toBe(true);

    // The counts are the server's: the cohort's officers and mentors, its projects by kind.
    const byCohort = (path: string) => answers.find((r) => pathIs(path)(r) && new URL(r.url()).searchParams.get('cohort_id') === String(cohort.id));
    const officers = ((await byCohort(DASHBOARD_API.officersAnalytics.path)!.json()) as OfficersAnalyticsAnswer).data;
    const counts = ((await byCohort(FIELD_ASSIGNMENT_API.projectsCounts.path)!.json()) as ProjectsCountsAnswer).data;
    const list = (await byCohort(FIELD_ASSIGNMENT_API.projectsList.path)!.json()) as ProjectsListAnswer;
    expect(await stat(pane, 'officers')).toBe(officers.total_officers);
    expect(officers.total_officers).toBeGreaterThanOrEqual(12);
    expect(await stat(pane, 'mentors')).toBe(officers.total_mentors);
    expect(await stat(pane, 'female-participants')).toBe(officers.female_participants);
    expect(await stat(pane, 'male-participants')).toBe(officers.male_participants);
    expect(await stat(pane, 'projects')).toBe(counts.projects);
    expect(counts.projects).toBe(list.count);
    expect(counts.projects).toBeGreaterThanOrEqual(10);
    expect(await stat(pane, 'data-quality-audits')).toBe(counts.data_quality_audits);
    expect(await stat(pane, 'database-analyses')).toBe(counts.database_analyses);
    expect(await stat(pane, 'case-investigations')).toBe(counts.case_investigations);
    expect(await stat(pane, 'outbreak-investigations')).toBe(counts.outbreak_investigations);

    // The project list: the spec's columns, 10 a page, newest first; each row has its Edit.
    const table = pane.getByTestId('projects-table');
    expect((await table.locator('th').allInnerTexts()).map((h) => h.trim())).toEqual(['Project Title', 'District', 'State', 'Created', 'Modified', 'Action']);
    expect(await table.getByTestId('projects-table-row').count()).toBe(Math.min(10, list.count));
    const audit = rowsWith(table, 'projects-table', 'Data quality audit of IDSP weekly P-form reporting, Kozhikode');
    const auditShown = list.data.some((p) => p.project_title.startsWith('Data quality audit of IDSP'));
    if (auditShown) {
      expect(await audit.count()).toBe(1);
      expect(await audit.locator('td[data-column="state"]').innerText()).toBe('Kerala');
      expect(await audit.locator('td[data-column="district"]').innerText()).toBe('Kozhikode');
      expect(await audit.locator('td[data-column="modified"]').innerText()).toBe(seededDaysAgo(18));
    }
    expect(await table.getByRole('button', { name: /^Edit / }).count()).toBe(Math.min(10, list.count));

    // The graduation table: the cohort's officers with their flags and a Yes/No choice each.
    const grads = pane.getByTestId('graduation-table');
    expect((await grads.locator('th').allInnerTexts()).map((h) => h.trim())).toEqual(
      ['Officer', 'Mentors', 'District', 'FIELD Assignment 1', 'FIELD Assignment 2', 'Graduated'],
    );
    expect(await grads.getByTestId('graduation-table-row').count()).toBe(officers.total_officers);
    expect(await grads.getByRole('textbox', { name: 'Graduated: Sreeja Nambiar', exact: true }).inputValue()).toMatch(/^(Yes|No)$/);
  });

  it('adds a FIELD Assignment 1 project: its own fields, the district after the state, Others, a whitespace title refused', async () => {
    const { page } = await browser.open();
    const pane = await openPane(page);
    const before = { projects: await stat(pane, 'projects'), audits: await stat(pane, 'data-quality-audits'), analyses: await stat(pane, 'database-analyses') };
    const title = `Audit of AFP surveillance line lists ${unique()}`;
    const dialog = await openAddForm(page, pane);

    // Before a type is chosen no type-specific field shows; FIELD Assignment 1 shows its own, not 2's.
    expect(await shownOf(dialog, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual([]);
    await choose(page, dialog, 'Project Type', 'FIELD Assignment 1');
    await expect.poll(() => shownOf(dialog, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA1_FIELDS);

    // The district's choices come with the state; another state clears the district.
    await choose(page, dialog, 'State', 'Kerala');
    await choose(page, dialog, 'District', 'Kozhikode');
    await choose(page, dialog, 'State', 'Karnataka');
    await expect.poll(() => dialog.getByRole('textbox', { name: 'District', exact: true }).inputValue()).toBe('');
    const district = dialog.getByRole('textbox', { name: 'District', exact: true });
    await district.click();
    const districtList = page.locator(`[role="listbox"][id="${await page.getByRole('listbox').last().getAttribute('id')}"]`);
    await expect.poll(() => districtList.getByRole('option', { name: 'Udupi', exact: true }).count()).toBe(1);
    expect(await districtList.getByRole('option', { name: 'Kozhikode', exact: true }).count()).toBe(0);
    await district.press('Escape');
    await districtList.waitFor({ state: 'hidden' });

    // Others shows the other disease's text.
    expect(await dialog.getByRole('textbox', { name: 'Other Disease', exact: true }).count()).toBe(0);
    await choose(page, dialog, 'Disease', 'Others');
    await dialog.getByRole('textbox', { name: 'Other Disease', exact: true }).fill('Acute flaccid paralysis');

    await choose(page, dialog, 'District', 'Udupi');
    const { mentor, investigator } = await fillCommonFields(page, dialog, { typeFields: FA1_FIELDS });
    expect(mentor).not.toBe('');
    expect(investigator).not.toBe('');

    // A title of spaces only is refused in the form; nothing is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === FIELD_ASSIGNMENT_API.createProject.path) sent.push(request.method());
    });
    await dialog.getByRole('textbox', { name: 'Title of Project', exact: true }).fill('    ');
    await dialog.getByTestId('dynamic-form-submit').click();
    await expect.poll(() => dialog.getByText('Project cannot contain whitespace', { exact: true }).count()).toBe(1);
    expect(sent).toEqual([]);
    await waitForStable(dialog);
    expect(await seriousFindings(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Title of Project', exact: true }).fill(title);
    await expect.poll(() => dialog.getByText('Project cannot contain whitespace', { exact: true }).count()).toBe(0);
    const list = await saveAndClose(page, dialog, FIELD_ASSIGNMENT_API.createProject.path);
    await expect.poll(() => page.getByText('Project created successfully.', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // The new project heads the list (newest first), with its place and today's dates; the counts grow.
    expect(list.data[0]?.project_title).toBe(title);
    const row = rowsWith(pane.getByTestId('projects-table'), 'projects-table', title);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.locator('td[data-column="state"]').innerText()).toBe('Karnataka');
    expect(await row.locator('td[data-column="district"]').innerText()).toBe('Udupi');
    expect(await row.locator('td[data-column="created"]').innerText()).toBe(dayFromToday(0));
    expect((await pane.getByTestId('projects-table-row').first().innerText())).toContain(title);
    await expect.poll(() => stat(pane, 'projects'), { timeout: 10_000 }).toBe(before.projects + 1);
    expect(await stat(pane, 'data-quality-audits')).toBe(before.audits + 1);
    expect(await stat(pane, 'database-analyses')).toBe(before.analyses + 1);
  });

  it('edits a project: Edit on its row, a new title saved, the list shows it with a later modification', async () => {
    const { page } = await browser.open();
    const pane = await openPane(page);
    const title = `Timeliness of IHIP reporting ${unique()}`;
    const renamed = `${title} (revised)`;

    // A project to edit, added through the form.
    const add = await openAddForm(page, pane);
    await choose(page, add, 'Project Type', 'FIELD Assignment 1');
    await add.getByRole('textbox', { name: 'Title of Project', exact: true }).fill(title);
    await choose(page, add, 'Disease', 'Measles');
    await fillCommonFields(page, add, { state: 'Kerala', district: 'Thrissur', typeFields: FA1_FIELDS });
    await saveAndClose(page, add, FIELD_ASSIGNMENT_API.createProject.path);
    const table = pane.getByTestId('projects-table');
    const row = rowsWith(table, 'projects-table', title);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    const projectsBefore = await stat(pane, 'projects');

    // Edit: the dialog holds the project's answers.
    await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await edit.getByTestId('dynamic-form-submit').waitFor();
    const titleField = edit.getByRole('textbox', { name: 'Title of Project', exact: true });
    await expect.poll(() => titleField.inputValue(), { timeout: 10_000 }).toBe(title);
    expect(await edit.getByRole('textbox', { name: 'Project Type', exact: true }).inputValue()).toBe('FIELD Assignment 1');
    expect(await edit.getByRole('textbox', { name: 'State', exact: true }).inputValue()).toBe('Kerala');
    await expect.poll(() => edit.getByRole('textbox', { name: 'District', exact: true }).inputValue()).toBe('Thrissur');
    expect(await edit.getByRole('textbox', { name: 'Disease', exact: true }).inputValue()).toBe('Measles');
    expect(await edit.getByRole('textbox', { name: 'From Date', exact: true }).inputValue()).toBe(dayFromToday(0));
    expect(await shownOf(edit, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA1_FIELDS);
    await waitForStable(edit);
    expect(await seriousFindings(page)).toEqual([]);

    await titleField.fill(renamed);
    const list = await saveAndClose(page, edit, FIELD_ASSIGNMENT_API.editProject.path);
    await expect.poll(() => page.getByText('Project updated successfully.', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // The list shows the new title, not the old one; its modification is later than its creation.
    const renamedRow = rowsWith(table, 'projects-table', renamed);
    await expect.poll(() => renamedRow.count(), { timeout: 10_000 }).toBe(1);
    const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    expect(await table.locator('td[data-column="project_title"]').filter({ hasText: exactly(title) }).count()).toBe(0);
    expect(await renamedRow.locator('td[data-column="project_title"]').innerText()).toBe(renamed);
    expect(await renamedRow.locator('td[data-column="modified"]').innerText()).toBe(dayFromToday(0));
    const saved = list.data.find((p) => p.project_title === renamed)!;
    expect(saved).toBeDefined();
    expect(Date.parse(saved.modified)).toBeGreaterThan(Date.parse(saved.created));
    // An edit adds no project.
    expect(await stat(pane, 'projects')).toBe(projectsBefore);
  });

  it('adds a FIELD Assignment 2 project: case and outbreak investigation asked, not the audit and analysis', async () => {
    const { page } = await browser.open();
    const pane = await openPane(page);
    const before = { projects: await stat(pane, 'projects'), cases: await stat(pane, 'case-investigations'), outbreaks: await stat(pane, 'outbreak-investigations') };
    const title = `Investigation of a typhoid cluster ${unique()}`;
    const dialog = await openAddForm(page, pane);
    await choose(page, dialog, 'Project Type', 'FIELD Assignment 2');
    await expect.poll(() => shownOf(dialog, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA2_FIELDS);
    // Switching to 1 and back swaps them.
    await choose(page, dialog, 'Project Type', 'FIELD Assignment 1');
    await expect.poll(() => shownOf(dialog, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA1_FIELDS);
    await choose(page, dialog, 'Project Type', 'FIELD Assignment 2');
    await expect.poll(() => shownOf(dialog, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA2_FIELDS);

    await dialog.getByRole('textbox', { name: 'Title of Project', exact: true }).fill(title);
    await choose(page, dialog, 'Disease', 'Typhoid');
    expect(await dialog.getByRole('textbox', { name: 'Other Disease', exact: true }).count()).toBe(0);
    await fillCommonFields(page, dialog, { state: 'Kerala', district: 'Ernakulam', typeFields: FA2_FIELDS });
    const list = await saveAndClose(page, dialog, FIELD_ASSIGNMENT_API.createProject.path);
    expect(list.data[0]?.project_title).toBe(title);

    const row = rowsWith(pane.getByTestId('projects-table'), 'projects-table', title);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.locator('td[data-column="district"]').innerText()).toBe('Ernakulam');
    await expect.poll(() => stat(pane, 'projects'), { timeout: 10_000 }).toBe(before.projects + 1);
    expect(await stat(pane, 'case-investigations')).toBe(before.cases + 1);
    expect(await stat(pane, 'outbreak-investigations')).toBe(before.outbreaks + 1);

    // Its Edit shows the FIELD Assignment 2 answers.
    await row.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project' });
    await expect.poll(() => edit.getByRole('textbox', { name: 'Title of Project', exact: true }).inputValue(), { timeout: 10_000 }).toBe(title);
    expect(await shownOf(edit, [...FA1_FIELDS, ...FA2_FIELDS])).toEqual(FA2_FIELDS);
    expect(await edit.getByRole('textbox', { name: 'Case Investigation', exact: true }).inputValue()).toBe('Yes');
    expect(await edit.getByRole('textbox', { name: 'Outbreak Investigation', exact: true }).inputValue()).toBe('Yes');
    expect(await edit.getByRole('textbox', { name: 'Submitted in Expanded Summary Report', exact: true }).inputValue()).toBe('Yes');
    expect(await edit.getByRole('textbox', { name: 'Problem Analysis', exact: true }).inputValue()).toBe('Yes');
  });

  it('keeps an officer’s graduated Yes after the page is loaded again', async () => {
    const { page } = await browser.open();
    let pane = await openPane(page);
    const grads = pane.getByTestId('graduation-table');
    // An officer not graduated yet (the demo graduated three of twelve).
    const choices = grads.getByRole('textbox', { name: /^Graduated: / });
    const labels = await choices.evaluateAll((inputs) => inputs.map((i) => [i.getAttribute('aria-label') ?? '', (i as HTMLInputElement).value]));
    const pending = labels.find(([, value]) => value === 'No');
    expect(pending, 'an officer with graduated No').toBeDefined();
    const label = pending![0]!;
    const officer = label.replace(/^Graduated: /, '');

    const sent = page.waitForResponse(pathIs(FIELD_ASSIGNMENT_API.graduated.path, 'POST'));
    await choose(page, grads, label, 'Yes');
    const answer = await sent;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ graduated: 'yes' });
    await expect.poll(() => page.getByText('Graduation status updated successfully.', { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => grads.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe('Yes');

    // Loaded again: the course is chosen anew, the Field Assignment tab opened, and Yes is kept.
    await page.reload({ waitUntil: 'load' });
    await page.getByTestId('coordinator-tabs').waitFor();
    pane = await chooseFrontline(page);
    await page.getByRole('tab', { name: 'Field Assignment', exact: true }).click();
    const again = pane.getByTestId('graduation-table');
    const row = rowsWith(again, 'graduation-table', officer);
    await expect.poll(() => row.count()).toBe(1);
    expect(await again.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe('Yes');
  });

  it('is accessible and fits 360 px, with the project form open too', async () => {
    const { page } = await browser.open();
    const pane = await openPane(page);
    await waitForStable(pane);
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/fa-1280.png', fullPage: true, timeout: 45_000 });
    await screenshot(page, 'field-assignment-pane');

    // The form open, with a type chosen (all its fields shown).
    const dialog = await openAddForm(page, pane);
    await choose(page, dialog, 'Project Type', 'FIELD Assignment 1');
    await choose(page, dialog, 'Disease', 'Others');
    await waitForStable(dialog);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'field-assignment-form');
    await page.screenshot({ path: '/tmp/fa-form-1280.png', timeout: 45_000 });

    // 360 px wide: the form stays within the page, and so does the pane once it is closed.
    await page.setViewportSize(NARROW);
    await waitForStable(dialog);
    expect(await fitsWidth(page), 'the form at 360 px: no sideways scroll').toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/fa-form-360.png', timeout: 45_000 });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForStable(pane);
    expect(await fitsWidth(page), 'the pane at 360 px: no sideways scroll').toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/fa-360.png', fullPage: true, timeout: 45_000 });
    await screenshot(page, 'field-assignment-pane-phone');
    await page.setViewportSize(WIDE);
  });
});
