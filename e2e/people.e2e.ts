import { describe, expect, it } from 'vitest';
import { checkScreen } from './axe';
import { signIn, url, useBrowser } from './support';

/**
 * People (issue 32): the demo administrator creates a person, gives them the Mentee role's
 * standing by enrolling them, assigns a mentor, grants a role, then deactivates them after a
 * confirmation; a coordinator sees only their courses' people and no New person button.
 * Axe-clean, no sideways scroll at 360 px.
 */

const ADMIN = 'admin@example.org';
const COORDINATOR = 'coordinator@example.org';

describe('People', () => {
  const browser = useBrowser();

  it('an administrator creates a person, enrols them, assigns a mentor, grants a role and deactivates them', async () => {
    const { page } = await browser.open();
    await signIn(page, ADMIN);
    await page.waitForURL((u) => u.pathname === '/learn/admin/');
    await page.goto(url('/learn/admin/people/'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await page.getByTestId('people-table').getByRole('row').nth(1).waitFor();
    await checkScreen(page, 'admin-people', page.getByTestId('people-table'));

    const stamp = Date.now().toString(36);
    const email = `nadia.${stamp}@example.org`;
    await page.getByTestId('new-person').click();
    const form = page.getByTestId('new-person-form');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Nadia');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(`Haddad ${stamp}`);
    await page.getByTestId('new-person-save').click();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('people-search').fill(email);
    await page.getByTestId('people-apply').click();
    await page.getByTestId('people-table').getByRole('link', { name: `Nadia Haddad ${stamp}` }).click();
    await page.waitForURL((u) => /^\/learn\/admin\/people\/\d+\/$/.test(u.pathname));
    await page.getByTestId('person-name').waitFor();

    // Enrol in the first cohort offered; the enrolment appears with its mentor places.
    const cohort = page.getByTestId('enrol-cohort');
    await expect.poll(() => cohort.locator('option').count()).toBeGreaterThan(1);
    await cohort.selectOption({ index: 1 });
    await page.getByTestId('enrol-submit').click();
    const enrolment = page.locator('[data-testid^="enrolment-"]').first();
    await enrolment.waitFor();

    // Mentor 1.
    const mentor = enrolment.locator('select[data-testid^="mentor-"]');
    await expect.poll(() => mentor.locator('option').count()).toBeGreaterThan(1);
    await mentor.selectOption({ index: 1 });
    await enrolment.locator('button[data-testid^="assign-"]').click();
    await enrolment.getByRole('button', { name: 'Make supervisor' }).or(enrolment.getByText('(Supervisor)')).first().waitFor();

    // A role.
    await page.getByTestId('grant-role').selectOption('Mentor');
    await page.getByTestId('grant-submit').click();
    await page.getByTestId('person-role-list').getByText('Mentor', { exact: true }).waitFor();
    await checkScreen(page, 'admin-person', page.getByTestId('person-name'));

    // Deactivate, after confirming.
    await page.getByTestId('person-deactivate').click();
    await page.getByTestId('person-confirm').click();
    await page.getByTestId('person-deactivated').waitFor();
    await page.getByTestId('person-reactivate').waitFor();
  });

  it('a coordinator sees their courses’ people only, and cannot create people', async () => {
    const { page } = await browser.open();
    await signIn(page, COORDINATOR);
    await page.goto(url('/learn/admin/people/'), { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
    await page.getByTestId('people-table').getByRole('row').nth(1).waitFor();
    expect(await page.getByTestId('new-person').count()).toBe(0);
    // The administrator is in no course of theirs.
    await page.getByTestId('people-search').fill(ADMIN);
    await page.getByTestId('people-apply').click();
    await page.getByTestId('people-table').getByText('No one matches.').waitFor();
    await checkScreen(page, 'coordinator-people', page.getByTestId('people-table'));
  });
});
