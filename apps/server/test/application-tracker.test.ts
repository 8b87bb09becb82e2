import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { REQUEST_MESSAGES } from '@fetp/contract';
import { applicationDocuments, courseCoordinators, courses, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/plugins/passwords';
import { Client, DEMO, createTestContext, signIn, type TestContext } from './helpers';
import { FRONTLINE_COURSE, OPEN_COURSE, validApplication } from './application-fixtures';

let ctx: TestContext;
let coordinator: Client & { userId: number };
let courseIds: { fetp: number; frontline: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select().from(courses);
  courseIds = { fetp: rows.find((c) => c.courseKey === OPEN_COURSE)!.id, frontline: rows.find((c) => c.courseKey === FRONTLINE_COURSE)!.id };
  const apply = async (email: string, course: string, extra: Record<string, string> = {}) => {
    const { fields, files } = await validApplication(ctx.db, { email, course_id: course, ...extra });
    const res = await new Client(ctx.app).multipart('/api/submit_application/', fields, course === FRONTLINE_COURSE ? { ...files, hpdegree_certificate: undefined } : files);
    if (res.statusCode !== 200) throw new Error(res.body);
  };
  await apply('first@example.net', OPEN_COURSE, { first_name: 'Anita' });
  await apply('second@example.net', OPEN_COURSE, { first_name: 'Bala', degree: 'others', other_degree_name: 'BUMS', org_type: 'others', org_type_other: 'Tribal Health Trust' });
  await apply('third@example.net', FRONTLINE_COURSE, { first_name: 'Chitra' });
  coordinator = await signIn(ctx, DEMO.coordinator);
});
afterAll(() => ctx.close());

