import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { signIn, url, useBrowser } from './support';

/**
 * The form editor (issue 32): the demo administrator opens the FETP course's forms from its
 * settings, adds a field to the field projects' registration form and saves it as a new version;
 * an officer registering an Outbreak Investigation then finds the field in their form. Axe-clean,
 * no sideways scroll at 360 px.
 */

const ADMIN = 'admin@example.org';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';

async function openFetpCourse(page: Page) {
  await page.goto(url('/learn/dashboard'), { waitUntil: 'load' });
  const card = page.getByTestId('course-card').filter({ hasText: FETP_TITLE });
  await card.getByRole('link').first().click();
  await page.waitForURL(/\/learn\/courses\/\d+\/cal\/$/);
  await page.getByTestId('cal-tracker').waitFor();
}

describe('form editor', () => {
  const browser = useBrowser();

  it('an administrator adds a field to a registration form; the officer’s form shows it', async () => {
    const admin = await browser.open();
    await signIn(admin.page, ADMIN);
    await admin.page.waitForURL((u) => u.pathname === '/learn/admin/');
    await admin.page.goto(url('/learn/admin/courses/'), { waitUntil: 'load' });
    await admin.page.getByRole('link', { name: new RegExp(`Open ${FETP_TITLE}`) }).click();
    await admin.page.getByTestId('course-forms-link').click();
    await admin.page.waitForURL((u) => /^\/learn\/admin\/courses\/\d+\/forms\/$/.test(u.pathname));
    const table = admin.page.getByTestId('forms-table');
    await table.getByRole('row').nth(1).waitFor();
    await checkScreen(admin.page, 'admin-course-forms', table);

    await admin.page.getByTestId('open-form-project-registration').click();
    const editor = admin.page.getByTestId('form-editor');
    await editor.waitFor();
    const preview = editor.getByTestId('form-preview');
    await preview.getByTestId('dynamic-form').waitFor();
    await editor.getByTestId('add-field').click();
    const label = `Ethics committee reference ${Date.now().toString(36)}`;
    const added = editor.locator('[data-testid^="field-"]').last();
    await added.getByRole('textbox', { name: 'Label', exact: false }).first().fill(label);
    await added.getByRole('textbox', { name: /^Field name/ }).fill('ethics_reference');
    await preview.getByText(label).waitFor();
    await checkScreen(admin.page, 'admin-form-editor', editor);
    await editor.getByTestId('save-form').click();
    await editor.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ has: admin.page.getByTestId('open-form-project-registration') });
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('2');

    // An officer opens the registration of an Outbreak Investigation: the new field is there.
    const officer = await browser.open();
    await signIn(officer.page, DEMO_ACCOUNTS.mentees[3]!);
    await openFetpCourse(officer.page);
    await officer.page.getByTestId('cal-section-project').getByRole('button', { name: /Outbreak Investigation/ }).click();
    const modal = officer.page.getByTestId('register-sub-cal-modal');
    await modal.getByTestId('dynamic-form').waitFor();
    await modal.getByText(label).waitFor();
  });
});
