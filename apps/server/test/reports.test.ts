import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { REPORT_CALLS, REPORT_COLUMNS, REPORT_KINDS, REPORT_MESSAGES, ROLES, type ReportKind } from '@fetp/contract';
import { advisorHubs, cohorts, courses, enrolments, hubs, reportFiles, users } from '../src/db/schema';
import { JobQueue } from '../src/jobs';
import { generateReportJob } from '../src/features/reports/jobs';
import { filePath } from '../src/features/reports/service';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { seedDemoReportFiles } from '../src/seed/demo-reports';
import type { Services } from '../src/services';
import type { FileStore } from '../src/files/store';
import { createCohort, createCoordinator, createCourse, createMentee, createUser } from './factories';
import { DEMO, signIn, useTestContext, type Client } from './helpers';

/** The reports (issue 31; 002 §2.9, §3, §5, §7): rows, filter, scope per role, generated files and their links. */
const ctx = useTestContext({ env: { JOBS_WORKER: 'false' } });

type Row = Record<string, string | number | boolean | null>;
type Signed = Client & { userId: number };
let coordinator: Signed;
let advisor: Signed;

beforeAll(async () => {
  coordinator = await signIn(ctx(), DEMO.coordinator);
  advisor = await signIn(ctx(), DEMO.advisor);
});

/** A report call of a kind, by its method: GET with a query, POST with a body. */
async function call(client: Client, kind: ReportKind, which: 'table' | 'download' | 'files', params: Record<string, string | number> = {}) {
  const endpoint = REPORT_CALLS[kind][which];
  if (endpoint.method === 'POST') return client.postJson(endpoint.path, params);
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return client.get(query ? `${endpoint.path}?${query}` : endpoint.path);
}

/** Every row of a report the client reads (pages of 100). */
async function allRows(client: Client, kind: ReportKind, filter: Record<string, string> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await call(client, kind, 'table', { ...filter, page, page_size: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; data: Row[] };
    rows.push(...body.data);
    if (rows.length >= body.count || body.data.length === 0) return rows;
  }
}

/** Runs the queued generations with the given file store (the context's by default). */
async function runGenerations(files: FileStore = ctx().files) {
  const queue = new JobQueue({ db: ctx().db }).register(generateReportJob);
  return queue.runDue({ services: { db: ctx().db, files } as unknown as Services });
}

