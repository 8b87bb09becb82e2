import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitApplication } from './admin-steps';
import { screenshot, screenshotDir, signIn, url, useBrowser, waitForStable } from './support';

/** The applications tracker (002 §2.11) and DISCOVER NEW on the public home page (000 §2.1). */

const FETP_KEY = 'course-v1:NCDC+FETP-ADV+2025';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const FRONTLINE_KEY = 'course-v1:SSU+FRONTLINE+2025';
const FRONTLINE_TITLE = 'Frontline Field Epidemiology';
const COORDINATOR = 'coordinator@example.org';
const ACCESS_DENIED = 'Sorry! This page is not available for you. Please contact your System Administrator.';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// ---------------------------------------------------------------- page helpers

async function openTracker(page: Page) {
  await page.goto(url('/learn/application-tracker'));
  await page.getByRole('heading', { name: 'Applications tracker' }).waitFor();
  await page.getByTestId('tracker-table-row').first().or(page.getByTestId('tracker-table-empty')).waitFor();
}

/**
 * Runs an action that asks for a list not asked for before, and waits until the table shows its
 * answer (the previous rows stay, dimmed and busy, meanwhile).
 */
async function loadingFrom(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/applications/');
  await action();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => page.locator('table[aria-busy="true"]').count()).toBe(0);
}

/** Chooses a course of the filter. */
async function chooseCourse(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Course' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Number of applications the page says the filter holds. */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('tracker-count').textContent()) ?? '';
  if (text.startsWith('No applications')) return 0;
  return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
}

