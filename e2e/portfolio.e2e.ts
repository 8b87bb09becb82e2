import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { actualTexts } from '../apps/server/test/pdf-text';
import { checkScreen } from './axe';
import { signIn, url, useBrowser } from './support';

/**
 * The officer portfolio (issue 31): Download portfolio on the officer's course page and on the
 * mentee details page saves the officer's PDF. Account: the demo's Cohort 2026 officer with a
 * Marathi name in Devanagari (seed/demo-cohorts.ts), and the course's coordinator. The coordinator
 * dashboard's Download portfolios (ZIP) makes the selected cohort's ZIP through the job queue.
 */

const OFFICER = 'priyanka.kshirsagar@officers.fetp-demo.org';
const NAME = 'प्रियंका क्षीरसागर';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';


/** Clicks Download portfolio and answers the saved file's name and bytes. */
async function downloadPortfolio(page: Page): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('portfolio-download').click()]);
  return { name: download.suggestedFilename(), pdf: fs.readFileSync((await download.path())!) };
}

async function expectPortfolio(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(actualTexts(pdf)).toContain(NAME);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  for (const part of ['Officer Portfolio', 'Profile Summary', FETP_TITLE, 'Cohort 2026', 'Project CALs', 'Modules Completed', 'Graduation']) expect(text).toContain(part);
}

describe('officer portfolio', () => {
  const browser = useBrowser();

  it('the officer and the course’s coordinator download the officer’s portfolio PDF; the pages stay axe clean', async () => {
    const { page } = await browser.open();
    await signIn(page, OFFICER);
    await page.goto(url('/learn/dashboard'));
    await page.getByTestId('course-card').filter({ hasText: FETP_TITLE }).getByRole('link').first().click();
    await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
    await expect.poll(() => page.getByTestId('cal-banner').innerText()).toContain(NAME);
    // The pointer left where the last click was could sit over the button at 360 px: axe would judge its hover colours.
    await page.mouse.move(0, 0);
    await checkScreen(page, 'portfolio-officer-course-page', page.getByTestId('portfolio-download'));
    const mine = await downloadPortfolio(page);
    const [, menteeId, courseId] = /^portfolio-(\d+)-(\d+)\.pdf$/.exec(mine.name) ?? [];
    expect(menteeId, mine.name).toBeTruthy();
    await expectPortfolio(mine.pdf);

    const coordinator = (await browser.open()).page;
    await signIn(coordinator, DEMO_ACCOUNTS.coordinator);
    await coordinator.goto(url(`/learn/cal/mentee/${menteeId}/details/?course=${courseId}`));
    await expect.poll(() => coordinator.getByTestId('cal-banner').innerText()).toContain(NAME);
    await coordinator.mouse.move(0, 0);
    await checkScreen(coordinator, 'portfolio-mentee-details', coordinator.getByTestId('portfolio-download'));
    const theirs = await downloadPortfolio(coordinator);
    expect(theirs.name).toBe(mine.name);
    await expectPortfolio(theirs.pdf);
  });

  it('the coordinator starts the selected cohort’s portfolio ZIP on the dashboard; it is listed, opens, and holds a PDF per officer', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);
    await page.goto(url('/learn/cal/coordinator/dashboard/'));
    const section = page.getByTestId('portfolio-zip');
    await section.waitFor();
    await section.getByTestId('report-file').first().or(section.getByText('No portfolio ZIP has been generated for this cohort yet.')).waitFor();
    const before = await section.getByTestId('report-file-link').count();
    await page.getByTestId('portfolio-zip-start').click();
    await page.getByTestId('portfolio-zip-started').waitFor();
    // Listed at once as being made; the list refreshes by itself every 30 s, and shows the link once the job wrote it.
    await expect.poll(() => section.getByTestId('report-file-link').count(), { timeout: 60_000, interval: 1000 }).toBeGreaterThan(before);
    await page.mouse.move(0, 0);
    await checkScreen(page, 'portfolio-zip-dashboard', section);
    const link = section.getByTestId('report-file-link').first();
    const name = (await link.innerText()).trim();
    expect(name).toMatch(/^portfolios-.+-\d{4}-\d{2}-\d{2}\.zip$/);
    // The link in a plain browser tab: it downloads the ZIP under its name.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
    const entries = Object.keys(zip.files);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatch(/^portfolio-\d+-\d+\.pdf$/);
      expect((await zip.file(entry)!.async('nodebuffer')).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