describe('applications tracker', () => {
  it('offers the coordinator their courses as filter options', async () => {
    const res = await coordinator.get('/api/app_tracker_course/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ value: String(courseIds.fetp), label: 'Advanced Field Epidemiology Training Programme' });
  });

  it('lists the applications of a course with the spec columns, newest first', async () => {
    const res = await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(body.data.map((r: { email: string }) => r.email)).toEqual(['second@example.net', 'first@example.net']);
    const row = body.data[1];
    expect(row).toMatchObject({ first_name: 'Anita', district: 'New Delhi', state: 'Delhi', ug_degree: 'MBBS', org_type: 'Non-Profit', noc_certificate: null });
    expect(row.age).toBeGreaterThanOrEqual(30);
    for (const link of ['id_photo', 'download_application_form', 'dob_certificate', 'hpdegree_certificate', 'udegree_certificate']) {
      expect(row[link]).toMatch(/^\/api\/application_files\/\d+\/\w+\?/);
    }
    expect(body.data[0].ug_degree).toBe('BUMS');
  });

  it('lists every course of the caller without pk, and pages', async () => {
    const all = (await coordinator.get('/api/applications/')).json();
    expect(all.count).toBe(3);
    const page = (await coordinator.get('/api/applications/?page=2&page_size=2')).json();
    expect(page).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page.data).toHaveLength(1);
    expect((await coordinator.get('/api/applications/?pk=abc')).statusCode).toBe(400);
    expect((await coordinator.get('/api/applications/?page=0')).statusCode).toBe(400);
  });

  it('opens each document through its link, with its type and a file name', async () => {
    const [row] = (await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`)).json().data;
    const form = await ctx.app.inject({ method: 'GET', url: row.download_application_form });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toMatch(/^inline; filename="application_form-\d+\.pdf"; filename\*=UTF-8''application_form-\d+\.pdf$/);
    expect(form.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const photo = await ctx.app.inject({ method: 'GET', url: row.id_photo });
    expect(photo.headers['content-type']).toBe('image/png');
    const certificate = await ctx.app.inject({ method: 'GET', url: row.dob_certificate });
    expect(certificate.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for a document whose file is missing from the store, like every download (issue 30 §1.7)', async () => {
    const [row] = (await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`)).json().data;
    const id = Number((row.udegree_certificate as string).match(/application_files\/(\d+)\//)![1]);
    const [doc] = await ctx.db.select().from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.field, 'udegree_certificate')));
    await ctx.files.remove(doc!.storageKey);
    const missing = await ctx.app.inject({ method: 'GET', url: row.udegree_certificate });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REQUEST_MESSAGES.notFound);
  });

  it('refuses an altered, expired or foreign document link', async () => {
    const [row] = (await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`)).json().data;
    const other = (row.dob_certificate as string).replace('/dob_certificate?', '/udegree_certificate?');
    expect((await ctx.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const tampered = (row.dob_certificate as string).replace(/uid=\d+/, 'uid=99999');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = (row.dob_certificate as string).replace(/exp=\d+/, 'exp=1000');
    expect((await ctx.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const bare = (row.dob_certificate as string).split('?')[0]!;
    expect((await ctx.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/application_files/1/passwd' })).statusCode).toBe(400);
  });

  it('stops a link working once its coordinator no longer has the course', async () => {
    const [row] = (await coordinator.get(`/api/applications/?pk=${courseIds.frontline}`)).json().data;
    expect((await ctx.app.inject({ method: 'GET', url: row.dob_certificate })).statusCode).toBe(200);
    await ctx.db.delete(courseCoordinators).where(eq(courseCoordinators.courseId, courseIds.frontline));
    try {
      expect((await ctx.app.inject({ method: 'GET', url: row.dob_certificate })).statusCode).toBe(404);
      expect((await coordinator.get(`/api/applications/?pk=${courseIds.frontline}`)).statusCode).toBe(403);
    } finally {
      await ctx.db.insert(courseCoordinators).values({ courseId: courseIds.frontline, userId: coordinator.userId });
    }
  });

  it('downloads a CSV of exactly the filtered applications', async () => {
    const res = await coordinator.get(`/api/download_applications/?pk=${courseIds.fetp}`);
    expect(res.statusCode).toBe(200);
    const csvUrl = res.json().data.data.csv_url as string;
    const csv = await ctx.app.inject({ method: 'GET', url: csvUrl });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,submitted_at,course,first_name/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(',')[6]).sort()).toEqual(['first@example.net', 'second@example.net']);
    const all = await ctx.app.inject({ method: 'GET', url: (await coordinator.get('/api/download_applications/')).json().data.data.csv_url });
    expect(all.body.trim().split('\r\n')).toHaveLength(4);
  });

  it("carries each applicant's own organisation type in the CSV, while the screen shows 'Non-Profit'", async () => {
    const screen = (await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`)).json();
    expect(screen.data.map((r: { org_type: string }) => r.org_type)).toEqual(['Non-Profit', 'Non-Profit']);
    const csvUrl = (await coordinator.get(`/api/download_applications/?pk=${courseIds.fetp}`)).json().data.data.csv_url as string;
    const lines = (await ctx.app.inject({ method: 'GET', url: csvUrl })).body.replace(/^\ufeff/, '').trim().split('\r\n');
    const header = lines[0]!.split(',');
    const byName = Object.fromEntries(lines.slice(1).map((l) => l.split(',')).map((cells) => [cells[header.indexOf('first_name')], cells[header.indexOf('org_type')]]));
    // The option's label for a listed type; the applicant's own words for "Others".
    expect(byName).toEqual({ Anita: 'State Government', Bala: 'Tribal Health Trust' });
  });

  it('refuses a course the caller does not coordinate', async () => {
    const passwordHash = await hashPassword('Other@12345');
    const [other] = await ctx.db.insert(users).values({ email: 'other.coordinator@example.org', passwordHash, displayName: 'Other Coordinator' }).returning();
    await ctx.db.insert(userRoles).values({ userId: other!.id, role: 'Course Coordinator' });
    const client = await signIn(ctx, 'other.coordinator@example.org', 'Other@12345');
    expect((await client.get('/api/app_tracker_course/')).json().data).toEqual([]);
    expect((await client.get('/api/applications/')).json()).toMatchObject({ count: 0, data: [] });
    expect((await client.get(`/api/applications/?pk=${courseIds.fetp}`)).statusCode).toBe(403);
    expect((await client.get(`/api/download_applications/?pk=${courseIds.fetp}`)).statusCode).toBe(403);
    const [row] = (await coordinator.get(`/api/applications/?pk=${courseIds.fetp}`)).json().data;
    const foreign = (row.dob_certificate as string);
    // The link names the coordinator who received it; the other coordinator can not re-sign it for themself.
    expect((await ctx.app.inject({ method: 'GET', url: foreign.replace(/uid=\d+/, `uid=${other!.id}`) })).statusCode).toBe(403);
  });

  it("opens every course's applications, documents and CSV to an administrator (issue 32)", async () => {
    const admin = await signIn(ctx, DEMO.administrator);
    const allCourses = await ctx.db.select({ id: courses.id }).from(courses);
    expect((await admin.get('/api/app_tracker_course/')).json().data).toHaveLength(allCourses.length);
    const listed = (await admin.get('/api/applications/?page_size=100')).json();
    expect(listed.data.map((r: { email: string }) => r.email)).toEqual(expect.arrayContaining(['first@example.net', 'second@example.net', 'third@example.net']));
    const [frontline] = (await admin.get(`/api/applications/?pk=${courseIds.frontline}`)).json().data;
    expect((await ctx.app.inject({ method: 'GET', url: frontline.dob_certificate })).statusCode).toBe(200);
    const csvUrl = (await admin.get(`/api/download_applications/?pk=${courseIds.fetp}`)).json().data.data.csv_url as string;
    expect((await ctx.app.inject({ method: 'GET', url: csvUrl })).body.trim().split('\r\n')).toHaveLength(3);
  });

  const calls = ['/api/app_tracker_course/', '/api/applications/', '/api/download_applications/'];
  it.each([['advisor', DEMO.advisor], ['mentor', DEMO.mentor], ['mentee', DEMO.mentee]])('refuses the %s with 403', async (_role, email) => {
    const client = await signIn(ctx, email);
    for (const url of calls) expect((await client.get(url)).statusCode, url).toBe(403);
  });

  it('refuses a caller without a token with 401', async () => {
    for (const url of calls) expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
