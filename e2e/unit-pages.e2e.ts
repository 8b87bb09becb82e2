import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { seriousFindings } from './axe';
import { screenshot, signIn, url, useBrowser, waitForStable } from './support';

/**
 * A demo unit's page on the portal (issue 30 §3): the officer opens a unit from the MODULES tab, the
 * portal shows its text (no outside host that does not exist), and Mark as done is there at once.
 * Account: mentee 4 (Sanjay), who has done no unit of the FETP course in the demo.
 */

const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const MODULE = 'Outbreak investigation steps';
const UNIT = 'Case definitions and line lists';
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a unit’s page on the portal', () => {
  const browser = useBrowser();

  it('opens a demo unit from the MODULES tab, shows its text, and marks it done there; the list agrees', async () => {
    const { page, context } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[3]!);
    await page.goto(url('/learn/dashboard'));
    await page.getByTestId('course-card').filter({ hasText: FETP_TITLE }).getByRole('link').first().click();
    await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
    await page.getByRole('tab', { name: 'MODULES' }).click();
    const list = page.getByTestId('module-list');
    await list.waitFor();
    const module = list.getByTestId('module-item').filter({ hasText: MODULE });
    await module.getByRole('button', { name: new RegExp(MODULE) }).click();
    const units = module.getByTestId('units-table');
    await units.waitFor();
    const link = units.getByRole('link', { name: new RegExp(UNIT) });
    expect(await link.getAttribute('href')).toMatch(/^\/learn\/menteemodules\/\d+\/\d+\/units\/\d+\/$/);

    // The unit opens in a new tab, on the portal's own page, with its text.
    const opened = context.waitForEvent('page');
    await link.click();
    const unitPage = await opened;
    await unitPage.getByTestId('unit-content').waitFor({ timeout: 60_000 });
    expect(unitPage.url()).toMatch(/\/learn\/menteemodules\/\d+\/\d+\/units\/\d+\/$/);
    expect(await unitPage.getByRole('heading', { level: 1 }).innerText()).toBe(UNIT);
    expect(await unitPage.getByTestId('unit-content').innerText()).toContain('A line list has one row per case');
    expect(await unitPage.getByText(`Module: ${MODULE}`).count()).toBe(1);
    expect(await unitPage.getByTestId('unit-page-status').innerText()).toBe('Status: Pending');
    await waitForStable(unitPage.getByTestId('unit-content'));
    expect(await seriousFindings(unitPage)).toEqual([]);
    await screenshot(unitPage, 'unit-page-01-read');

    // Reading it was opening it: Mark as done is offered at once, and marks it done.
    await unitPage.getByRole('button', { name: `Mark as done: ${UNIT}` }).click();
    await expect.poll(() => unitPage.getByTestId('unit-page-status').innerText(), { timeout: 30_000 }).toBe('Status: done');
    expect(await unitPage.getByRole('button', { name: `Mark as done: ${UNIT}` }).count()).toBe(0);

    // At 360 px the page fits and stays axe-clean.
    await unitPage.setViewportSize({ width: 360, height: 780 });
    await waitForStable(unitPage.getByTestId('unit-content'));
    expect(await fitsWidth(unitPage)).toBe(true);
    expect(await seriousFindings(unitPage)).toEqual([]);
    await screenshot(unitPage, 'unit-page-02-phone');

    // Back in the first tab, the module list shows the unit done once it reloads.
    await page.reload();
    await page.getByRole('tab', { name: 'MODULES' }).click();
    const again = page.getByTestId('module-list').getByTestId('module-item').filter({ hasText: MODULE });
    await again.getByRole('button', { name: new RegExp(MODULE) }).click();
    await expect.poll(() => again.getByTestId('units-table').getByRole('row').filter({ hasText: UNIT }).getByTestId('unit-status').innerText(), { timeout: 30_000 })
      .toBe('done');

    // The back link leads to the officer's module page.
    await unitPage.getByTestId('unit-back').click();
    await unitPage.getByTestId('module-list').waitFor({ timeout: 60_000 });
    expect(unitPage.url()).toMatch(/\/learn\/menteemodules\/\d+\/\d+\/$/);
  });
});
