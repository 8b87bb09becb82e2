import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ADMISSION_MESSAGES, LIMITS, MESSAGES } from '@fetp/contract';
import { applicationDocuments, applicationEducation, applicationExperience, applications, courses, notifications, users } from '../src/db/schema';
import { Client, DEMO, createTestContext, latestMail, type TestContext, type UploadFile } from './helpers';
import { diskFileStore } from '../src/files/store';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from '../src/features/applicant/orphan-files';
import { submitApplication } from '../src/features/applicant/submit';
import { uploadedFile } from '../src/files/upload';
import { silentMailer } from '../src/mail/mailer';
import { CLOSED_COURSE, EXECUTABLE, FRONTLINE_COURSE, OPEN_COURSE, PNG, pdfOfSize, samplePdf, validApplication } from './application-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const submit = async (fields: Record<string, string | undefined>, files: Record<string, UploadFile | undefined>) =>
  new Client(ctx.app).multipart('/api/submit_application/', fields, files);

async function applicationCount() {
  const [row] = await ctx.db.select({ n: count() }).from(applications);
  return row!.n;
}

function storedFiles(): string[] {
  const root = ctx.config.filesDir;
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('option lists', () => {
  it.each(['prefix', 'gender', 'community', 'degree', 'equivalent_degree', 'computer_skills', 'employment', 'organization', 'district'])(
    'GET /api/%s/ answers { data: [{ key, value, selected }] } from the database',
    async (list) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${list}/` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Array<{ key: string; value: string; selected: boolean }>;
      expect(data.length).toBeGreaterThan(2);
      for (const o of data) expect(o).toEqual({ key: expect.any(String), value: expect.any(String), selected: false });
    },
  );

  it('offers Others in the degree and organisation lists', async () => {
    for (const list of ['degree', 'organization']) {
      const data = (await ctx.app.inject({ method: 'GET', url: `/api/${list}/` })).json().data as Array<{ key: string; value: string }>;
      expect(data).toContainEqual({ key: 'others', value: 'Others', selected: false });
    }
  });

  it('POST /api/state/ answers the state of a district, first entry selected', async () => {
    const districts = (await ctx.app.inject({ method: 'GET', url: '/api/district/' })).json().data as Array<{ key: string; value: string }>;
    const pune = districts.find((d) => d.value === 'Pune')!;
    const res = await new Client(ctx.app).post('/api/state/', { district_id: pune.key });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ value: 'Maharashtra', selected: true });
  });

  it('POST /api/state/ refuses an unknown or malformed district with a message', async () => {
    for (const district_id of ['999999', 'abc', '']) {
      const res = await new Client(ctx.app).post('/api/state/', { district_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('course catalogue (DISCOVER NEW)', () => {
  it('lists the courses open for admission with hub, dates and the apply address', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admission_courses/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.data.map((c: { course_id: string }) => c.course_id);
    expect(ids).toEqual(expect.arrayContaining([OPEN_COURSE, FRONTLINE_COURSE]));
    expect(ids).not.toContain(CLOSED_COURSE);
    const fetp = body.data.find((c: { course_id: string }) => c.course_id === OPEN_COURSE);
    expect(fetp).toMatchObject({ hub: 'National Centre for Disease Control', start_date: '2025-01-06', end_date: '2027-12-17', type: 'FETP Course' });
    expect(fetp.apply_url).toBe(`/learn/applicant?course_id=${encodeURIComponent(OPEN_COURSE)}`);
    expect(body).toMatchObject({ count: 2, page: 1, page_size: 20 });
  });

  it('narrows to one course, with spaces read as plus signs, and pages', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: `/api/admission_courses/?course_id=${OPEN_COURSE.replace(/\+/g, '%20')}` });
    expect(one.json().data.map((c: { course_id: string }) => c.course_id)).toEqual([OPEN_COURSE]);
    const closed = await ctx.app.inject({ method: 'GET', url: `/api/admission_courses/?course_id=${encodeURIComponent(CLOSED_COURSE)}` });
    expect(closed.json()).toMatchObject({ count: 0, data: [] });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/admission_courses/?page=2&page_size=1' });
    expect(second.json()).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(second.json().data).toHaveLength(1);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admission_courses/?page_size=1000' });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves out a course whose closing day has passed', async () => {
    await ctx.db.update(courses).set({ admissionClosesOn: '2020-01-01' }).where(eq(courses.courseKey, FRONTLINE_COURSE));
    try {
      const ids = (await ctx.app.inject({ method: 'GET', url: '/api/admission_courses/' })).json().data.map((c: { course_id: string }) => c.course_id);
      expect(ids).toEqual([OPEN_COURSE]);
    } finally {
      await ctx.db.update(courses).set({ admissionClosesOn: null }).where(eq(courses.courseKey, FRONTLINE_COURSE));
    }
  });
});

describe('POST /api/submit_application/', () => {
  it('stores a valid application with its rows and documents, mails the applicant and tells the coordinators', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'Valid.Applicant@Example.net' });
    const res = await submit(fields, files);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ADMISSION_MESSAGES.submitted, redirect_url: '/learn/?application=submitted' });

    const [application] = await ctx.db.select().from(applications).where(eq(applications.email, 'valid.applicant@example.net'));
    expect(application).toMatchObject({ firstName: 'Nisha', lastName: 'Patel', passingYear: 2015, experience: 6, place: 'Pune', msPowerPoint: 'basic' });
    const education = await ctx.db.select().from(applicationEducation).where(eq(applicationEducation.applicationId, application!.id));
    expect(education).toMatchObject([{ otherDegree: 'mph', passingYear: 2019, institution: 'PGIMER' }]);
    const experience = await ctx.db.select().from(applicationExperience).where(eq(applicationExperience.applicationId, application!.id));
    expect(experience).toMatchObject([{ designation: 'Medical Officer', experience: 3 }]);
    const documents = await ctx.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, application!.id));
    expect(documents.map((d) => d.field).sort()).toEqual(['application_form', 'dob_certificate', 'hpdegree_certificate', 'id_photo', 'id_signature', 'udegree_certificate']);
    expect(documents.find((d) => d.field === 'id_photo')).toMatchObject({ contentType: 'image/png', size: PNG.length });
    for (const d of documents) expect(fs.existsSync(path.join(ctx.config.filesDir, d.storageKey))).toBe(true);

    const mail = await latestMail(ctx.db, 'valid.applicant@example.net');
    expect(mail?.subject).toBe('Application received: Advanced Field Epidemiology Training Programme');
    const [coordinator] = await ctx.db.select().from(users).where(eq(users.email, DEMO.coordinator));
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, coordinator!.id));
    expect(notes.map((n) => n.notification)).toContain('New application to Advanced Field Epidemiology Training Programme from Nisha Patel.');
  });

  it('refuses a second application by the same e-mail to the same course, whatever its case', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'twice@example.net' });
    expect((await submit(fields, files)).statusCode).toBe(200);
    const before = storedFiles().length;
    const again = await submit({ ...fields, email: 'TWICE@example.net' }, files);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: ADMISSION_MESSAGES.duplicate, errors: { email: [ADMISSION_MESSAGES.duplicate] } });
    expect(storedFiles()).toHaveLength(before);
    const other = await submit({ ...fields, course_id: FRONTLINE_COURSE }, files);
    expect(other.statusCode).toBe(200);
  });

  it('refuses an unknown course and a course not open for admission', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'course@example.net' });
    const unknown = await submit({ ...fields, course_id: 'course-v1:NOPE+X+1' }, files);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ADMISSION_MESSAGES.unknownCourse);
    const missing = await submit({ ...fields, course_id: undefined }, files);
    expect(missing.json().message).toBe(ADMISSION_MESSAGES.unknownCourse);
    const closed = await submit({ ...fields, course_id: CLOSED_COURSE }, files);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(ADMISSION_MESSAGES.courseClosed);
  });

  it('reads spaces in course_id as plus signs', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'spaces@example.net', course_id: OPEN_COURSE.replace(/\+/g, ' ') });
    expect((await submit(fields, files)).statusCode).toBe(200);
  });

  const year = new Date().getFullYear();
  const cases: Array<[string, Record<string, string | undefined>, string, string]> = [
    ['prefix missing', { prefix: '' }, 'prefix', MESSAGES.required],
    ['first name missing', { first_name: '' }, 'first_name', MESSAGES.required],
    ['last name missing', { last_name: undefined }, 'last_name', MESSAGES.required],
    ['dob missing', { dob: '' }, 'dob', MESSAGES.required],
    ['dob in the future', { dob: `${year + 1}-01-01` }, 'dob', MESSAGES.futureDate],
    ['gender missing', { gender: '' }, 'gender', MESSAGES.required],
    ["father's name missing", { father: '' }, 'father', MESSAGES.required],
    ['address missing', { current_address: ' ' }, 'current_address', MESSAGES.required],
    ['district missing', { district: '' }, 'district', MESSAGES.required],
    ['state missing', { state: '' }, 'state', MESSAGES.required],
    ['pincode missing', { pincode: '' }, 'pincode', MESSAGES.required],
    ['pincode over 6 characters', { pincode: '1100031' }, 'pincode', MESSAGES.pincodeLength],
    ['phone with 9 digits', { phone_number: '987654321' }, 'phone_number', MESSAGES.phoneNotValid],
    ['phone with letters', { phone_number: '98765abcde' }, 'phone_number', MESSAGES.phoneNotValid],
    ['email missing', { email: '' }, 'email', MESSAGES.required],
    ['email malformed', { email: 'not-an-email' }, 'email', MESSAGES.registrationEmail],
    ['degree missing', { degree: '' }, 'degree', MESSAGES.required],
    ['other degree name missing for Others', { degree: 'others', other_degree_name: '' }, 'other_degree_name', MESSAGES.required],
    ['passing year of 3 digits', { passing_year: '201' }, 'passing_year', MESSAGES.passingYearDigits],
    ['passing year 1990', { passing_year: '1990' }, 'passing_year', MESSAGES.passingYearAfter],
    ['passing year next year', { passing_year: String(year + 1) }, 'passing_year', MESSAGES.passingYearFuture],
    ['institution missing', { institution: '' }, 'institution', MESSAGES.required],
    ['university missing', { university: '' }, 'university', MESSAGES.required],
    ['incomplete extra degree', { extra: JSON.stringify([{ other_degree: 'mph', passing_year: '', institution: 'x', university: 'y' }]) }, 'extra_education_data.0.passing_year', MESSAGES.addEducation],
    ['an extra degree without institution and university', { extra: JSON.stringify([{ other_degree: 'mph', passing_year: '2019' }]) }, 'extra_education_data.0.institution', MESSAGES.addEducation],
    ['extra not JSON', { extra: '{oops' }, 'extra', ADMISSION_MESSAGES.badRows],
    ['organisation type missing', { org_type: '' }, 'org_type', MESSAGES.required],
    ['other organisation missing for Others', { org_type: 'others', org_type_other: '' }, 'org_type_other', MESSAGES.required],
    ['employment type missing', { employment_type: '' }, 'employment_type', MESSAGES.required],
    ['organisation missing', { organisation: '' }, 'organisation', MESSAGES.required],
    ['designation missing', { designation: '' }, 'designation', MESSAGES.required],
    ['experience missing', { experience: '' }, 'experience', MESSAGES.required],
    ['experience of 100', { experience: '100' }, 'experience', MESSAGES.experienceRange],
    ['experience negative', { experience: '-1' }, 'experience', MESSAGES.experienceRange],
    ['responsibilities missing', { responsibilities: '' }, 'responsibilities', MESSAGES.required],
    ['office address missing', { officer_address: '' }, 'officer_address', MESSAGES.selectDistrict],
    ['work district missing', { work_district: '' }, 'work_district', MESSAGES.enterStateName],
    ['work state missing', { work_state: '' }, 'work_state', MESSAGES.required],
    ['office pincode over 6', { org_pincode: '4110011' }, 'org_pincode', MESSAGES.pincodeLength],
    ['incomplete past job', { prev: JSON.stringify([{ id: '1', designation: 'MO', org: '', experience: '2' }]) }, 'prev_exp_data.0.org', MESSAGES.addExperience],
    ['a past job without organisation and years', { prev: JSON.stringify([{ id: '1', designation: 'MO' }]) }, 'prev_exp_data.0.experience', MESSAGES.addExperience],
    ['word level missing', { ms_word: '' }, 'ms_word', MESSAGES.required],
    ['excel level missing', { ms_excel: '' }, 'ms_excel', MESSAGES.required],
    ['powerpoint level missing', { ms_powerPoint: '' }, 'ms_powerPoint', MESSAGES.required],
    ['place missing', { place: '' }, 'place', MESSAGES.required],
    ['declaration 1 not ticked', { checkbox1: undefined }, 'checkbox1', MESSAGES.required],
    ['declaration 2 not ticked', { checkbox2: 'false' }, 'checkbox2', MESSAGES.required],
    ['declaration 3 not ticked', { checkbox3: '' }, 'checkbox3', MESSAGES.required],
    ['a prefix not in the list', { prefix: 'sir' }, 'prefix', ADMISSION_MESSAGES.badChoice],
    ['a skill level not in the list', { ms_excel: 'wizard' }, 'ms_excel', ADMISSION_MESSAGES.badChoice],
    ['a district of another state', { state: '1' }, 'state', ADMISSION_MESSAGES.badDistrict],
    ['an unknown district', { district: '999999' }, 'district', ADMISSION_MESSAGES.unknownDistrict],
  ];
  it.each(cases)('refuses %s with its message at the field, storing nothing', async (_name, overrides, field, message) => {
    const before = { applications: await applicationCount(), files: storedFiles().length };
    const { fields, files } = await validApplication(ctx.db, { email: `rule-${field}@example.net`, ...overrides });
    const res = await submit(fields, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field], res.body).toContain(message);
    expect(res.json().message).toBeTruthy();
    expect({ applications: await applicationCount(), files: storedFiles().length }).toEqual(before);
  });

  const pdf = () => samplePdf();
  const fileCases: Array<[string, () => Promise<Record<string, UploadFile | undefined>>, string, string]> = [
    ['a missing photo', async () => ({ id_photo: undefined }), 'id_photo', MESSAGES.required],
    ['a missing date-of-birth certificate', async () => ({ dob_certificate: undefined }), 'dob_certificate', MESSAGES.required],
    ['a missing degree certificate', async () => ({ udegree_certificate: undefined }), 'udegree_certificate', MESSAGES.required],
    ['a missing signature', async () => ({ id_signature: undefined }), 'id_signature', MESSAGES.required],
    ['a renamed executable as .pdf', async () => ({ dob_certificate: { name: 'birth.pdf', type: 'application/pdf', data: EXECUTABLE } }), 'dob_certificate', MESSAGES.filePdf],
    ['a PNG as a certificate', async () => ({ udegree_certificate: { name: 'degree.pdf', type: 'application/pdf', data: PNG } }), 'udegree_certificate', MESSAGES.filePdf],
    ['a PDF as the photo', async () => ({ id_photo: { name: 'photo.png', type: 'image/png', data: await pdf() } }), 'id_photo', MESSAGES.fileImage],
    ['an executable as the signature', async () => ({ id_signature: { name: 'sign.jpg', type: 'image/jpeg', data: EXECUTABLE } }), 'id_signature', MESSAGES.fileImage],
    ['a JPEG start followed by a web page', async () => ({ id_photo: { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]) } }), 'id_photo', MESSAGES.fileImage],
    ['a PNG header over junk', async () => ({ id_signature: { name: 'sign.png', type: 'image/png', data: Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(200, 7)]) } }), 'id_signature', MESSAGES.fileImage],
    ['a web page between PDF markers', async () => ({ dob_certificate: { name: 'dob.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n<html><body>not a document</body></html>\n%%EOF\n') } }), 'dob_certificate', MESSAGES.filePdf],
    ['an oversize certificate', async () => ({ noc_certificate: { name: 'noc.pdf', type: 'application/pdf', data: pdfOfSize(LIMITS.maxUploadBytes + 1) } }), 'noc_certificate', MESSAGES.fileSize],
  ];
  it.each(fileCases)('refuses %s by its content, storing nothing', async (_name, replace, field, message) => {
    const before = { applications: await applicationCount(), files: storedFiles().length };
    const { fields, files } = await validApplication(ctx.db, { email: `file-${field}@example.net` });
    const res = await submit(fields, { ...files, ...(await replace()) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[field], res.body).toEqual([message]);
    expect({ applications: await applicationCount(), files: storedFiles().length }).toEqual(before);
  });

  it('names every bad field in one answer, option lists included', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'all-at-once@example.net', first_name: '', prefix: 'king', district: '999999', ms_word: 'guru' });
    const res = await submit(fields, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      first_name: [MESSAGES.required],
      prefix: [ADMISSION_MESSAGES.badChoice],
      district: [ADMISSION_MESSAGES.unknownDistrict],
      ms_word: [ADMISSION_MESSAGES.badChoice],
    });
  });

  it('takes past jobs sent without the wizard’s row id', async () => {
    const prev = JSON.stringify([{ designation: 'Medical Officer', org: 'PHC Baramati', experience: '3' }]);
    const { fields, files } = await validApplication(ctx.db, { email: 'no-row-id@example.net', prev });
    const res = await submit(fields, files);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(applications).where(eq(applications.email, 'no-row-id@example.net'));
    const jobs = await ctx.db.select().from(applicationExperience).where(eq(applicationExperience.applicationId, row!.id));
    expect(jobs.map((j) => j.organisation)).toEqual(['PHC Baramati']);
  });

  it('takes a certificate of exactly 5242880 bytes', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'exact-size@example.net' });
    const res = await submit(fields, { ...files, noc_certificate: { name: 'noc.pdf', type: 'application/pdf', data: pdfOfSize(LIMITS.maxUploadBytes) } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers malformed bodies with a 4xx, never a 500', async () => {
    const client = new Client(ctx.app);
    const csrf = await client.ensureCsrf();
    const headers = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` };
    // An upload call takes multipart only (issue 21, 7.1).
    const json = await ctx.app.inject({ method: 'POST', url: '/api/submit_application/', payload: { course_id: OPEN_COURSE }, headers });
    expect(json.statusCode).toBe(415);
    const broken = await ctx.app.inject({
      method: 'POST', url: '/api/submit_application/', payload: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const { fields } = await validApplication(ctx.db, { email: 'many@example.net' });
    const tooMany = await new Client(ctx.app).multipart('/api/submit_application/', fields, Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [`file${i}`, { name: 'a.pdf', type: 'application/pdf', data: PNG }]),
    ));
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
  });

  it('refuses a submission without the CSRF token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/submit_application/', payload: { course_id: OPEN_COURSE } });
    expect(res.statusCode).toBe(403);
  });

  it('leaves nothing behind, files included, when the database write fails', async () => {
    await ctx.db.execute(sql`create or replace function fetp_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await ctx.db.execute(sql`create trigger fetp_test_fail before insert on application_documents for each row execute function fetp_test_fail()`);
    try {
      const before = { applications: await applicationCount(), files: storedFiles().length };
      const { fields, files } = await validApplication(ctx.db, { email: 'rollback@example.net' });
      const res = await submit(fields, files);
      expect(res.statusCode).toBe(500);
      expect({ applications: await applicationCount(), files: storedFiles().length }).toEqual(before);
    } finally {
      await ctx.db.execute(sql`drop trigger fetp_test_fail on application_documents`);
    }
  });
});

describe('submission rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_PER_ADDRESS: '2' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with a message past the limit per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { fields, files } = await validApplication(limited.db, { email: `limit${i}@example.net` });
      const res = await new Client(limited.app, '10.9.9.9').multipart('/api/submit_application/', fields, files);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toBeTruthy();
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('files no record refers to', () => {
  const store = () => diskFileStore(ctx.config.filesDir);
  const pendingFiles = () => storedFiles().filter((f) => f.includes(`${path.sep}.pending${path.sep}`));

  it('are only pending while a submission has not committed, and the next start clears them', async () => {
    const before = storedFiles();
    // The process "dies" once its files are written: its transaction never starts, let alone commits.
    const stalled = Object.create(ctx.db, { transaction: { value: () => new Promise(() => undefined) } }) as typeof ctx.db;
    const { fields, files } = await validApplication(ctx.db, { email: 'killed@example.net' });
    const body: Record<string, unknown> = { ...fields };
    for (const [field, file] of Object.entries(files)) {
      if (file) body[field] = uploadedFile({ data: file.data, filename: file.name, mimetype: file.type, truncated: false });
    }
    void submitApplication({ db: stalled, files: store(), mailer: silentMailer }, body, null, { warn: () => undefined });
    // Every file the stalled submission writes, however slowly a loaded machine writes them: wait
    // for at least five, then until no new one has appeared for half a second.
    const deadline = Date.now() + 10_000;
    let seen = 0;
    let stableSince = Date.now();
    while (Date.now() < deadline && (seen < 5 || Date.now() - stableSince < 500)) {
      await new Promise((r) => setTimeout(r, 20));
      const now = pendingFiles().length;
      if (now !== seen) [seen, stableSince] = [now, Date.now()];
    }

    const written = storedFiles().filter((f) => !before.includes(f));
    expect(written.length).toBeGreaterThanOrEqual(5);
    expect(written.every((f) => f.endsWith('.partial') && f.includes(`${path.sep}.pending${path.sep}`)), written.join('\n')).toBe(true);

    // The next start, on the same files directory, clears them before it serves once they are an
    // hour old; a younger pending file may be another process's upload in progress, and stays.
    const hoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    for (const file of written) fs.utimesSync(file, hoursAgo, hoursAgo);
    const inProgress = await store().putPending('applications', Buffer.from('another process is writing this'));
    const restarted = await createTestContext({ env: { FILES_DIR: ctx.config.filesDir } });
    try {
      expect(pendingFiles()).toHaveLength(1);
      await store().remove(inProgress);
      expect(storedFiles().sort()).toEqual([...before].sort());
    } finally {
      await restarted.close();
    }
  });

  it('leaves nothing pending after a submission commits or is refused', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'committed@example.net' });
    expect((await submit(fields, files)).statusCode).toBe(200);
    expect((await submit(fields, files)).statusCode).toBe(400); // the same e-mail twice
    expect(pendingFiles()).toEqual([]);
  });

  it('are swept once an hour old, with leftovers of unfinished writes; documents stay', async () => {
    const { fields, files } = await validApplication(ctx.db, { email: 'sweep@example.net' });
    expect((await submit(fields, files)).statusCode).toBe(200);
    const kept = storedFiles();
    const orphan = await store().put('applications', Buffer.from('left behind by a crash'));
    const orphanPath = path.join(ctx.config.filesDir, orphan);
    const partialPath = path.join(ctx.config.filesDir, `${orphan.slice(0, -32)}${'a'.repeat(32)}.partial`);
    fs.writeFileSync(partialPath, 'half a file');
    const fresh = await store().put('applications', Buffer.from('a submission still being written'));

    const hoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    for (const file of [...kept, orphanPath, partialPath]) fs.utimesSync(file, hoursAgo, hoursAgo);
    const removed = await sweepOrphanFiles({ db: ctx.db, files: store() });

    expect(removed).toBe(2);
    expect(fs.existsSync(orphanPath)).toBe(false);
    expect(fs.existsSync(partialPath)).toBe(false);
    expect(fs.existsSync(path.join(ctx.config.filesDir, fresh))).toBe(true);
    for (const file of kept) expect(fs.existsSync(file), file).toBe(true);
  });
});
