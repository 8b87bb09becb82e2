import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { seriousFindings } from './axe';
import { clickUntilSent, screenshot, signIn, url, useBrowser, waitForStable } from './support';

/**
 * The milestone chat, live between two browsers, and the modules (001 §2.3, §2.8; issue 14).
 * Accounts: mentee 2 (Meera Iyer) and her mentor 1 (Vikram Singh, mentor 2 of the demo) in the chat
 * of her SSE-1's second milestone; mentee 8 (Neha Kulkarni) marks units done.
 */

const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const NARROW = { width: 360, height: 780 };
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openFetpCourse(page: Page) {
  await page.goto(url('/learn/dashboard'));
  await page.getByTestId('course-card').filter({ hasText: FETP_TITLE }).getByRole('link').first().click();
  await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
  await page.getByTestId('cal-tracker').waitFor();
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('notification-badge');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};

describe('milestone chat and modules', () => {
  const browser = useBrowser();

  it('shows a mentee and her mentor each other’s messages live, with a file, and the empty states', async () => {
    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[1]!);
    await openFetpCourse(mentee.page);
    await mentee.page.getByTestId('cal-section-project').getByRole('tab', { name: 'SSE' }).click();
    await mentee.page.getByTestId('cal-section-project').getByRole('button', { name: /SSE-1/ }).click();
    const row = mentee.page.getByTestId('milestone-table').getByTestId('milestone-table-row').nth(1);
    const href = await row.getByTestId('milestone-chat-link').getAttribute('href');
    expect(href).toMatch(/\/learn\/courses\/milestone\/\d+\/chat\/\?cuc=/);

    await mentee.page.goto(url(href!));
    await mentee.page.getByTestId('chat-names').waitFor();
    expect(await mentee.page.getByTestId('chat-names').innerText()).toContain('Surveillance System Evaluation');
    await expect.poll(() => mentee.page.getByTestId('chat-empty').innerText()).toBe('No Chat Found');
    await mentee.page.getByRole('tab', { name: 'Files' }).click();
    await expect.poll(() => mentee.page.getByText('No files found.').count()).toBe(1);
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await mentee.page.getByRole('tab', { name: 'Chat' }).click();

    const mentor = await browser.open();
    await signIn(mentor.page, DEMO_ACCOUNTS.mentors[1]!);
    const mentorBadge = await badgeCount(mentor.page);
    await mentor.page.goto(url(href!));
    await mentor.page.getByTestId('chat-form').waitFor();
    // Each page has its live stream open before anything is sent.
    await mentee.page.waitForTimeout(500);

    // The mentee sends text and a file; the mentor sees it without reloading, and her bell rings.
    const form = mentee.page.getByTestId('chat-form');
    await form.getByRole('textbox', { name: 'Message' }).fill('The evaluation protocol is attached.');
    await form.locator('input[type="file"]').setInputFiles({ name: 'protocol.txt', mimeType: 'text/plain', buffer: Buffer.from('Attributes: simplicity, timeliness, data quality.\n') });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => form.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
    const sentAt = Date.now();
    await expect.poll(() => mentor.page.getByTestId('chat-message').filter({ hasText: 'The evaluation protocol is attached.' }).count()).toBe(1);
    const reachedMentorMs = Date.now() - sentAt;
    expect(reachedMentorMs).toBeLessThan(3000);
    expect(await mentor.page.getByTestId('chat-message').first().getAttribute('data-own')).toBe('false');
    await expect.poll(() => badgeCount(mentor.page)).toBe(mentorBadge + 1);

    // The mentor answers with Enter; Shift+Enter made a new line first.
    const input = mentor.page.getByTestId('chat-form').getByRole('textbox', { name: 'Message' });
    await input.click();
    await input.pressSequentially('Thank you.');
    await input.press('Shift+Enter');
    await input.pressSequentially('Please add the data quality checks.');
    await input.press('Enter');
    await expect.poll(() => mentee.page.getByTestId('chat-message').filter({ hasText: 'Please add the data quality checks.' }).count()).toBe(1);
    expect(await mentee.page.getByTestId('chat-message').last().getByTestId('chat-text').innerText()).toMatch(/^Thank you\.\n+Please add the data quality checks\.$/);
    await waitForStable(mentee.page.getByTestId('chat-log'));
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await screenshot(mentee.page, 'chat-01-mentee');
    await screenshot(mentor.page, 'chat-02-mentor');

    // The file is in the Files tab of both.
    await mentor.page.getByRole('tab', { name: 'Files' }).click();
    await expect.poll(() => mentor.page.getByTestId('chat-files').innerText()).toContain('protocol.txt');
    expect(await seriousFindings(mentor.page)).toEqual([]);

    await mentee.page.setViewportSize(NARROW);
    await waitForStable(mentee.page.getByTestId('chat-log'));
    expect(await fitsWidth(mentee.page)).toBe(true);
    expect(await seriousFindings(mentee.page)).toEqual([]);
    await screenshot(mentee.page, 'chat-03-mentee-phone');
  });

  it('turns a module’s tick green once the officer has opened and marked its last unit done', async () => {
    const { page, context } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[7]!);
    await openFetpCourse(page);
    await page.getByRole('tab', { name: 'MODULES' }).click();
    const list = page.getByTestId('module-list');
    await list.waitFor();
    const module = list.getByTestId('module-item').filter({ hasText: 'Laboratory in outbreak response' });
    await module.getByRole('button', { name: /Laboratory in outbreak response/ }).click();
    const units = module.getByTestId('units-table');
    await units.waitFor();
    expect((await units.locator('th').allInnerTexts()).map((h) => h.trim())).toEqual(['Date', 'Time', 'Units', 'Facilitator', 'Status']);
    expect(await module.getByTestId('module-tick').getAttribute('aria-label')).toBe('Units pending');
    expect(await units.getByRole('button', { name: /Mark as done/ }).count()).toBe(0);

    for (const title of ['Collecting, packing and shipping specimens', 'Interpreting laboratory results']) {
      // Opening the unit (a new tab) is what lets the officer mark it done.
      const opened = context.waitForEvent('page');
      await units.getByRole('link', { name: new RegExp(title) }).click();
      await (await opened).close();
      const mark = units.getByRole('button', { name: `Mark as done: ${title}` });
      await mark.waitFor();
      await clickUntilSent(page, mark, (request) => request.method() === 'POST' && /\/units\/\d+\/status\/$/.test(new URL(request.url()).pathname));
      await expect.poll(() => units.getByRole('row').filter({ hasText: title }).getByTestId('unit-status').innerText()).toBe('done');
    }
    await expect.poll(() => module.getByTestId('module-tick').getAttribute('aria-label')).toBe('All units done');
    await waitForStable(list);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'modules-01-tick-green');

    await page.setViewportSize(NARROW);
    await waitForStable(list);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'modules-02-phone');

    // The coordinator opens the officer's module list and marks a unit pending again (a correction).
    const courseId = /\/courses\/(\d+)\/cal\//.exec(page.url())?.[1];
    const officerId = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId);
    const coordinator = await browser.open();
    await signIn(coordinator.page, DEMO_ACCOUNTS.coordinator);
    await coordinator.page.goto(url(`/learn/menteemodules/${officerId}/${courseId}/`));
    const theirs = coordinator.page.getByTestId('module-item').filter({ hasText: 'Laboratory in outbreak response' });
    await theirs.waitFor();
    await theirs.getByRole('button', { name: /Laboratory in outbreak response/ }).click();
    const undo = theirs.getByRole('button', { name: 'Mark as pending: Interpreting laboratory results' });
    // Its status change must go out (a click on the panel still opening was once lost: CI, 28 Nov).
    await clickUntilSent(coordinator.page, undo, (request) => request.method() === 'POST' && /\/units\/\d+\/status\/$/.test(new URL(request.url()).pathname));
    await expect.poll(() => theirs.getByTestId('module-tick').getAttribute('aria-label')).toBe('Units pending');
    await waitForStable(coordinator.page.getByTestId('module-list'));
    expect(await seriousFindings(coordinator.page)).toEqual([]);
    await screenshot(coordinator.page, 'modules-03-coordinator');
  });
});
