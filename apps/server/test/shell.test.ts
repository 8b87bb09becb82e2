import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, users } from '../src/db/schema';
import { DEMO, createTestContext, signIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('logged-out header', () => {
  it('gives HOME, three hub links and DISCOVER NEW to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/header_login_page_data/' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.HOME).toBe('/learn/');
    expect(data.HUBS).toHaveLength(3);
    expect(data.HUBS[0]).toMatchObject({ label: 'National Centre for Disease Control' });
    expect(data['DISCOVER NEW']).toBeTruthy();
    expect(res.json().site).toEqual({
      name: 'Field Epidemiology Training Programme', contact_email: 'fetp-support@example.org', news_url: '/learn/', partners_url: '/learn/#hubs',
    });
  });

  it('gives the programme’s own name, contact address and footer links when its operators set them', async () => {
    const own = await createTestContext({
      env: { SITE_NAME: 'FETP Nepal', CONTACT_EMAIL: 'fetp@health.gov.np', NEWS_URL: 'https://health.gov.np/news', PARTNERS_URL: 'https://health.gov.np/partners' },
    });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/api/header_login_page_data/' });
      expect(res.json().site).toEqual({
        name: 'FETP Nepal', contact_email: 'fetp@health.gov.np', news_url: 'https://health.gov.np/news', partners_url: 'https://health.gov.np/partners',
      });
    } finally {
      await own.close();
    }
  });
});

describe('user dropdown', () => {
  it('gives a mentee their name, Profile, Account Settings and My Courses, and no coordinator links', async () => {
    const client = await signIn(ctx, DEMO.mentee);
    const body = (await client.get('/api/user_dropdown/')).json();
    expect(body.header_data).toMatchObject({ displayname: 'Arjun Rao', home: '/learn/', dashboard: '/learn/dashboard', send_bulk_mail: null, user_id: client.userId });
    expect(body.data.map((l: { key: string }) => l.key)).toEqual(['profile', 'account_settings', 'my_courses', 'sign_out']);
  });

  it('gives a coordinator Profile, Account Settings, My Courses, Coordinator Dashboard, CAL Requests, Attendance & Schedules, Content Management and Application Forms, in the spec order (no My Mentees: not a mentor)', async () => {
    const client = await signIn(ctx, DEMO.coordinator);
    const body = (await client.get('/api/user_dropdown/')).json();
    expect(body.data).toEqual([
      { key: 'profile', label: 'Profile', url: '/learn/ask/profile/details/' },
      { key: 'account_settings', label: 'Account Settings', url: '/learn/account/settings/' },
      { key: 'my_courses', label: 'My Courses', url: '/learn/dashboard' },
      { key: 'coordinator_dashboard', label: 'Coordinator Dashboard', url: '/learn/cal/coordinator/dashboard/' },
      { key: 'cal_requests', label: 'CAL Requests', url: '/learn/cal/requests/' },
      { key: 'attendance_schedules', label: 'Attendance & Schedules', url: '/learn/schedules/' },
      { key: 'content_management', label: 'Content Management', url: '/learn/admin/' },
      { key: 'application_forms', label: 'Application Forms', url: '/learn/application-tracker' },
      { key: 'sign_out', label: 'Sign Out', url: '/api/v1/custom/logout/' },
    ]);
  });

  it('gives a mentor Profile, Account Settings, My Courses, My Mentees, CAL Requests and Attendance & Schedules', async () => {
    const client = await signIn(ctx, DEMO.mentor);
    const body = (await client.get('/api/user_dropdown/')).json();
    expect(body.data.map((l: { key: string }) => l.key)).toEqual(['profile', 'account_settings', 'my_courses', 'my_mentees', 'cal_requests', 'attendance_schedules', 'sign_out']);
    expect(body.data[3]).toEqual({ key: 'my_mentees', label: 'My Mentees', url: '/learn/cal/mentor/dashboard/' });
  });

  it('gives a program advisor no dashboard link (the dashboard is not theirs), only Account Settings', async () => {
    const client = await signIn(ctx, DEMO.advisor);
    const body = (await client.get('/api/user_dropdown/')).json();
    expect(body.header_data.dashboard).toBeNull();
    expect(body.data.map((l: { key: string }) => l.key)).toEqual(['account_settings', 'sign_out']);
  });

  it('gives an administrator Account Settings, Content Management and Application Forms, and no dashboard', async () => {
    const client = await signIn(ctx, DEMO.administrator);
    const body = (await client.get('/api/user_dropdown/')).json();
    expect(body.header_data.dashboard).toBeNull();
    expect(body.data).toEqual([
      { key: 'account_settings', label: 'Account Settings', url: '/learn/account/settings/' },
      { key: 'content_management', label: 'Content Management', url: '/learn/admin/' },
      { key: 'application_forms', label: 'Application Forms', url: '/learn/application-tracker' },
      { key: 'sign_out', label: 'Sign Out', url: '/api/v1/custom/logout/' },
    ]);
  });

  it('offers the five reports to a coordinator, a program advisor and an administrator, and none to a mentor or a mentee', async () => {
    const reports = {
      abstract_data_report: '/learn/reports/abstract_data/',
      cohort_data_report: '/learn/reports/cohort_data/',
      resident_activities_report: '/learn/reports/resident_activities/',
      project_data_report: '/learn/reports/project_data/',
      cohort_data_project_report: '/learn/reports/cohort_data_project/',
    };
    for (const email of [DEMO.coordinator, DEMO.advisor, DEMO.administrator]) {
      expect((await (await signIn(ctx, email)).get('/api/user_dropdown/')).json().header_data.reports).toEqual(reports);
    }
    for (const email of [DEMO.mentor, DEMO.mentee]) {
      expect(Object.values((await (await signIn(ctx, email)).get('/api/user_dropdown/')).json().header_data.reports)).toEqual([null, null, null, null, null]);
    }
  });
});