describe('report rows', () => {
  it('Scientific Communications: one row per Scientific Communication sub-CAL, from its registration and abstract forms', async () => {
    const rows = await allRows(coordinator, 'abstract_data');
    expect(Object.keys(rows[0]!)).toEqual(REPORT_COLUMNS.abstract_data.map((c) => c.key));
    expect(rows.find((r) => r.lead_author === 'Nikhil Pandey' && r.communication_type === 'Manuscript')).toMatchObject({
      country: 'India', program_level: 'FETP Course', is_communication_product: true, primary_disease: 'Cholera', title: 'Manuscript: Lucknow',
      conference_name: null, journal_name: expect.stringMatching(/Journal/), is_accepted: true,
      citation: expect.stringMatching(/^Nikhil Pandey, et al\. Manuscript: Lucknow\./), submission_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Registered, abstract not yet written: the event targeted comes from the registration form.
    expect(rows.find((r) => r.lead_author === 'Arjun Rao')).toMatchObject({
      communication_type: 'Conference Abstract', title: 'Measles vaccination coverage abstract', is_communication_product: false,
      conference_name: 'Annual conference of the Indian Public Health Association', journal_name: null, citation: null, is_accepted: null, submission_date: null,
    });
  });

  it('Resident Activities: one row per field project, from its registration, start and end forms', async () => {
    const rows = await allRows(coordinator, 'resident_activities');
    expect(Object.keys(rows[0]!)).toEqual(REPORT_COLUMNS.resident_activities.map((c) => c.key));
    const nuh = rows.find((r) => r.title === 'Measles outbreak, Nuh district')!;
    expect(nuh).toMatchObject({
      project_type: 'Outbreak investigation', project_classification: 'Vaccine-preventable disease', country: 'India', curriculum_level: 'FETP Course',
      mentor_1: 'Priya Nair', mentor_2: 'Vikram Singh', primary_disease: 'Measles', outbreak_start: null, outbreak_end: null,
    });
    expect(nuh.year).toBe(Number(String(nuh.date_assigned).slice(0, 4)));
    expect(nuh.outbreak_detection! < nuh.date_assigned!).toBe(true);
    // A finished investigation carries its period from the end form.
    const ended = rows.filter((r) => r.outbreak_start !== null && r.outbreak_end !== null);
    expect(ended.length).toBeGreaterThan(0);
    for (const r of ended) expect(r.outbreak_start! <= r.outbreak_end!).toBe(true);
    expect(rows.some((r) => typeof r.co_investigators === 'string' && typeof r.secondary_disease === 'string')).toBe(true);
  });

  it('Cohort Data: one row per enrolment, from the cohort, the profile, the job and graduation', async () => {
    const rows = await allRows(coordinator, 'cohort_data');
    expect(Object.keys(rows[0]!)).toEqual(REPORT_COLUMNS.cohort_data.map((c) => c.key));
    const [arjun] = await ctx().db.select().from(users).where(eq(users.email, DEMO.mentee));
    const arjuns = rows.filter((r) => r.resident_id === arjun!.id);
    expect(arjuns.map((r) => r.program).sort()).toEqual(['Advanced Field Epidemiology Training Programme', 'Outbreak Investigation Essentials']);
    expect(arjuns.find((r) => r.cohort_number === 'Cohort 2025')).toMatchObject({
      country: 'India', cohort_start: '2025-01-06', hub_name: 'National Centre for Disease Control', fetp_track: 'Advanced', other_track: null,
      first_name: 'Arjun', last_name: 'Rao', gender: 'Male', resident_completed: false, graduation_date: null,
    });
    expect(arjuns.find((r) => r.cohort_number === 'Self-paced')).toMatchObject({ fetp_track: 'Other', other_track: 'Short course (self-paced)' });
    const graduates = rows.filter((r) => r.resident_completed === true);
    expect(graduates.length).toBeGreaterThan(0);
    for (const r of graduates) expect(r.graduation_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rows.some((r) => r.obi_completed === true)).toBe(true);
    expect(rows.some((r) => typeof r.job_title === 'string')).toBe(true);
  });

  it('Field Assignment: one row per project, flags of the other type empty, diseases by label', async () => {
    const res = await call(coordinator, 'project_data', 'table', { page_size: 100 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Row[];
    expect(Object.keys(rows[0]!)).toEqual(REPORT_COLUMNS.project_data.map((c) => c.key));
    expect(rows.map((r) => r.sr_no)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.find((r) => r.project_title === 'Dengue case investigation in a new housing colony, New Delhi')).toMatchObject({
      project_type: 'FIELD Assignment 2', data_quality_audit: null, database_analysis: null, case_investigation: true, outbreak_investigation: false,
      disease: 'Dengue', disease_type: 'Dengue', state: 'Delhi', district: 'New Delhi', investigators: 'Anjali Menon, Deepak Yadav', mentors: 'Priya Nair',
      one_health_approach_applied: false,
    });
    const other = rows.find((r) => r.disease_type === 'Others')!;
    expect(other.disease).not.toBe('Others');
    expect(rows.filter((r) => r.project_type === 'FIELD Assignment 1').every((r) => r.case_investigation === null && typeof r.data_quality_audit === 'boolean')).toBe(true);
  });

  it('Cohort Project: one row per Frontline officer, with job, supervisors and field-assignment flags', async () => {
    const rows = await allRows(coordinator, 'cohort_data_project');
    expect(Object.keys(rows[0]!)).toEqual(REPORT_COLUMNS.cohort_data_project.map((c) => c.key));
    expect(new Set(rows.map((r) => r.cohort_number))).toEqual(new Set(['Frontline Cohort 1']));
    expect(rows.map((r) => r.roster_number)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.find((r) => r.email === 'mentee9@example.org')).toMatchObject({
      first_name: 'Deepak', last_name: 'Yadav', sex: 'Male', supervisor_names: 'Fatima Khan', region: 'Delhi', district: 'New Delhi',
      data_quality_audit: true, case_investigation: true, total_surveillance_products: 2, graduated: false,
      // Neither of their projects (a line-list audit, a dengue case investigation under way) has its reports yet.
      surveillance_report: false, expanded_summary_report: false, problem_analysis: false,
    });
    // The project form's flags (form version 2): a FIELD Assignment 1 surveillance report, a FIELD
    // Assignment 2 expanded summary report and problem analysis, Yes when any of the officer's projects has it.
    expect(rows.find((r) => r.email === 'sreeja.nambiar@frontline.fetp-demo.org')).toMatchObject({
      data_quality_audit: true, surveillance_report: true, case_investigation: true, outbreak_investigation: true,
      expanded_summary_report: true, problem_analysis: true, database_analysis: false, total_surveillance_products: 2, graduated: true,
    });
    expect(rows.find((r) => r.email === 'karthik.subramanian@frontline.fetp-demo.org')).toMatchObject({
      surveillance_report: false, outbreak_investigation: true, expanded_summary_report: true, problem_analysis: false, total_surveillance_products: 1,
    });
    for (const r of rows) for (const key of ['surveillance_report', 'expanded_summary_report', 'problem_analysis']) expect(typeof r[key]).toBe('boolean');
  });
});

describe('the Report Filter', () => {
  it('keeps the rows of the dates asked for, ends included', async () => {
    const all = await allRows(coordinator, 'abstract_data');
    const day = String(all.find((r) => r.communication_type === 'Manuscript')!.date_assigned);
    const some = await allRows(coordinator, 'abstract_data', { start_date: day, end_date: day });
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThan(all.length);
    for (const r of some) expect(r.date_assigned).toBe(day);
    const projects = await call(coordinator, 'project_data', 'table', { start_date: '1990-01-01', end_date: '1990-12-31' });
    expect(projects.json()).toMatchObject({ count: 0, data: [] });
  });

  it('refuses one date without the other and a start after the end, with the form’s words, on every table and download', async () => {
    for (const kind of REPORT_KINDS) {
      for (const which of ['table', 'download'] as const) {
        for (const params of [{ start_date: '2026-01-01' }, { end_date: '2026-01-01' }] as Record<string, string>[]) {
          const res = await call(coordinator, kind, which, params);
          expect(res.statusCode, `${kind} ${which}`).toBe(400);
          expect(res.json().message).toBe(REPORT_MESSAGES.bothDates);
        }
        const res = await call(coordinator, kind, which, { start_date: '2026-02-01', end_date: '2026-01-01' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(REPORT_MESSAGES.startBeforeEnd);
      }
    }
    expect((await call(coordinator, 'cohort_data', 'table', { start_date: '2026-02-30', end_date: '2026-03-01' })).statusCode).toBe(400);
  });
});

describe('scope', () => {
  it('a coordinator of another course sees none of these rows; the unbound advisor sees the whole programme', async () => {
    const other = await createCoordinator(ctx().db, [(await createCourse(ctx().db)).id]);
    const client = await signIn(ctx(), other.email);
    for (const kind of REPORT_KINDS) {
      const res = await call(client, kind, 'table');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ count: 0, data: [] });
      // The demo coordinator coordinates every demo course: the advisor's programme is theirs.
      expect((await call(advisor, kind, 'table')).json().count).toBe((await call(coordinator, kind, 'table')).json().count);
    }
  });

  it('an advisor bound to one hub sees only its courses', async () => {
    const { db } = ctx();
    const bound = await createUser(db, [ROLES.advisor]);
    const [kerala] = await db.select().from(hubs).where(eq(hubs.slug, 'ssu-kerala'));
    await db.insert(advisorHubs).values({ userId: bound.id, hubId: kerala!.id });
    const client = await signIn(ctx(), bound.email);
    const rows = await allRows(client, 'cohort_data');
    const frontlineOfficers = await db.select({ id: enrolments.id }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
      .innerJoin(courses, eq(courses.id, cohorts.courseId)).where(eq(courses.hubId, kerala!.id));
    expect(rows.length).toBe(frontlineOfficers.length);
    expect(new Set(rows.map((r) => r.hub_name))).toEqual(new Set([kerala!.name]));
    expect((await call(client, 'abstract_data', 'table')).json().count).toBe(0);
    expect((await call(client, 'resident_activities', 'table')).json().count).toBe(0);
    expect((await call(client, 'project_data', 'table')).json().count).toBe((await call(coordinator, 'project_data', 'table')).json().count);
  });

  it('an administrator reads every course’s rows, a course no demo coordinator coordinates included; a mentor is still refused', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    await createCoordinator(db, [course.id]);
    const elsewhere = await createCohort(db, { courseId: course.id });
    const officer = await createMentee(db, elsewhere.id);
    const administrator = await signIn(ctx(), DEMO.administrator);
    const rows = await allRows(administrator, 'cohort_data');
    const everyEnrolment = await db.select({ id: enrolments.id }).from(enrolments);
    expect(rows.length).toBe(everyEnrolment.length);
    expect(rows.map((r) => r.resident_id)).toContain(officer.id);
    // The demo coordinator does not see the other course's officer; the administrator sees theirs and more.
    expect((await allRows(coordinator, 'cohort_data')).map((r) => r.resident_id)).not.toContain(officer.id);
    for (const kind of REPORT_KINDS) {
      expect((await call(administrator, kind, 'table')).json().count, kind).toBeGreaterThanOrEqual((await call(coordinator, kind, 'table')).json().count);
      expect((await call(administrator, kind, 'files')).statusCode, kind).toBe(200);
    }
    const mentor = await signIn(ctx(), DEMO.mentor);
    expect((await call(mentor, 'cohort_data', 'table')).statusCode).toBe(403);
  });

  it('refuses a mentor and a mentee every report call (403), and anyone without a token (401)', async () => {
    for (const email of [DEMO.mentor, DEMO.mentee]) {
      const client = await signIn(ctx(), email);
      for (const kind of REPORT_KINDS) {
        for (const which of ['table', 'download', 'files'] as const) {
          const res = await call(client, kind, which);
          expect(res.statusCode, `${email} ${kind} ${which}`).toBe(403);
        }
      }
    }
    for (const kind of REPORT_KINDS) {
      const endpoint = REPORT_CALLS[kind].table;
      expect((await ctx().app.inject({ method: endpoint.method, url: endpoint.path })).statusCode).toBe(401);
    }
  });
});

describe('generated files', () => {
  it('generates the CSV (UTF-8 with BOM) through the job queue, lists it as [name, url] and serves it through its signed link', async () => {
    const count = (await call(coordinator, 'cohort_data', 'table')).json().count as number;
    const started = await call(coordinator, 'cohort_data', 'download');
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe(REPORT_MESSAGES.generationStarted);
    const fileId = started.json().data.file_id as number;
    const queued = (await call(coordinator, 'cohort_data', 'files')).json();
    expect(queued.files[0]).toMatchObject({ id: fileId, status: 'queued', url: null, format: 'csv' });
    expect(queued.data.some(([name]: [string, string]) => name === queued.files[0].name)).toBe(false);

    expect(await runGenerations()).toBe(1);
    const list = (await call(coordinator, 'cohort_data', 'files')).json();
    expect(list.files[0]).toMatchObject({ id: fileId, status: 'done', format: 'csv' });
    const [name, url] = list.data[0] as [string, string];
    expect(name).toBe(list.files[0].name);
    expect(name).toMatch(/^Cohort Data Report .*\.csv$/);
    // A plain browser tab: no bearer token.
    const file = await ctx().app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment;');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(REPORT_COLUMNS.cohort_data.map((c) => c.label).join(','));
    expect(lines).toHaveLength(count + 1);
    expect(lines.some((l) => l.includes('Arjun'))).toBe(true);
  });

  it('generates an XLSX that exceljs reads back, with the filter applied', async () => {
    const day = '2025-01-06';
    const count = (await call(coordinator, 'cohort_data', 'table', { start_date: day, end_date: day })).json().count as number;
    expect(count).toBeGreaterThan(0);
    const started = await call(coordinator, 'cohort_data', 'download', { start_date: day, end_date: day, format: 'xlsx' });
    expect(started.statusCode).toBe(200);
    await runGenerations();
    const list = (await call(coordinator, 'cohort_data', 'files')).json();
    expect(list.files[0]).toMatchObject({ status: 'done', format: 'xlsx' });
    expect(list.files[0].name).toContain(`${day} to ${day}`);
    const file = await ctx().app.inject({ method: 'GET', url: list.files[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(REPORT_COLUMNS.cohort_data.map((c) => c.label));
    const cohortColumn = REPORT_COLUMNS.cohort_data.findIndex((c) => c.key === 'cohort_start') + 1;
    for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getRow(r).getCell(cohortColumn).value).toBe(day);
  });

  it('the Field Assignment Report generates through its POST call too', async () => {
    const started = await call(coordinator, 'project_data', 'download', { format: 'csv' });
    expect(started.statusCode).toBe(200);
    await runGenerations();
    const list = (await call(coordinator, 'project_data', 'files')).json();
    expect(list.files[0]).toMatchObject({ status: 'done' });
    const csv = await ctx().app.inject({ method: 'GET', url: list.data[0][1] });
    expect(csv.body).toContain('Dengue case investigation in a new housing colony, New Delhi');
  });

  it('refuses a changed signature, an expired link, another user’s file, and a user who no longer reads reports', async () => {
    await call(coordinator, 'abstract_data', 'download');
    await runGenerations();
    const url = (await call(coordinator, 'abstract_data', 'files')).json().data[0][1] as string;
    expect((await ctx().app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const tampered = url.replace(/sig=([^&])/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const refused = await ctx().app.inject({ method: 'GET', url: tampered });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REPORT_MESSAGES.linkExpired);

    const id = Number(/report_files\/(\d+)\//.exec(url)![1]);
    const secret = await serverSecret(ctx().db, 'file-links');
    const expired = new SignedLinks(secret, -10).sign(filePath(id), coordinator.userId);
    expect((await ctx().app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);

    // A link made (with the right secret) for the advisor to the coordinator's file finds nothing.
    const othersFile = new SignedLinks(secret).sign(filePath(id), advisor.userId);
    expect((await ctx().app.inject({ method: 'GET', url: othersFile })).statusCode).toBe(404);

    // A mentor holding a signed link (not that they could get one): refused.
    const mentor = await signIn(ctx(), DEMO.mentor);
    expect((await ctx().app.inject({ method: 'GET', url: new SignedLinks(secret).sign(filePath(id), mentor.userId) })).statusCode).toBe(403);
  });

  it('lists a failed generation as failed, without a link', async () => {
    const started = await call(coordinator, 'resident_activities', 'download');
    const fileId = started.json().data.file_id as number;
    const broken = { ...ctx().files, putPendingStream: async () => { throw new Error('the disk is full'); } } as FileStore;
    await runGenerations(broken);
    const list = (await call(coordinator, 'resident_activities', 'files')).json();
    expect(list.files.find((f: { id: number }) => f.id === fileId)).toMatchObject({ status: 'failed', url: null });
    expect(list.data.some(([name]: [string]) => name === list.files.find((f: { id: number }) => f.id === fileId).name)).toBe(false);
    const [row] = await ctx().db.select().from(reportFiles).where(eq(reportFiles.id, fileId));
    expect(row!.error).toContain('the disk is full');
  });

  it('the demo seed lists one generated file of each report for the demo coordinator', async () => {
    const { db, files } = ctx();
    await seedDemoReportFiles({ db, files });
    for (const kind of REPORT_KINDS) {
      const list = (await call(coordinator, kind, 'files')).json();
      expect(list.data.length, kind).toBeGreaterThan(0);
      const file = await ctx().app.inject({ method: 'GET', url: list.data[0][1] });
      expect(file.statusCode).toBe(200);
    }
    // Files are each user's own: the advisor lists only theirs, none of the coordinator's.
    const advisorFiles = await db.select().from(reportFiles).where(eq(reportFiles.userId, advisor.userId));
    expect((await call(advisor, 'cohort_data', 'files')).json().files).toHaveLength(advisorFiles.filter((f) => f.kind === 'cohort_data').length);
  });
});
