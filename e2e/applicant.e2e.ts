import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framedPng as png, textPdf as pdf } from '../apps/server/src/seed/sample-files';
import { latestMail, screenshot, screenshotDir, url, useBrowser } from './support';

/** The demo programme's FETP course, open for admission. */
const COURSE = 'course-v1:NCDC+FETP-ADV+2025';
/** As a link from the catalogue writes it, and as a person may paste it (the + turning into a space). */
const APPLY = `/learn/applicant?course_id=${encodeURIComponent(COURSE)}`;
const APPLY_RAW = `/learn/applicant?course_id=${COURSE}`;
const DRAFT_KEY = `fetp_applicant_draft:${COURSE}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// ---------------------------------------------------------------- files

const PHOTO = { name: 'photo.png', mimeType: 'image/png', buffer: png(35, 45, [11, 114, 133]) };
const SIGNATURE = { name: 'signature.png', mimeType: 'image/png', buffer: png(60, 25, [30, 30, 30]) };
const certificate = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf(name) });

// ---------------------------------------------------------------- page helpers

const form = (page: Page) => page.getByTestId('applicant-form');
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
/** A step of the step bar, by its label: the button is named "Step 2: Education Details". */
const tab = (page: Page, name: string) => form(page).getByRole('button', { name: new RegExp(`^Step \\d: ${name}$`) });
const onStep = (page: Page, id: 'personal' | 'education' | 'work' | 'skills' | 'upload') => page.getByTestId(`step-${id}`).waitFor();

/** Chooses an option of a Mantine Select by its label (typing first in a searchable one). */
async function choose(page: Page, label: string, option: string, scope: Locator = form(page), search = false) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function level(page: Page, skill: string, value: string) {
  await form(page).getByRole('radiogroup', { name: skill }).getByRole('radio', { name: value, exact: true }).check();
}

/** Waits for the draft's debounced save, so a reload finds it. */
async function savedDraft(page: Page): Promise<{ step: number; values: Record<string, unknown> }> {
  let raw: string | null = null;
  await expect.poll(async () => (raw = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY))).not.toBeNull();
  return JSON.parse(raw!) as { step: number; values: Record<string, unknown> };
}

async function fillPersonal(page: Page, email: string) {
  await choose(page, 'Prefix', 'Dr.');
  await field(page, 'First Name').fill('Anjali');
  await field(page, 'Middle Name').fill('R.');
  await field(page, 'Last Name').fill('Menon');
  await page.getByTestId('dob-input').fill('15/08/1990');
  await choose(page, 'Gender', 'Female');
  await field(page, "Father's Name").fill('Ravi Menon');
  await choose(page, 'Community', 'General');
  await field(page, 'Current Address').fill('12 MG Road, Kochi');
  await choose(page, 'District', 'Ernakulam', form(page), true);
  // The state of the district is loaded and chosen (§4).
  await expect.poll(() => field(page, 'State').inputValue()).toBe('Kerala');
  await field(page, 'Pincode').fill('682001');
  await field(page, 'Phone Number').fill('9876543210');
  await field(page, 'Email').fill(email);
}

async function fillEducation(page: Page) {
  await field(page, 'Year of Passing').first().fill('2012');
  await field(page, 'Institution / College').fill('Government Medical College, Kottayam');
  await field(page, 'University').first().fill('Kerala University of Health Sciences');
}

/** The open course's options as keys, for a draft built without the UI. */
async function validDraft(page: Page, step: number, email: string) {
  const list = async (path: string) => {
    const res = await page.request.get(url(path));
    return ((await res.json()) as { data: { key: string; value: string }[] }).data;
  };
  const key = async (path: string, label: string) => (await list(path)).find((o) => o.value === label)!.key;
  const district = await key('/api/district/', 'Pune');
  const { csrfToken } = (await (await page.request.get(url('/csrf/api/v1/token'))).json()) as { csrfToken: string };
  const states = await page.request.post(url('/api/state/'), { form: { district_id: district }, headers: { 'X-CSRFToken': csrfToken } });
  const state = ((await states.json()) as { data: { key: string }[] }).data[0]!.key;
  const skill = await key('/api/computer_skills/', 'Intermediate');
  return {
    step,
    values: {
      prefix: await key('/api/prefix/', 'Mr.'), first_name: 'Rohan', middle_name: '', last_name: 'Kulkarni', dob: '1988-03-02',
      gender: await key('/api/gender/', 'Male'), father: 'Suresh Kulkarni', community: '', current_address: 'Flat 4, FC Road, Pune',
      district, state, pincode: '411004', phone_number: '9123456780', email,
      degree: await key('/api/degree/', 'BAMS'), other_degree_name: '', passing_year: '2010', institution: 'BV College', university: 'MUHS',
      extra_education_data: [{ other_degree: await key('/api/equivalent_degree/', 'MPH'), passing_year: '2015', institution: 'IIPH', university: 'PHFI' }],
      org_type: await key('/api/organization/', 'Municipal Corporation'), org_type_other: '', employment_type: await key('/api/employment/', 'Contractual'),
      organisation: 'Pune Municipal Corporation', designation: 'Epidemiologist', experience: '6', responsibilities: 'Ward surveillance and outbreak response',
      officer_address: 'PMC Health Office, Shivajinagar', work_district: district, work_state: state, org_pincode: '411005',
      prev_exp_data: [{ id: 'p1', designation: 'Medical Officer', org: 'PHC Hadapsar', experience: '3' }],
      ms_word: skill, ms_excel: skill, ms_powerPoint: skill, place: '', checkbox1: false, checkbox2: false, checkbox3: false,
    },
  };
}

/** The applicant admission wizard (spec 000 §2.6, §4, §5.3–5.7, §7.3). */
/** The upload step's required documents, the three declarations and the place. */
async function fillUploadStep(page: Page) {
  await page.getByTestId('file-id_photo').setInputFiles(PHOTO);
  await page.getByTestId('file-dob_certificate').setInputFiles(certificate('dob.pdf'));
  await page.getByTestId('file-udegree_certificate').setInputFiles(certificate('degree.pdf'));
  await page.getByTestId('file-id_signature').setInputFiles(SIGNATURE);
  for (const name of [/I hereby declare/, /I understand that my application/, /If selected, I agree/]) {
    await form(page).getByRole('checkbox', { name }).check();
  }
  await field(page, 'Place').fill('Pune');
}

describe('applicant admission wizard', () => {
  const browser = useBrowser();

  it('fills every step with real uploads, keeps a reload, previews, edits and submits', async () => {
    const { page } = await browser.open();
    const email = `applicant-${Date.now()}@example.org`;
    await page.goto(url(APPLY_RAW));
    await page.getByRole('heading', { name: 'FETP Course Admission Registration Form' }).waitFor();
    await page.getByText('* Mandatory field').waitFor();
    await page.getByTestId('applicant-course').getByText('Advanced Field Epidemiology Training Programme').waitFor();
    await page.getByText('Offered by National Centre for Disease Control').waitFor();
    await onStep(page, 'personal');
    await screenshot(page, 'applicant-01-personal-empty');

    // Next checks the step: each required field says so; the phone and e-mail have their own messages.
    await form(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form(page).getByText('This field is required').count()).toBe(12);
    await field(page, 'Phone Number').fill('98765x');
    expect(await field(page, 'Phone Number').inputValue()).toBe('98765');
    await field(page, 'Email').fill('not-an-address');
    await form(page).getByRole('button', { name: 'Next' }).click();
    await form(page).getByText('Phone number is not valid').waitFor();
    await form(page).getByText('Invalid email address').waitFor();
    await screenshot(page, 'applicant-02-personal-messages');

    // Forward tab jumps need the current step to pass.
    await tab(page, 'Education Details').click();
    await onStep(page, 'personal');

    await fillPersonal(page, email);
    await screenshot(page, 'applicant-03-personal-filled');
    // Valid now: a jump to Work Experience stops at the first step that does not pass (education), with its messages.
    await tab(page, 'Work Experience').click();
    await onStep(page, 'education');
    await expect.poll(() => form(page).getByText('This field is required').count()).toBeGreaterThanOrEqual(4);

    // Education: "Others" asks for the degree's name; extra degrees need all four values.
    await choose(page, 'Undergraduate Degree', 'Others', form(page), true);
    await field(page, 'Name of the Degree').fill('MBBS (Foreign)');
    await fillEducation(page);
    const extra = page.getByTestId('extra-education');
    await extra.getByRole('button', { name: 'ADD EDUCATION' }).click();
    await extra.getByRole('alert').getByText('Please add Education details').waitFor();
    await choose(page, 'Equivalent Degree', 'MPH', extra, true);
    await extra.getByRole('textbox', { name: 'Year of Passing' }).fill('2016');
    await extra.getByRole('textbox', { name: 'Institution' }).fill('Indian Institute of Public Health');
    await extra.getByRole('textbox', { name: 'University' }).fill('Public Health Foundation of India');
    await extra.getByRole('button', { name: 'ADD EDUCATION' }).click();
    await page.getByTestId('extra-education-rows').getByText('MPH').waitFor();
    expect(await extra.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'applicant-04-education');
    await form(page).getByRole('button', { name: 'Next' }).click();
    await onStep(page, 'work');

    // Work step: a click on Skill Set is refused while the step does not pass.
    await tab(page, 'Skill Set').click();
    await form(page).getByText('Please select district').waitFor();
    await form(page).getByText('Please enter state name').waitFor();
    await onStep(page, 'work');
    expect(await page.getByTestId('step-skills').count()).toBe(0);
    await screenshot(page, 'applicant-05-work-messages');

    await choose(page, 'Organisation Type', 'Others');
    await field(page, 'Other Organisation Type').fill('Research Institute');
    await choose(page, 'Employment Type', 'Permanent');
    await field(page, 'Name of the Organisation').fill('Regional Institute of Epidemiology');
    await field(page, 'Designation').fill('Medical Officer');
    await field(page, 'Experience (years)').pressSequentially('1x23');
    expect(await field(page, 'Experience (years)').inputValue()).toBe('12');

    // A reload in the middle keeps what was typed, and the step.
    const draft = await savedDraft(page);
    await expect.poll(async () => (await savedDraft(page)).values.organisation).toBe('Regional Institute of Epidemiology');
    expect(draft.step).toBe(2);
    await page.reload();
    await onStep(page, 'work');
    await page.getByTestId('draft-restored').waitFor();
    expect(await field(page, 'Name of the Organisation').inputValue()).toBe('Regional Institute of Epidemiology');
    expect(await field(page, 'Experience (years)').inputValue()).toBe('12');
    expect(await field(page, 'Other Organisation Type').inputValue()).toBe('Research Institute');
    await tab(page, 'Personal Details').click();
    await onStep(page, 'personal');
    expect(await field(page, 'First Name').inputValue()).toBe('Anjali');
    // The state select shows its label once the restored district's states have loaded.
    await expect.poll(() => field(page, 'State').inputValue()).toBe('Kerala');
    await tab(page, 'Work Experience').click();
    await onStep(page, 'work');

    await field(page, 'Roles and Responsibilities').fill('Surveillance of notifiable diseases; outbreak investigation.');
    await field(page, 'Office Address').fill('RIE Campus, Thiruvananthapuram');
    await choose(page, 'Office District', 'Pune', form(page), true);
    await expect.poll(() => field(page, 'Office State').inputValue()).toBe('Maharashtra');
    await field(page, 'Office Pincode').fill('411001');

    // Past experience: add needs three values; edit makes the button UPDATE_EXPERIENCE; delete.
    const past = page.getByTestId('previous-experience');
    await past.getByRole('button', { name: 'ADD EXPERIENCE' }).click();
    await past.getByRole('alert').getByText('Please add Experience details').waitFor();
    await past.getByRole('textbox', { name: 'Previous Designation' }).fill('District Epidemiologist');
    await past.getByRole('textbox', { name: 'Previous Organisation' }).fill('IDSP Kerala');
    await past.getByRole('textbox', { name: 'Years' }).fill('4');
    await past.getByRole('button', { name: 'ADD EXPERIENCE' }).click();
    await past.getByRole('textbox', { name: 'Previous Designation' }).fill('Junior Resident');
    await past.getByRole('textbox', { name: 'Previous Organisation' }).fill('Medical College Hospital');
    await past.getByRole('textbox', { name: 'Years' }).fill('1');
    await past.getByRole('button', { name: 'ADD EXPERIENCE' }).click();
    await past.getByRole('button', { name: 'Edit District Epidemiologist' }).click();
    await past.getByRole('button', { name: 'UPDATE_EXPERIENCE' }).waitFor();
    await screenshot(page, 'applicant-06-work-editing-experience');
    await past.getByRole('textbox', { name: 'Years' }).fill('5');
    await past.getByRole('button', { name: 'UPDATE_EXPERIENCE' }).click();
    await past.getByRole('button', { name: 'ADD EXPERIENCE' }).waitFor();
    await past.getByText('IDSP Kerala · 5 years').waitFor();
    await past.getByRole('button', { name: 'Delete Junior Resident' }).click();
    await expect.poll(() => page.getByTestId('previous-experience-rows').getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'applicant-07-work-filled');

    // Valid now: the jump to Skill Set is allowed.
    await tab(page, 'Skill Set').click();
    await onStep(page, 'skills');
    await form(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form(page).getByText('This field is required').count()).toBe(3);
    await level(page, 'MS Word', 'Advanced');
    await level(page, 'MS Excel', 'Intermediate');
    await level(page, 'MS PowerPoint', 'Basic');
    await screenshot(page, 'applicant-08-skills');
    await form(page).getByRole('button', { name: 'Next' }).click();
    await onStep(page, 'upload');

    // Upload step: hints, today's date, required documents, and a bad file is cleared with its message.
    await form(page).getByText('Passport-size photograph, 4.5 x 3.5 cm. PNG or JPEG, at most 5 MB.').waitFor();
    await form(page).getByText('Signature, 2.5 x 6 cm. PNG or JPEG, at most 5 MB.').waitFor();
    expect(await page.getByTestId('declared-on').inputValue()).toBe(await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    }));
    expect(await page.getByTestId('file-id_photo').getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    expect(await page.getByTestId('file-dob_certificate').getAttribute('accept')).toBe('.pdf');
    await form(page).getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => form(page).getByText('This field is required').count()).toBe(8);
    await screenshot(page, 'applicant-09-upload-messages');

    await page.getByTestId('file-id_photo').setInputFiles(certificate('not-a-photo.pdf'));
    await form(page).getByText('File must be in Image format.').waitFor();
    // A bad file is cleared (000 §5.7): the input holds nothing, so the same file can be chosen again.
    await expect.poll(() => page.getByTestId('file-id_photo').evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
    await page.getByTestId('file-dob_certificate').setInputFiles(PHOTO);
    await form(page).getByText('File must be in PDF format.').waitFor();

    await page.getByTestId('file-id_photo').setInputFiles(PHOTO);
    await page.getByTestId('file-dob_certificate').setInputFiles(certificate('birth-certificate.pdf'));
    await page.getByTestId('file-udegree_certificate').setInputFiles(certificate('mbbs-degree.pdf'));
    await page.getByTestId('file-noc_certificate').setInputFiles(certificate('noc.pdf'));
    await page.getByTestId('file-id_signature').setInputFiles(SIGNATURE);
    expect(await form(page).getByText('File must be in Image format.').count()).toBe(0);
    expect(await form(page).getByText('File must be in PDF format.').count()).toBe(0);
    await form(page).getByText('photo.png').waitFor();
    for (const name of [/I hereby declare/, /I understand that my application/, /If selected, I agree/]) {
      await form(page).getByRole('checkbox', { name }).check();
    }
    await field(page, 'Place').fill('Kochi');
    await screenshot(page, 'applicant-10-upload-filled');

    // From the upload step any label moves directly; a forward jump back to it passes every step.
    await tab(page, 'Personal Details').click();
    await onStep(page, 'personal');
    await tab(page, 'Upload Documents').click();
    await onStep(page, 'upload');
    await form(page).getByText('mbbs-degree.pdf').waitFor();

    // Preview: option labels, not keys, and the chosen file names.
    await form(page).getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Details Overview' });
    await dialog.waitFor();
    for (const text of ['Dr.', 'Female', 'Ernakulam', 'Kerala', 'Others: MBBS (Foreign)', 'Others: Research Institute', 'Maharashtra', 'Advanced', 'photo.png', 'noc.pdf', 'Not uploaded']) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    await dialog.getByText(/MPH, 2016/).waitFor();
    await dialog.getByText('District Epidemiologist, IDSP Kerala · 5 years').waitFor();
    await screenshot(page, 'applicant-11-preview');

    // EDIT jumps to its step.
    await dialog.getByRole('region', { name: 'Skill Details' }).getByRole('button', { name: 'EDIT' }).click();
    await onStep(page, 'skills');
    await level(page, 'MS PowerPoint', 'Intermediate');
    await tab(page, 'Upload Documents').click();
    await onStep(page, 'upload');
    await form(page).getByRole('button', { name: 'Preview' }).click();
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('region', { name: 'Skill Details' }).getByText('Intermediate').count()).toBe(2);

    // Submit, then the portal's home after 1 s.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your application has been submitted. A confirmation has been sent to your email address.').waitFor();
    await screenshot(page, 'applicant-12-submitted');
    await page.waitForURL((u) => u.pathname === '/learn/' && u.searchParams.get('application') === 'submitted', { timeout: 10_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    const mail = await latestMail(email, 'Application received');
    expect(mail.text).toContain('Advanced Field Epidemiology Training Programme');
    await screenshot(page, 'applicant-13-after-redirect');

    // The same address can not apply twice: the message goes on the e-mail field of step 1.
    const again = await validDraft(page, 4, email);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: DRAFT_KEY, value: JSON.stringify(again) });
    await page.goto(url(APPLY));
    await onStep(page, 'upload');
    await fillUploadStep(page);
    await form(page).getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await onStep(page, 'personal');
    await form(page).getByText('An application with this email address has already been submitted for this course.').waitFor();
    expect(await dialog.count()).toBe(0);
    await screenshot(page, 'applicant-14-duplicate-refused');
  });

  it('on a phone: one column, every step, and the preview', async () => {
    const { page } = await browser.open(PHONE);
    await page.goto(url(APPLY));
    await onStep(page, 'personal');
    await screenshot(page, 'applicant-phone-01-personal');
    await form(page).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form(page).getByText('This field is required').count()).toBe(12);
    await screenshot(page, 'applicant-phone-02-messages');

    // One column: the first and last name fields sit one above the other.
    const first = (await field(page, 'First Name').boundingBox())!;
    const last = (await field(page, 'Last Name').boundingBox())!;
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(first.width).toBeGreaterThan(280);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const draft = await validDraft(page, 0, `phone-${Date.now()}@example.org`);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: DRAFT_KEY, value: JSON.stringify(draft) });
    await page.reload();
    await onStep(page, 'personal');
    await expect.poll(() => field(page, 'District').inputValue()).toBe('Pune');
    await screenshot(page, 'applicant-phone-03-personal-restored');
    for (const [label, id, n] of [
      ['Education Details', 'education', 4],
      ['Work Experience', 'work', 5],
      ['Skill Set', 'skills', 6],
      ['Upload Documents', 'upload', 7],
    ] as const) {
      await tab(page, label).click();
      await onStep(page, id);
      await page.getByTestId('step-counter').getByText(`Step ${n - 2} of 5`).waitFor();
      await screenshot(page, `applicant-phone-0${n}-${id}`);
    }
    await fillUploadStep(page);
    await screenshot(page, 'applicant-phone-08-upload-filled');
    await form(page).getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Details Overview' });
    await dialog.getByText('Pune Municipal Corporation').waitFor();
    await screenshot(page, 'applicant-phone-09-preview');
    // The full-screen overview as the phone shows it (a full-page capture stretches fixed layers).
    await page.screenshot({ path: path.join(screenshotDir, 'applicant-phone-10-preview-viewport.png') });
    await dialog.getByRole('region', { name: 'Uploaded Documents' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotDir, 'applicant-phone-11-preview-end.png') });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('on a tablet the steps keep to one line', async () => {
    const { page } = await browser.open({ viewport: { width: 800, height: 1000 } });
    await page.goto(url(APPLY));
    await onStep(page, 'personal');
    const first = (await tab(page, 'Personal Details').boundingBox())!;
    const last = (await tab(page, 'Upload Documents').boundingBox())!;
    expect(Math.abs(last.y - first.y)).toBeLessThan(4);
    await screenshot(page, 'applicant-tablet-01-personal');
  });

  it('a course that is not open shows a message and a link to the catalogue', async () => {
    const { page } = await browser.open();
    await page.goto(url('/learn/applicant?course_id=course-v1:NOPE+X+2020'));
    await page.getByText('This course is not open for admission.').waitFor();
    expect(await page.getByTestId('applicant-form').count()).toBe(0);
    await screenshot(page, 'applicant-15-course-closed');
    await page.getByRole('link', { name: 'See the courses open for admission' }).click();
    // The home page's catalogue (/learn/#discover; the router writes it /learn#discover).
    await expect.poll(() => new URL(page.url()).pathname.replace(/\/$/, '') + new URL(page.url()).hash).toBe('/learn#discover');
    await page.locator('#discover').waitFor();
  });
});