describe('user roles', () => {
  it('answers the caller’s own roles', async () => {
    const client = await signIn(ctx, DEMO.coordinator);
    const res = await client.get(`/api/user_roles/?user_id=${client.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { user_roles: ['Course Coordinator'] } });
  });

  it('refuses another user’s id with 403 and a bad id with 400', async () => {
    const client = await signIn(ctx, DEMO.mentor);
    const [other] = await ctx.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${DEMO.coordinator}`);
    expect((await client.get(`/api/user_roles/?user_id=${other!.id}`)).statusCode).toBe(403);
    const bad = await client.get('/api/user_roles/?user_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('user_id must be a number.');
    expect((await client.get('/api/user_roles/')).statusCode).toBe(400);
  });
});

describe('notifications', () => {
  it('lists the caller’s own notifications newest first with the unread count, and marks them watched', async () => {
    const client = await signIn(ctx, DEMO.mentee);
    const list = (await client.get('/api/user_notifications_list/')).json();
    expect(list.count).toBe(3);
    expect(list.data).toHaveLength(3);
    expect(list.data.every((n: { watched: boolean }) => !n.watched)).toBe(true);
    const watched = await client.get('/api/user_notifications_watched/');
    expect(watched.statusCode).toBe(200);
    const after = (await client.get('/api/user_notifications_list/')).json();
    expect(after.count).toBe(0);
    expect(after.data).toHaveLength(3);
    expect(after.data.every((n: { watched: boolean }) => n.watched)).toBe(true);
  });

  it('never shows or marks another user’s notifications', async () => {
    const coordinator = await signIn(ctx, DEMO.coordinator);
    const before = (await coordinator.get('/api/user_notifications_list/')).json();
    const mentor = await signIn(ctx, DEMO.mentor);
    await mentor.get('/api/user_notifications_watched/');
    const after = (await coordinator.get('/api/user_notifications_list/')).json();
    expect(after.count).toBe(before.count);
    const texts = (await mentor.get('/api/user_notifications_list/')).json().data.map((n: { notification: string }) => n.notification);
    expect(texts).toEqual(['Arjun Rao asked for a mentor-mentee discussion.']);
  });

  it('counts unread beyond the twenty listed', async () => {
    const client = await signIn(ctx, 'mentee2@example.org');
    await ctx.db.insert(notifications).values(Array.from({ length: 25 }, (_, i) => ({ userId: client.userId, notification: `n${i}` })));
    const list = (await client.get('/api/user_notifications_list/')).json();
    expect(list.count).toBe(25);
    expect(list.data).toHaveLength(20);
    await ctx.db.delete(notifications).where(eq(notifications.userId, client.userId));
  });
});

describe('My Courses', () => {
  it('lists a mentee’s courses with in-app links, and the short course with its external home', async () => {
    const client = await signIn(ctx, DEMO.mentee);
    const courses = (await client.get('/api/dashboard_courses/')).json().data.courses;
    expect(courses.map((c: { type: string }) => c.type).sort()).toEqual(['FETP Course', 'Short Courses']);
    const fetp = courses.find((c: { type: string }) => c.type === 'FETP Course');
    expect(fetp.link).toMatch(/^\/learn\/courses\/\d+\/cal\/$/);
    expect(fetp.external).toBe(false);
    const short = courses.find((c: { type: string }) => c.type === 'Short Courses');
    expect(short.link).toMatch(/^https:\/\//);
    expect(short.external).toBe(true);
  });

  it('lists a frontline mentee’s frontline course, a mentor’s mentees’ courses and a coordinator’s courses', async () => {
    const frontline = await signIn(ctx, 'mentee12@example.org');
    const types = (await frontline.get('/api/dashboard_courses/')).json().data.courses.map((c: { type: string }) => c.type);
    expect(types).toContain('Frontline Courses');
    expect(types).not.toContain('FETP Course');
    const mentor = await signIn(ctx, DEMO.mentor);
    expect((await mentor.get('/api/dashboard_courses/')).json().data.courses.length).toBeGreaterThan(0);
    const coordinator = await signIn(ctx, DEMO.coordinator);
    expect((await coordinator.get('/api/dashboard_courses/')).json().data.courses).toHaveLength(3);
  });

  it('sends a coordinator’s VIEW COURSE to the coordinator dashboard and a mentor’s to My Mentees, with the course chosen', async () => {
    const links = async (email: string) => ((await (await signIn(ctx, email)).get('/api/dashboard_courses/')).json().data.courses as { link: string; external: boolean }[])
      .filter((c) => !c.external).map((c) => c.link);
    const coordinator = await links(DEMO.coordinator);
    expect(coordinator.length).toBeGreaterThan(0);
    for (const link of coordinator) expect(link).toMatch(/^\/learn\/cal\/coordinator\/dashboard\/\?course_id=\d+$/);
    const mentor = await links(DEMO.mentor);
    expect(mentor.length).toBeGreaterThan(0);
    for (const link of mentor) expect(link).toMatch(/^\/learn\/cal\/mentor\/dashboard\/\?course_id=\d+$/);
  });
});
