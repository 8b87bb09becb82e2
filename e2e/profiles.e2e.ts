import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_API, PROFILE_API, PROFILE_MESSAGES, SHELL_API, type ProfileAnswer } from '@fetp/contract';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo';
import { checkScreen } from './axe';
import { signIn, storedToken, url, useBrowser } from './support';

/**
 * Profiles (002 §2.8) and Account Settings against the demo programme: mentee 5 (Rohan Gupta)
 * belongs to the WHO Country Office hub (variant B, who-mentee-profile), mentor 1 (Priya Nair)
 * fills the mentor form and mentors mentee 1 (Arjun Rao). Every demo profile is already saved,
 * so each page opens on the read-only cards.
 */

const answerOf = (path: string, method = 'GET') => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === method;

/** Chooses an option of a Mantine Select by the field's label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.click();
  const id = await page.getByRole('listbox').last().getAttribute('id');
  const listbox = page.locator(`[role="listbox"][id="${id}"]`);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** Types a DD/MM/YYYY date into a profile date field and leaves it. */
async function typeDate(scope: Locator, testId: string, date: string) {
  const field = scope.getByTestId(testId);
  await field.click();
  await field.fill(date);
  await field.press('Tab');
  // The field keeps what was typed once it is left (an invalid date would empty it).
  await expect.poll(() => field.inputValue()).toBe(date);
}

/** The count of `text` in a row list, or, while it is not there, the row form's messages (a failed Add says why). */
async function rowOrMessages(list: Locator, text: string): Promise<number | string[]> {
  const count = await list.getByText(text).count();
  if (count > 0) return count;
  return list.locator('.mantine-InputWrapper-error, [role="alert"]').allInnerTexts();
}

async function openFromUserMenu(page: Page, key: string) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId(`user-menu-${key}`).click();
}

