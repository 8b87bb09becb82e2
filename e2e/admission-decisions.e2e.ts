import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framedPng as png, textPdf as pdf } from '../apps/server/src/seed/sample-files';
import { checkScreen } from './axe';
import { latestMail, linkIn, signIn, url, useBrowser } from './support';

/**
 * Admission decisions (issue 32): the demo coordinator admits an applicant from the applications
 * tracker (cohort, note, confirmation); the applicant opens the invitation from the outbox, chooses
 * a password, signs in and finds the course. Axe-clean, no sideways scroll at 360 px.
 */

const FETP_KEY = 'course-v1:NCDC+FETP-ADV+2025';
const FETP_TITLE = 'Advanced Field Epidemiology Training Programme';
const COORDINATOR = 'coordinator@example.org';
const PASSWORD = 'Admitted@2026!';

async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await fetch(url('/csrf/api/v1/token'));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { token: csrfToken, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** An application to the FETP course, sent as the wizard sends it. */
async function submitApplication(person: { first: string; last: string; email: string }) {
  const { token, cookie } = await csrf();
  const headers = { 'X-CSRFToken': token, Cookie: cookie };
  const districts = (await (await fetch(url('/api/district/'))).json()) as { data: { key: string; value: string }[] };
  const district = districts.data.find((d) => d.value === 'Pune') ?? districts.data[0]!;
  const stateRes = await fetch(url('/api/state/'), { method: 'POST', headers, body: new URLSearchParams({ district_id: district.key }) });
  const state = ((await stateRes.json()) as { data: { key: string }[] }).data[0]!.key;
  const fields: Record<string, string> = {
    course_id: FETP_KEY, prefix: 'dr', first_name: person.first, middle_name: '', last_name: person.last, dob: '1991-02-10',
    gender: 'female', father: 'Vikram Admit', community: 'general', current_address: '4 Ring Road, Pune', district: district.key,
    state, pincode: '411001', phone_number: '9876500011', email: person.email, degree: 'mbbs', other_degree_name: '', passing_year: '2013',
    institution: 'Government Medical College', university: 'State Health University', extra: '[]', org_type: 'state_government',
    org_type_other: '', employment_type: 'permanent', organisation: 'Directorate of Health Services', designation: 'Medical Officer',
    experience: '7', responsibilities: 'Surveillance and outbreak response.', officer_address: 'District Hospital, Pune',
    work_district: district.key, work_state: state, org_pincode: '411002', prev: '[]', ms_word: 'advanced', ms_excel: 'intermediate',
    ms_powerPoint: 'intermediate', place: 'Pune', checkbox1: 'true', checkbox2: 'true', checkbox3: 'true',
  };
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const file = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type });
  body.append('id_photo', file(png(90, 116, [200, 170, 120]), 'image/png'), 'photo.png');
  body.append('id_signature', file(png(180, 50, [250, 250, 250]), 'image/png'), 'signature.png');
  body.append('dob_certificate', file(pdf('Birth certificate'), 'application/pdf'), 'dob.pdf');
  body.append('udegree_certificate', file(pdf('Degree certificate'), 'application/pdf'), 'degree.pdf');
  const res = await fetch(url('/api/submit_application/'), { method: 'POST', headers, body });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByTestId('decision-form').getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admission decisions', () => {
  const browser = useBrowser();

  it('a coordinator admits an applicant, who opens the invitation, sets a password, signs in and sees the course', async () => {
    const stamp = Date.now();
    const me = { first: 'Ishita', last: `Admit${stamp % 100000}`, email: `admit-${stamp}@example.net` };
    await submitApplication(me);

    const { page } = await browser.open();
    await signIn(page, COORDINATOR);
    await page.goto(url('/learn/application-tracker'), { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Applications tracker' }).waitFor();
    const row = page.getByTestId('tracker-table-row').filter({ hasText: me.email });
    await row.waitFor();
    // The demo's decided applications show their decision.
    await page.getByTestId('decision-status').filter({ hasText: 'Rejected' }).first().waitFor();
    expect(await row.getByTestId('decision-status').textContent()).toBe('Pending');
    await checkScreen(page, 'admission-01-tracker', page.getByTestId('tracker-table'));

    await row.getByRole('button', { name: `Admit ${me.first} ${me.last}` }).click();
    const dialog = page.getByRole('dialog', { name: `Admit ${me.first} ${me.last}` });
    await dialog.getByTestId('decision-form').waitFor();
    await dialog.getByTestId('decision-continue').click();
    await dialog.getByText('Please choose a cohort').waitFor();
    await choose(page, 'Cohort', 'Cohort 2026');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Seven years of district surveillance; admitted to the 2026 intake.');
    await checkScreen(page, 'admission-02-dialog', dialog);
    await dialog.getByTestId('decision-continue').click();
    await expect.poll(() => dialog.getByTestId('decision-confirm').textContent()).toContain(`Admit ${me.first} ${me.last} into Cohort 2026?`);
    const since = Date.now();
    await dialog.getByTestId('decision-confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('decision-status').textContent()).toBe('Admitted');
    expect(await row.getByTestId('decision').textContent()).toContain('Cohort: Cohort 2026');
    expect(await row.getByTestId('admit-button').count()).toBe(0);

    // The applicant's invitation, from the outbox.
    const mail = await latestMail(me.email, 'Your account on the FETP portal', { since, timeoutMs: 60_000 });
    const link = linkIn(mail, '/learn/password_reset_confirm/');
    const applicant = (await browser.open()).page;
    await applicant.goto(link, { waitUntil: 'load' });
    const form = applicant.getByTestId('reset-form');
    await form.waitFor();
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Reset My Password' }).click();
    await applicant.getByTestId('reset-success').waitFor();
    await applicant.waitForURL(/\/learn\/login$/);

    await signIn(applicant, me.email, PASSWORD);
    await applicant.getByText(FETP_TITLE).first().waitFor();
  });
});