/** A CSV line split into cells (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

describe('applications tracker', () => {
  const browser = useBrowser();

  it('the coordinator filters by course, opens documents and downloads the filtered CSV', async () => {
    const stamp = Date.now();
    const me = { first: 'Tanvi', last: `Tracker${stamp % 100000}`, email: `tracker-${stamp}@example.net` };
    await submitApplication(FETP_KEY, me);

    const { page, context } = await browser.open();
    await signIn(page, COORDINATOR);

    // The user menu leads there ('Application Forms').
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-application_forms').click();
    await page.waitForURL((u) => u.pathname === '/learn/application-tracker');
    await page.getByTestId('tracker-table-row').first().waitFor();
    expect(await page.getByTestId('tracker-table-scroll-hint').count()).toBe(0);
    expect(await page.title()).toContain('Applications tracker');

    // Filter by the FETP course: the new application is first (newest first), with the seeded ones.
    await loadingFrom(page, () => chooseCourse(page, FETP_TITLE));
    const fetpCount = await shownCount(page);
    expect(fetpCount).toBeGreaterThanOrEqual(1);
    const mine = page.getByTestId('tracker-table-row').filter({ hasText: me.email });
    await mine.waitFor();
    expect(await mine.locator('[data-column="first_name"]').textContent()).toBe(me.first);
    expect(await mine.locator('[data-column="org_type"]').textContent()).toBe('Non-Profit');
    expect(await mine.locator('[data-column="age"]').textContent()).toMatch(/^\d+$/);
    // Optional certificates left out: the spec's text.
    expect(await mine.locator('[data-column="hpdegree_certificate"]').textContent()).toBe('No certificates');
    expect(await mine.locator('[data-column="noc_certificate"]').textContent()).toBe('No certificates');
    // The thumbnail loaded from its signed link.
    const photo = mine.getByRole('img', { name: `ID photo of ${me.first} ${me.last}` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(90);

    await page.mouse.move(0, 0);
    await screenshot(page, 'application-tracker-01-fetp-desktop');

    // A certificate opens in a new tab from its signed link, with no bearer token: a real PDF.
    const certificate = mine.getByRole('link', { name: `View Date of Birth Certificate of ${me.first} ${me.last} (opens in a new tab)` });
    const href = (await certificate.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/application_files\/\d+\/dob_certificate\?/);
    expect(await certificate.getAttribute('target')).toBe('_blank');
    const pdfRes = await fetch(url(href));
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdfRes.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [popup] = await Promise.all([context.waitForEvent('page'), certificate.click()]);
    await expect.poll(() => popup.url()).toContain('/dob_certificate?');
    await popup.close().catch(() => undefined);
    // The generated application form opens the same way.
    const formHref = (await mine.getByRole('link', { name: /^View Application Form of / }).getAttribute('href'))!;
    const formRes = await fetch(url(formHref));
    expect(formRes.headers.get('content-type')).toBe('application/pdf');

    // Download: the saved CSV holds exactly the filtered rows.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tracker-download').click()]);
    expect(download.suggestedFilename()).toBe('applications.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const [head, ...lines] = csv.trim().split(/\r?\n/);
    const columns = csvCells(head!);
    expect(columns).toEqual(expect.arrayContaining(['course', 'first_name', 'email', 'org_type']));
    const records = lines.map((line) => Object.fromEntries(csvCells(line).map((v, i) => [columns[i]!, v])));
    expect(records).toHaveLength(fetpCount);
    expect(new Set(records.map((r) => r.course))).toEqual(new Set([FETP_TITLE]));
    expect(records.map((r) => r.email)).toContain(me.email);
    // The file carries each applicant's own organisation type (the screen shows the spec's 'Non-Profit').
    expect(records.find((r) => r.email === me.email)?.org_type).toBe('State Government');
    // Every row of the first page is in the file.
    const tableEmails = await page.getByTestId('tracker-table-row').locator('[data-column="email"]').allTextContents();
    for (const email of tableEmails) expect(records.map((r) => r.email)).toContain(email);

    // Another course: the application to the FETP course is not listed, nor in its CSV.
    await loadingFrom(page, () => chooseCourse(page, FRONTLINE_TITLE));
    expect(new URL(page.url()).searchParams.get('course')).toMatch(/^\d+$/);
    expect(await page.getByTestId('tracker-table-row').filter({ hasText: me.email }).count()).toBe(0);
    const frontlineCount = await shownCount(page);
    if (frontlineCount === 0) {
      expect(await page.getByTestId('tracker-table-empty').textContent()).toBe('No data available in table');
      await screenshot(page, 'application-tracker-02-empty-course');
    }
    const [frontlineDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('tracker-download').click()]);
    const frontlineCsv = fs.readFileSync((await frontlineDownload.path())!, 'utf8');
    expect(frontlineCsv).not.toContain(me.email);
    expect(frontlineCsv.trim().split(/\r?\n/)).toHaveLength(1 + frontlineCount);

    // All courses again (perhaps from the cache): no pk, both courses' applications.
    await chooseCourse(page, 'All courses');
    expect(new URL(page.url()).searchParams.get('course')).toBeNull();
    await expect.poll(() => shownCount(page)).toBe(fetpCount + frontlineCount);
  });

  it('pages with more than ten applications', async () => {
    const { page } = await browser.open();
    await signIn(page, COORDINATOR);
    await openTracker(page);
    let count = await shownCount(page);
    // The seeded three plus the earlier tests' ones; top up to eleven so there is a page 2.
    for (; count < 11; count++) {
      await submitApplication(FETP_KEY, { first: 'Paging', last: `Person${count}`, email: `tracker-page-${Date.now()}-${count}@example.net` });
    }
    await page.reload();
    await page.getByTestId('tracker-table-row').first().waitFor();
    count = await shownCount(page);
    expect(await page.getByTestId('tracker-table-row').count()).toBe(10);
    const firstPage = await page.getByTestId('tracker-table-row').locator('[data-column="email"]').allTextContents();
    await loadingFrom(page, () => page.getByTestId('tracker-table-pagination').getByRole('button', { name: 'Page 2' }).click());
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    const secondPage = await page.getByTestId('tracker-table-row').locator('[data-column="email"]').allTextContents();
    expect(secondPage.length).toBe(Math.min(10, count - 10));
    for (const email of secondPage) expect(firstPage).not.toContain(email);
    expect(await page.getByTestId('tracker-table-pagination').textContent()).toContain(`Showing 11–${10 + secondPage.length} of ${count}`);
    await page.mouse.move(0, 0);
    await screenshot(page, 'application-tracker-03-page-2');
  });

  it('on a phone the table scrolls sideways inside its box, not the page', async () => {
    const { page } = await browser.open(PHONE);
    await signIn(page, COORDINATOR);
    await openTracker(page);
    await loadingFrom(page, () => chooseCourse(page, FETP_TITLE));
    const sizes = await page.evaluate(() => {
      const table = document.querySelector('[data-testid="tracker-table"] table')!;
      let box = table.parentElement!;
      while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement!;
      return {
        boxScroll: box.scrollWidth,
        boxWidth: box.clientWidth,
        pageScroll: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      };
    });
    expect(sizes.boxScroll).toBeGreaterThan(sizes.boxWidth);
    expect(sizes.pageScroll).toBeLessThanOrEqual(sizes.viewport);
    expect(await page.getByTestId('tracker-table-scroll-hint').textContent()).toBe('Swipe sideways to see every column');
    await screenshot(page, 'application-tracker-04-phone');
    await page.getByTestId('tracker-table').locator('table').evaluate((table) => {
      let box = table.parentElement!;
      while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement!;
      box.scrollLeft = box.scrollWidth;
    });
    await screenshot(page, 'application-tracker-05-phone-scrolled');

    // A course without applications: the empty text stays in view, centred in the box.
    await loadingFrom(page, () => chooseCourse(page, FRONTLINE_TITLE));
    if ((await shownCount(page)) === 0) {
      const empty = page.getByTestId('tracker-table-empty');
      expect(await empty.textContent()).toBe('No data available in table');
      const text = (await empty.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().toJSON();
      })) as DOMRect;
      expect(text.left).toBeGreaterThan(0);
      expect(text.right).toBeLessThan(390);
      expect(Math.abs((text.left + text.right) / 2 - 195)).toBeLessThan(20);
      await screenshot(page, 'application-tracker-06-phone-empty');
    }
  });

  it('refuses a mentee with the access-denied text', async () => {
    const { page } = await browser.open();
    await signIn(page, 'mentee2@example.org');
    await page.goto(url('/learn/application-tracker'));
    const denied = page.getByTestId('access-denied');
    await denied.waitFor();
    expect((await denied.textContent())?.trim()).toBe(ACCESS_DENIED);
    expect(await page.getByTestId('tracker-table').count()).toBe(0);
    expect(await page.getByTestId('user-menu-application_forms').count()).toBe(0);
    await screenshot(page, 'application-tracker-07-mentee-denied');
  });
});

describe('home page: DISCOVER NEW', () => {
  const browser = useBrowser();

  async function discover(page: Page) {
    const section = page.locator('section#discover');
    await section.getByTestId('admission-course').first().waitFor();
    return section;
  }

  it('lists the courses open for admission, each with an Apply link that opens the wizard', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/'));
    await page.getByTestId('header-logged-out').getByText('DISCOVER NEW', { exact: true }).first().click();
    const section = await discover(page);
    const cards = section.getByTestId('admission-course');
    const titles = await cards.locator('h3').allTextContents();
    expect(titles).toEqual(expect.arrayContaining([FETP_TITLE, FRONTLINE_TITLE]));
    // The short course is not open for admission.
    expect(titles).not.toContain('Outbreak Investigation Essentials');

    const fetp = cards.filter({ has: page.getByRole('heading', { name: FETP_TITLE }) });
    expect(await fetp.getByTestId('admission-course-hub').textContent()).toBe('Hub: National Centre for Disease Control');
    expect(await fetp.getByTestId('admission-course-dates').textContent()).toBe('Course dates: 06/01/2025 – 17/12/2027');
    const frontline = cards.filter({ has: page.getByRole('heading', { name: FRONTLINE_TITLE }) });
    expect(await frontline.getByTestId('admission-course-closes').textContent()).toMatch(/^Applications close on \d{2}\/\d{2}\/\d{4}$/);
    for (const [card, key] of [[fetp, FETP_KEY], [frontline, FRONTLINE_KEY]] as const) {
      const apply = card.getByRole('link', { name: /^Apply to / });
      expect(await apply.textContent()).toBe('Apply');
      expect(await apply.getAttribute('href')).toBe(`/learn/applicant?course_id=${encodeURIComponent(key)}`);
    }
    await waitForStable(section);
    // The full-page picture from the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'home-discover-01-desktop');

    // The SPA opens the wizard for that course (no full page load).
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await fetp.getByRole('link', { name: `Apply to ${FETP_TITLE}` }).click();
    await page.waitForURL((u) => u.pathname === '/learn/applicant' && u.searchParams.get('course_id') === FETP_KEY);
    expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    await page.getByText('FETP Course Admission Registration Form').first().waitFor();
  });

  it('on a phone: one course per row, and the thank-you notice after an application', async () => {
    const { page } = await browser.open(PHONE);
    await page.goto(url('/learn/?application=submitted'));
    const notice = page.getByTestId('application-submitted');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Thank you. Your application has been submitted.');
    await page.screenshot({ path: path.join(screenshotDir, 'home-discover-02-phone-submitted.png') });
    const section = await discover(page);
    const boxes = await section.getByTestId('admission-course').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await notice.getByRole('button', { name: 'Close' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    // The section keeps clear of the sticky header (scroll-margin-top), as the DISCOVER NEW link takes it.
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(300);
    // What a phone shows there (a full-page picture would draw the sticky header mid-page).
    await page.screenshot({ path: path.join(screenshotDir, 'home-discover-03-phone.png') });
  });
});