describe('profiles', () => {
  const browser = useBrowser();

  it('a mentee fills variant B with a PG degree and a hardship row, saves, and finds them kept after a reload', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[4]!);
    const first = page.waitForResponse(answerOf(PROFILE_API.myProfile.path));
    await openFromUserMenu(page, 'profile');
    await page.waitForURL((u) => u.pathname === '/learn/ask/profile/details/');
    const before = (await (await first).json()) as ProfileAnswer;
    expect(before.data.template_name).toBe('who-mentee-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('MY PROFILE');
    await page.getByText('Kindly fill in the following details. These will reflect on you profile which will be visible for your mentors and colleagues.').waitFor();
    await page.getByTestId('profile-cards').waitFor();
    await checkScreen(page, 'profile-cards-variant-b', page.getByTestId('profile-cards'));

    await page.getByTestId('profile-edit').click();
    const form = page.getByTestId('profile-form-who-mentee-profile');
    await form.waitFor();
    const pgRows = (before.data.values.pg_degrees as unknown[]).length;
    const hardshipRows = (before.data.values.hardship_details as unknown[]).length;

    // A postgraduate degree.
    const pg = form.getByTestId('profile-list-pg_degrees');
    await choose(page, pg, 'Degree Name', 'MSc Biostatistics');
    await pg.getByRole('textbox', { name: 'Passing Year' }).fill('2022');
    await pg.getByRole('textbox', { name: 'Institute Name' }).fill('Christian Medical College Vellore');
    await pg.getByRole('textbox', { name: 'University Name' }).fill('The Tamil Nadu Dr. M.G.R. Medical University');
    await pg.getByRole('button', { name: 'Add Degree' }).click();
    await expect.poll(() => rowOrMessages(pg, 'Christian Medical College Vellore')).toBe(1);

    // A hardship posting: choosing the district sets its state.
    const hardship = form.getByTestId('profile-list-hardship_details');
    await hardship.getByRole('textbox', { name: 'Organization' }).fill('Community Health Centre Dhubri');
    await hardship.getByRole('textbox', { name: 'Designation' }).fill('Medical Officer');
    await hardship.getByRole('textbox', { name: 'Location' }).fill('Dhubri');
    await choose(page, hardship, 'District', 'Cachar');
    await expect.poll(() => hardship.getByRole('textbox', { name: 'State' }).inputValue()).toBe('Assam');
    await typeDate(hardship, 'profile-date-workExperienceTimePeriodStartDate', '01/03/2014');
    await typeDate(hardship, 'profile-date-workExperienceTimePeriodEndDate', '31/03/2016');
    await hardship.getByRole('button', { name: 'Add Hardship Detail' }).click();
    await expect.poll(() => rowOrMessages(hardship, 'Community Health Centre Dhubri')).toBe(1);
    await checkScreen(page, 'profile-form-variant-b', form);

    const saved = page.waitForResponse(answerOf(PROFILE_API.saveVariantB.path, 'POST'));
    await page.getByTestId('profile-submit').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().headers()['content-type']).toContain('multipart/form-data');
    await page.getByTestId('profile-cards').waitFor();

    const reloaded = page.waitForResponse(answerOf(PROFILE_API.myProfile.path));
    await page.reload({ waitUntil: 'load' });
    const after = (await (await reloaded).json()) as ProfileAnswer;
    expect((after.data.values.pg_degrees as unknown[]).length).toBe(pgRows + 1);
    expect((after.data.values.hardship_details as unknown[]).length).toBe(hardshipRows + 1);
    await page.getByTestId('profile-cards').getByText('Christian Medical College Vellore').waitFor();
    await page.getByTestId('profile-cards').getByText('Community Health Centre Dhubri').waitFor();
  });

  it('a mentor edits a degree of the mentor form (the button reads Update Degree) and saves it', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentors[0]!);
    const first = page.waitForResponse(answerOf(PROFILE_API.myProfile.path));
    await page.goto(url('/learn/ask/profile/details/'), { waitUntil: 'load' });
    const before = (await (await first).json()) as ProfileAnswer;
    expect(before.data.template_name).toBe('mentor-profile-details');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('MENTOR PROFILE');

    await page.getByTestId('profile-edit').click();
    const form = page.getByTestId('profile-form-mentor-profile-details');
    await form.waitFor();
    const pg = form.getByTestId('profile-list-pg_degrees');
    await pg.getByRole('button', { name: 'Edit row 1' }).click();
    const update = pg.getByRole('button', { name: 'Update Degree' });
    await update.waitFor();
    expect(await pg.getByRole('button', { name: 'Add Degree' }).count()).toBe(0);
    const institute = pg.getByRole('textbox', { name: 'Institute Name' });
    await institute.fill('National Institute of Epidemiology, Chennai');
    await update.click();
    await pg.getByRole('button', { name: 'Add Degree' }).waitFor();
    await checkScreen(page, 'profile-form-mentor', form);

    const saved = page.waitForResponse(answerOf(PROFILE_API.saveMentorProfile.path, 'POST'));
    // After a save the page loads the profile again; that answer must come before the reload, or
    // the reload's wait below would take it (a page gone, its body with it).
    const refetched = page.waitForResponse(answerOf(PROFILE_API.myProfile.path));
    await page.getByTestId('profile-submit').click();
    expect((await saved).status()).toBe(200);
    expect((await refetched).status()).toBe(200);
    await page.getByTestId('profile-cards').waitFor();
    const reloaded = page.waitForResponse(answerOf(PROFILE_API.myProfile.path));
    await page.reload({ waitUntil: 'load' });
    const after = (await (await reloaded).json()) as ProfileAnswer;
    const degrees = after.data.values.pg_degrees as Array<Record<string, string>>;
    expect(degrees[0]!.pgDegreeInstituteName).toBe('National Institute of Epidemiology, Chennai');
    expect(degrees.length).toBe((before.data.values.pg_degrees as unknown[]).length);
  });

  it('a mentor opens a mentee’s profile from the dashboard, read-only; a mentee is refused another’s', async () => {
    const { page, context } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentors[0]!);
    await page.goto(url('/learn/cal/mentor/dashboard/'), { waitUntil: 'load' });
    const link = page.getByTestId('mentee-profile').filter({ hasText: 'Arjun Rao' });
    await link.waitFor({ timeout: 15_000 });
    const opened = context.waitForEvent('page');
    await link.click();
    const profile = await opened;
    await profile.waitForLoadState('load');
    await expect.poll(() => profile.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe("Arjun Rao's Profile");
    await profile.getByTestId('profile-cards').waitFor();
    expect(await profile.getByTestId('profile-edit').count()).toBe(0);
    expect(await profile.getByTestId('profile-submit').count()).toBe(0);
    await checkScreen(profile, 'mentee-profile', profile.getByTestId('profile-cards'));

    // The officer's id is in the address: opening another officer's profile from the dashboard
    // (which stores that id) and reloading Arjun's tab still shows Arjun.
    expect(new URL(profile.url()).searchParams.get('user_id')).toMatch(/^\d+$/);
    const other = page.getByTestId('mentee-profile').filter({ hasNotText: 'Arjun Rao' }).first();
    const otherName = (await other.innerText()).trim();
    const secondOpened = context.waitForEvent('page');
    await other.click();
    const second = await secondOpened;
    await expect.poll(() => second.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(`${otherName}'s Profile`);
    await profile.reload({ waitUntil: 'load' });
    await expect.poll(() => profile.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe("Arjun Rao's Profile");

    // A mentee trying another officer's id is refused by the server.
    const mentee = await browser.open();
    await signIn(mentee.page, DEMO_ACCOUNTS.mentees[0]!);
    const token = await storedToken(mentee.page);
    const header = await mentee.page.request.get(url(SHELL_API.userDropdown.path), { headers: { Authorization: `Bearer ${token}` } });
    const ownId = ((await header.json()) as { header_data: { user_id: number } }).header_data.user_id;
    const refused = mentee.page.waitForResponse(answerOf(PROFILE_API.menteeProfile.path));
    await mentee.page.goto(url(`/learn/ask/mentee/profile/details/?user_id=${ownId + 1}`), { waitUntil: 'load' });
    expect((await refused).status()).toBe(403);
    await mentee.page.getByTestId('mentee-profile-refused').getByText(PROFILE_MESSAGES.notYourProfile).waitFor();
  });

  it('a photo uploaded in Account Settings appears in the header', async () => {
    const { page } = await browser.open();
    await signIn(page, DEMO_ACCOUNTS.mentees[1]!);
    await openFromUserMenu(page, 'account_settings');
    await page.waitForURL((u) => u.pathname.startsWith('/learn/account/settings'));
    await page.getByTestId('session-list').waitFor();
    await checkScreen(page, 'account-settings', page.getByTestId('session-list'));

    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1c7ed6' } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const uploaded = page.waitForResponse(answerOf(ACCOUNT_SETTINGS_API.uploadPhoto.path, 'POST'));
    await page.getByRole('button', { name: 'Upload photo' }).click();
    expect((await uploaded).status()).toBe(200);
    const avatar = page.getByTestId('user-menu-button').locator('img');
    await expect.poll(async () => (await avatar.count()) > 0 && (await avatar.getAttribute('src')), { timeout: 15_000 }).toMatch(/\/api\/v1\/profile\/photo\/\d+\//);
    const src = (await avatar.getAttribute('src'))!;
    const served = await page.request.get(url(src));
    expect(served.status()).toBe(200);
    const size = await sharp(await served.body()).metadata();
    expect([size.width, size.height]).toEqual([256, 256]);
  });
});
