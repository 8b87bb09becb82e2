import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NARROW, fitsWidth, seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/** The reports (002 §2.9, issue 31): each page filters, downloads, and the file appears in the list and opens. */

const COORDINATOR = 'coordinator@example.org';
/** How often the page asks for the list of generated files (002 §4: every 30 s). */
const FILE_LIST_POLL_MS = 30_000;
const ADVISOR = 'advisor@example.org';
const PAGES = [
  { kind: 'cohort_data', title: 'Cohort Data Report', menu: 'Cohort Data Report' },
  { kind: 'abstract_data', title: 'Scientific Communications Report', menu: 'Scientific Communications' },
  { kind: 'resident_activities', title: 'Resident Activities Report', menu: 'Resident Activities Report' },
  { kind: 'project_data', title: 'Field Assignment Report', menu: 'FIELD Assignment Report' },
  { kind: 'cohort_data_project', title: 'Cohort Project Report', menu: 'Cohort Project Report' },
] as const;

/** Types a date as the portal's date fields take it (DD/MM/YYYY), and leaves the field. */
async function typeDate(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  expect(await field.getAttribute('placeholder')).toBe('DD/MM/YYYY');
  await field.fill(value);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(value);
}

/** The table's first page (rows, or its empty text). */
async function tableLoaded(page: Page) {
  await page.getByTestId('report-table-row').first().or(page.getByTestId('report-table-empty')).waitFor();
}

/** Filters, downloads, waits for the new file in the list (the job queue writes it), and opens it. */
async function useReport(page: Page, report: (typeof PAGES)[number]) {
  await page.goto(url(`/learn/reports/${report.kind}/`));
  await page.getByRole('heading', { name: report.title, level: 1 }).waitFor();
  await tableLoaded(page);
  const all = await page.getByTestId('report-count').innerText();

  // Submit without dates: the spec's alert, and the table unchanged.
  await page.getByTestId('report-submit').click();
  expect(await page.getByRole('alert').filter({ hasText: 'Please Enter Start and End Date Both!!' }).count()).toBe(1);
  // A start after the end.
  await typeDate(page, 'Start Date', '01/02/2026');
  await typeDate(page, 'End Date', '01/01/2026');
  await page.getByTestId('report-submit').click();
  await page.getByRole('alert').filter({ hasText: 'The start date must be before the end date.' }).waitFor();
  // A range that holds nothing, then Clear Filter.
  const filtered = page.waitForResponse((r) => r.url().includes('start_date=1990-01-01') || (r.request().postData() ?? '').includes('1990-01-01'));
  await typeDate(page, 'Start Date', '01/01/1990');
  await typeDate(page, 'End Date', '31/12/1990');
  await page.getByTestId('report-submit').click();
  expect((await filtered).status()).toBe(200);
  await page.getByTestId('report-count').filter({ hasText: /^0 rows$/ }).waitFor();
  await page.getByTestId('report-clear').click();
  await page.getByTestId('report-count').filter({ hasText: all }).waitFor();

  const before = await page.getByTestId('report-file-link').count();
  await page.getByTestId('report-download').click();
  await page.getByTestId('report-started').waitFor();
  // The list refreshes by itself every 30 s; the new file is listed queued at once, then as a link. The
  // page's clock is moved on by the poll's period rather than waited for (the web test times the poll).
  await expect
    .poll(async () => {
      await page.clock.fastForward(FILE_LIST_POLL_MS);
      return page.getByTestId('report-file-link').count();
    }, { timeout: 60_000, interval: 1500 })
    .toBeGreaterThan(before);
  const href = await page.getByTestId('report-file-link').first().getAttribute('href');
  expect(href).toMatch(new RegExp(`^/api/report_files/\\d+/download/\\?`));
  // A plain browser tab: no bearer token, only the signed link.
  const file = await fetch(url(href!));
  expect(file.status).toBe(200);
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  // The pointer off the buttons: a hovered button is drawn in its lighter hover shade.
  await page.mouse.move(0, 0);
}

describe('reports', () => {
  const browser = useBrowser();

  it('lets the coordinator open each report from REPORTS, filter, download and open the file; axe clean, fits 360 px', async () => {
    const { page } = await browser.open();
    await page.clock.install();
    await signIn(page, COORDINATOR);
    await page.getByTestId('nav-reports').click();
    const menu = page.getByTestId('nav-reports-menu');
    await menu.waitFor();
    expect((await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim())).toEqual(
      ['Cohort Data Report', 'Resident Activities Report', 'Scientific Communications', 'FIELD Assignment Report', 'Cohort Project Report'],
    );
    await menu.getByRole('menuitem', { name: 'Cohort Data Report' }).click();
    await page.waitForURL(/\/learn\/reports\/cohort_data\/$/);

    for (const report of PAGES) {
      await useReport(page, report);
      expect(await seriousFindings(page)).toEqual([]);
    }
    await page.goto(url('/learn/reports/cohort_data/'));
    await tableLoaded(page);
    await screenshot(page, 'reports-01-cohort-data');
    await page.setViewportSize(NARROW);
    await waitForStable(page.getByTestId('report-table'));
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'reports-02-cohort-data-phone');
  }, 600_000);

  it('lands a program advisor on the reports after signing in, with the whole programme', async () => {
    const { page } = await browser.open();
    await page.clock.install();
    await signIn(page, ADVISOR);
    await page.waitForURL(/\/learn\/reports\/cohort_data\/$/);
    await page.getByRole('heading', { name: 'Cohort Data Report', level: 1 }).waitFor();
    await tableLoaded(page);
    expect(await page.getByTestId('report-count').innerText()).toMatch(/^\d+ rows$/);
    await useReport(page, PAGES[3]);
  }, 300_000);
});
