import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { signIn, url, useBrowser } from './support';

/**
 * Content Management (issue 32): an administrator adds a disease to an option list, which the
 * profile form then offers; a coordinator adds a module and a unit to their course, which the
 * officer then sees in MODULES. Axe-clean, no sideways scroll at 360 px.
 */

const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';

/** A signed-in call of the page's own user (bearer token from the page's storage). */
async function apiAsPage(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async ({ path, key }) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
    const res = await fetch(path, { cache: 'no-store', headers: { authorization: `Bearer ${stored.access_token ?? ''}` } });
    return res.json();
  }, { path, key: STORAGE_KEYS.accessToken });
}

describe('Content Management: option lists, modules and units', () => {
  const browser = useBrowser();

  it('an administrator adds a disease that the profile form then offers, and retires it after confirming', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.administrator);
    await page.goto(url('/learn/admin/'), { waitUntil: 'load' });
    await page.getByRole('link', { name: /Option lists/ }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Option lists' }).waitFor();
    await page.getByTestId('option-items-table').getByRole('row').nth(1).waitFor();
    await page.getByTestId('option-list-choice').selectOption('diseasesJobisAddressingOptions');
    const table = page.getByTestId('option-items-table');
    await table.getByText('Tuberculosis', { exact: true }).first().waitFor();

    const disease = `Antimicrobial resistance ${Date.now().toString(36)}`;
    await page.getByTestId('add-option-item').click();
    const form = page.getByTestId('option-item-form');
    await form.getByRole('textbox', { name: 'Label' }).fill(disease);
    await page.getByTestId('option-item-save').click();
    await form.waitFor({ state: 'detached' });
    await table.getByText(disease, { exact: true }).first().waitFor();
    await checkScreen(page, 'admin-option-lists', table);

    // The profile form's disease choices now offer it.
    const mentor = await browser.open();
    await signIn(mentor.page, DEMO_ACCOUNTS.mentors[0]!);
    const offered = async () => {
      const answer = await apiAsPage(mentor.page, '/api/v1/mentor/profile/') as { options: { diseasesJobisAddressingOptions: Array<{ label: string }> } };
      return answer.options.diseasesJobisAddressingOptions.map((o) => o.label);
    };
    expect(await offered()).toContain(disease);

    // Retired after confirming: no longer offered, still listed as retired.
    await page.getByRole('button', { name: `Retire ${disease}` }).click();
    await page.getByTestId('retire-confirm-button').click();
    await table.getByRole('row').filter({ hasText: disease }).getByText('Retired').waitFor();
    await expect.poll(offered).not.toContain(disease);
  });

  it('a coordinator adds a module and a unit to their course, which the officer sees in MODULES', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.coordinator);
    await page.goto(url('/learn/admin/courses/'), { waitUntil: 'load' });
    await page.getByTestId('courses-table').getByRole('link', { name: `Open ${FETP_TITLE}` }).click();
    await page.waitForURL((u) => /^\/learn\/admin\/courses\/\d+\/$/.test(u.pathname));
    const courseId = /\/admin\/courses\/(\d+)\//.exec(page.url())![1];
    const section = page.getByTestId('course-modules');
    await section.getByTestId('module-card').first().waitFor();

    const moduleName = `One Health ${Date.now().toString(36)}`;
    await page.getByTestId('add-module').click();
    const moduleForm = page.getByTestId('module-form-modal');
    await moduleForm.getByRole('textbox', { name: 'Name' }).fill(moduleName);
    await page.getByTestId('module-save').click();
    await moduleForm.waitFor({ state: 'detached' });
    const card = section.getByTestId('module-card').filter({ hasText: moduleName });
    await card.waitFor();
    await card.getByTestId('add-unit').click();
    const unitForm = page.getByTestId('unit-form');
    await unitForm.getByRole('textbox', { name: 'Title' }).fill('Zoonotic spillover');
    await unitForm.getByRole('textbox', { name: 'Link' }).fill('https://www.who.int/health-topics/one-health');
    await unitForm.getByRole('textbox', { name: 'Facilitator' }).fill('Dr. Meera Iyer');
    await unitForm.getByRole('textbox', { name: /Duration/ }).fill('60');
    await page.getByTestId('unit-save').click();
    await unitForm.waitFor({ state: 'detached' });
    await card.getByText('Zoonotic spillover').waitFor();
    await checkScreen(page, 'admin-course-modules', section);

    // The officer's MODULES page lists the new module with its unit.
    const officer = await browser.open();
    await signIn(officer.page, DEMO_ACCOUNTS.mentees[0]!);
    const officerId = await officer.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userId);
    await officer.page.goto(url(`/learn/menteemodules/${officerId}/${courseId}/`), { waitUntil: 'load' });
    const item = officer.page.getByTestId('module-item').filter({ hasText: moduleName });
    await item.waitFor();
    await item.getByRole('button', { name: new RegExp(moduleName) }).click();
    await item.getByText('Zoonotic spillover').waitFor();
  });
});
