/**
 * Steps of Content Management and admission the browser tests share: choosing in a Mantine select,
 * typing a date, creating a hub, a course and a cohort, choosing a password from an invitation,
 * and sending an application as the wizard sends it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { framedPng as png, textPdf as pdf } from '../apps/server/src/seed/sample-files';
import { url } from './support';

/**
 * Picks an option of a Mantine select by its label, and waits until the field shows it. On a busy
 * machine the click on the option was lost once (CI on 9c01d46: 'Takes' kept 'A file' while its list
 * was drawn again for the start form just chosen), and once the click on the field opened no list
 * (CI on 2d7fbe1, the same field): so the list is opened again when it is not showing, and a choice
 * the field does not show is made again.
 */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option, exact: true });
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await choice.isVisible())) await field.click();
      await choice.click({ timeout: 10_000 });
      await expect.poll(() => field.inputValue(), { timeout: 5_000 }).toBe(option);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Types a date as the portal's date fields take it (DD/MM/YYYY), and leaves the field. */
export async function typeDate(scope: Locator, testId: string, value: string) {
  const field = scope.getByTestId(testId);
  await field.fill(value);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(value);
}

/** Content Management › Hubs › Add hub. */
export async function createHub(page: Page, name: string, website: string) {
  await page.goto(url('/learn/admin/hubs/'), { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'Hubs' }).waitFor();
  await page.getByTestId('add-hub').click();
  const form = page.getByTestId('hub-form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Website', exact: true }).fill(website);
  await form.getByRole('checkbox', { name: 'National centre' }).check();
  await page.getByTestId('hub-save').click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('hubs-table').getByText(name).waitFor();
}

/** Content Management › Courses › Add course; saving opens the course's settings. Answers the course's id. */
export async function createCourse(page: Page, course: { title: string; key: string; type: string; hub: string; start: string; end: string; admissionOpen?: boolean }) {
  await page.goto(url('/learn/admin/courses/'), { waitUntil: 'load' });
  await page.getByTestId('add-course').click();
  const form = page.getByTestId('course-form');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(course.title);
  await form.getByRole('textbox', { name: 'Course key', exact: true }).fill(course.key);
  await choose(page, form, 'Type', course.type);
  await choose(page, form, 'Hub', course.hub);
  await typeDate(form, 'course-start', course.start);
  await typeDate(form, 'course-end', course.end);
  if (course.admissionOpen) await form.getByRole('checkbox', { name: 'Taking applications' }).check();
  await page.getByTestId('course-save').click();
  await page.waitForURL((u) => /^\/learn\/admin\/courses\/\d+\/$/.test(u.pathname));
  await page.getByTestId('cohorts-table').waitFor();
  return Number(/\/courses\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
}

/** On a course's settings: Add cohort. */
export async function createCohort(page: Page, cohort: { name: string; start: string; end: string }) {
  await page.getByTestId('add-cohort').click();
  const form = page.getByTestId('cohort-form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(cohort.name);
  await typeDate(form, 'cohort-start', cohort.start);
  await typeDate(form, 'cohort-end', cohort.end);
  await page.getByTestId('cohort-save').click();
  await form.waitFor({ state: 'detached' });
  await page.getByTestId('cohorts-table').getByText(cohort.name).waitFor();
}

/** Opens an invitation (or reset) link and chooses a password; ends on the sign-in page. */
export async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link, { waitUntil: 'load' });
  const form = page.getByTestId('reset-form');
  await form.waitFor();
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Reset My Password' }).click();
  await page.getByTestId('reset-success').waitFor();
  await page.waitForURL(/\/learn\/login$/);
}

async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await fetch(url('/csrf/api/v1/token'));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { token: csrfToken, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/**
 * An application to a course (by its key), sent as the wizard sends it (POST /api/submit_application/,
 * multipart, CSRF header and cookie), with its four required files and without the optional ones.
 */
export async function submitApplication(courseKey: string, person: { first: string; last: string; email: string }, opts: { language?: string } = {}) {
  const { token, cookie } = await csrf();
  const headers: Record<string, string> = { 'X-CSRFToken': token, Cookie: cookie, ...(opts.language ? { 'Accept-Language': opts.language } : {}) };
  const districts = (await (await fetch(url('/api/district/'))).json()) as { data: { key: string; value: string }[] };
  const district = districts.data.find((d) => d.value === 'Pune') ?? districts.data[0]!;
  const stateRes = await fetch(url('/api/state/'), { method: 'POST', headers, body: new URLSearchParams({ district_id: district.key }) });
  expect(stateRes.status).toBe(200);
  const state = ((await stateRes.json()) as { data: { key: string }[] }).data[0]!.key;
  const fields: Record<string, string> = {
    course_id: courseKey, prefix: 'dr', first_name: person.first, middle_name: '', last_name: person.last, dob: '1991-02-10',
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
  const answer = (await res.json()) as { message?: string; redirect_url?: string };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  expect(answer.redirect_url).toBe('/learn/?application=submitted');
}
