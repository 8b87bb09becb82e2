import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DASHBOARD_API, PROGRAMME_SETUP_API as API, PROGRAMME_SETUP_MESSAGES as M, PROFILE_TEMPLATES, ROLES, type RoleName,
} from '@fetp/contract';
import { auditLog, cohorts, courses, hubs } from '../src/db/schema';
import { createCohort, createCoordinator, createCourse, createHub, createMentee, createUser } from './factories';
import { sessionOf, useTestContext, type Client, type TestContext, fillPath } from './helpers';

/** Programme setup (issue 32): hubs, courses and cohorts per role, per record, validated, round trips. */
const ctx = useTestContext();

type Caller = Client & { userId: number };


async function as(c: TestContext, roles: RoleName[]): Promise<Caller> {
  const user = await createUser(c.db, roles);
  return sessionOf(c, user.email);
}

const HUB = { name: 'Kenya FELTP', website_url: 'https://feltp.example.ke', is_national_centre: true, is_international_organisation: false, template_name: PROFILE_TEMPLATES.appliedEpidemiology };
const courseBody = (hubId: number, key = 'course-v1:KE+FETP-ADV+2027') => ({
  key, title: 'Advanced FETP 2027', type: 'FETP Course', hub_id: hubId, description: 'Two years.', image_url: null, external_url: null,
  start_date: '2027-01-10', end_date: '2028-12-15', admission_open: true, admission_opens_on: '2026-09-01', admission_closes_on: '2026-11-30',
});

describe('hubs', () => {
  it('an administrator lists, creates and changes hubs; the flags and template round-trip', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const created = await admin.json('POST', API.createHub.path, HUB);
    expect(created.statusCode, created.body).toBe(200);
    const hub = created.json().data;
    expect(created.json().message).toBe(M.hubCreated);
    expect(hub).toMatchObject({ ...HUB, courses: 0 });
    const [stored] = await c.db.select().from(hubs).where(eq(hubs.id, hub.id));
    expect(stored).toMatchObject({ name: 'Kenya FELTP', slug: 'kenya-feltp', isNationalCentre: true, profileTemplate: PROFILE_TEMPLATES.appliedEpidemiology });

    const changed = await admin.json('PATCH', fillPath(API.updateHub.path, { hub: hub.id }), { is_international_organisation: true, website_url: '', template_name: PROFILE_TEMPLATES.frontline });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Kenya FELTP', website_url: null, is_national_centre: true, is_international_organisation: true, template_name: PROFILE_TEMPLATES.frontline });

    const list = await admin.get(`${API.hubs.path}?page=1&page_size=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((h: { id: number }) => h.id)).toContain(hub.id);
    expect(list.json()).toMatchObject({ page: 1, page_size: 100 });
  });

  it('refuses every other role (coordinator, advisor, mentor, mentee) and a caller without a token', async () => {
    const c = ctx();
    const hub = await createHub(c.db);
    for (const role of [ROLES.coordinator, ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = await as(c, [role]);
      expect((await caller.get(API.hubs.path)).statusCode, role).toBe(403);
      expect((await caller.json('POST', API.createHub.path, { ...HUB, name: `By ${role}` })).statusCode, role).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateHub.path, { hub: hub.id }), { name: 'Taken over' })).statusCode, role).toBe(403);
    }
    expect((await c.app.inject({ method: 'GET', url: API.hubs.path })).statusCode).toBe(401);
    const [after] = await c.db.select().from(hubs).where(eq(hubs.id, hub.id));
    expect(after!.name).toBe(hub.name);
  });

  it('a bad field or a taken name is a 4xx with the field’s message, and nothing changes', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const existing = await createHub(c.db, { name: 'Nigeria FELTP' });
    const before = (await c.db.select().from(hubs)).length;
    const cases: Array<[unknown, string, string]> = [
      [{ ...HUB, name: '  ' }, 'name', M.nameRequired],
      [{ ...HUB, website_url: 'javascript:alert(1)' }, 'website_url', M.badUrl],
      [{ ...HUB, template_name: 'mentor-profile-details' }, 'template_name', M.badTemplate],
      [{ ...HUB, is_national_centre: 'yes' }, 'is_national_centre', M.badFlag],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.json('POST', API.createHub.path, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const dup = await admin.json('POST', API.createHub.path, { ...HUB, name: ' nigeria feltp ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.name).toEqual([M.hubNameTaken]);
    expect((await c.db.select().from(hubs)).length).toBe(before);

    const other = await createHub(c.db);
    const rename = await admin.json('PATCH', fillPath(API.updateHub.path, { hub: other.id }), { name: 'Nigeria FELTP' });
    expect(rename.statusCode).toBe(409);
    expect((await admin.json('PATCH', fillPath(API.updateHub.path, { hub: 999_999 }), { name: 'Nobody' })).statusCode).toBe(404);
    // The hub's own name again is no conflict.
    expect((await admin.json('PATCH', fillPath(API.updateHub.path, { hub: existing.id }), { name: 'Nigeria FELTP' })).statusCode).toBe(200);
  });
});

describe('courses', () => {
  it('an administrator creates and changes a course; every field round-trips, and a duplicate key is a 409', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const hub = await createHub(c.db);
    const created = await admin.json('POST', API.createCourse.path, courseBody(hub.id));
    expect(created.statusCode, created.body).toBe(200);
    const course = created.json().data;
    expect(course).toMatchObject({ ...courseBody(hub.id), hub_name: hub.name, cohorts: 0, can_change_all: true });

    const other = await createHub(c.db);
    const changed = await admin.json('PATCH', fillPath(API.updateCourse.path, { course: course.id }), {
      title: 'Advanced FETP', hub_id: other.id, type: 'Short Courses', external_url: 'https://learn.example.org/x', admission_open: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ title: 'Advanced FETP', hub_id: other.id, type: 'Short Courses', external_url: 'https://learn.example.org/x', admission_open: false, start_date: '2027-01-10' });
    expect((await admin.get(fillPath(API.course.path, { course: course.id }))).json().data.title).toBe('Advanced FETP');

    const dup = await admin.json('POST', API.createCourse.path, { ...courseBody(hub.id), title: 'Copy' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.key).toEqual([M.courseKeyTaken]);
    const taken = await createCourse(c.db);
    const rekey = await admin.json('PATCH', fillPath(API.updateCourse.path, { course: course.id }), { key: taken.courseKey });
    expect(rekey.statusCode).toBe(409);
    expect((await admin.get(fillPath(API.course.path, { course: 999_999 }))).statusCode).toBe(404);
  });

  it('validation 400s change nothing: dates out of order, a bad key, type or hub', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const hub = await createHub(c.db);
    const count = async () => (await c.db.select().from(courses)).length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ end_date: '2027-01-10' }, 'end_date', M.endBeforeStart],
      [{ admission_closes_on: '2026-08-31' }, 'admission_closes_on', M.closeBeforeOpen],
      [{ key: 'FETP 2027' }, 'key', M.badKey],
      [{ type: 'Long Courses' }, 'type', M.badType],
      [{ start_date: '2027-02-30' }, 'start_date', M.badDate],
      [{ title: '' }, 'title', M.titleRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.json('POST', API.createCourse.path, { ...courseBody(hub.id), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    const noHub = await admin.json('POST', API.createCourse.path, courseBody(999_999));
    expect(noHub.statusCode).toBe(400);
    expect(noHub.json().errors.hub_id).toEqual([M.badHub]);
    expect(await count()).toBe(before);

    // A change is checked against the course as it would be: an end before the stored start.
    const course = await createCourse(c.db, { startDate: '2027-03-01', endDate: '2027-12-01' });
    const res = await admin.json('PATCH', fillPath(API.updateCourse.path, { course: course.id }), { end_date: '2027-02-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.end_date).toEqual([M.endBeforeStart]);
    const [after] = await c.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after!.endDate).toBe('2027-12-01');
  });

  it('a coordinator lists and changes only the courses they coordinate, and not their key, title, type or hub; others are refused (IDOR)', async () => {
    const c = ctx();
    const mine = await createCourse(c.db, { title: 'AAA mine' });
    const theirs = await createCourse(c.db, { title: 'AAA theirs' });
    const coordinator = await createCoordinator(c.db, [mine.id]);
    const client = await sessionOf(c, coordinator.email);

    const list = (await client.get(API.courses.path)).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect(list.results[0].can_change_all).toBe(false);

    const ok = await client.json('PATCH', fillPath(API.updateCourse.path, { course: mine.id }), { description: 'New words', start_date: '2027-01-01', admission_open: true, admission_closes_on: '2027-01-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ description: 'New words', start_date: '2027-01-01', admission_open: true, admission_closes_on: '2027-01-31' });

    for (const change of [{ key: 'course-v1:X+Y+1' }, { title: 'Renamed' }, { type: 'Short Courses' }, { hub_id: mine.hubId }]) {
      const res = await client.json('PATCH', fillPath(API.updateCourse.path, { course: mine.id }), change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    expect((await client.json('POST', API.createCourse.path, courseBody(mine.hubId, 'course-v1:MINE+NEW+1'))).statusCode).toBe(403);

    // Another course, by id, on each call: refused, nothing changed.
    expect((await client.get(fillPath(API.course.path, { course: theirs.id }))).statusCode).toBe(403);
    expect((await client.json('PATCH', fillPath(API.updateCourse.path, { course: theirs.id }), { description: 'Hijacked' })).statusCode).toBe(403);
    expect((await client.get(fillPath(API.cohorts.path, { course: theirs.id }))).statusCode).toBe(403);
    expect((await client.json('POST', fillPath(API.createCohort.path, { course: theirs.id }), { name: 'Intruders', start_date: null, end_date: null, track: null, other_track: null, to_be_shown: null })).statusCode).toBe(403);
    const [after] = await c.db.select().from(courses).where(eq(courses.id, theirs.id));
    expect(after!.description).toBe('');
    expect((await c.db.select().from(cohorts).where(eq(cohorts.courseId, theirs.id))).length).toBe(0);
  });

  it('mentor, mentee and advisor are refused on every course and cohort call', async () => {
    const c = ctx();
    const course = await createCourse(c.db);
    const cohort = await createCohort(c.db, { courseId: course.id });
    for (const role of [ROLES.mentor, ROLES.mentee, ROLES.advisor]) {
      const caller = await as(c, [role]);
      expect((await caller.get(API.courses.path)).statusCode, role).toBe(403);
      expect((await caller.get(fillPath(API.course.path, { course: course.id }))).statusCode, role).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateCourse.path, { course: course.id }), { description: 'x' })).statusCode, role).toBe(403);
      expect((await caller.get(fillPath(API.cohorts.path, { course: course.id }))).statusCode, role).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateCohort.path, { cohort: cohort.id }), { name: 'x' })).statusCode, role).toBe(403);
    }
  });
});

describe('cohorts', () => {
  it('a coordinator adds and changes a cohort of their course; its tabs reach the coordinator dashboard', async () => {
    const c = ctx();
    const course = await createCourse(c.db);
    const coordinator = await createCoordinator(c.db, [course.id]);
    const client = await sessionOf(c, coordinator.email);
    const created = await client.json('POST', fillPath(API.createCohort.path, { course: course.id }), {
      name: '2027 intake', start_date: '2027-01-10', end_date: '2027-12-15', track: 'Other', other_track: 'Leadership', to_be_shown: ['webinars', 'officer'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const cohort = created.json().data;
    expect(cohort).toMatchObject({ course_id: course.id, name: '2027 intake', track: 'Other', other_track: 'Leadership', to_be_shown: ['officer', 'webinars'], officers: 0 });

    const dashboard = (await client.get(`${DASHBOARD_API.coordinatorDashboard.path}?fetp_course_id=${course.id}`)).json();
    const tabs = dashboard.cohorts_wise_data.find((x: { id: number }) => x.id === cohort.id).tabs;
    expect(tabs.filter((t: { to_be_shown: boolean }) => t.to_be_shown).map((t: { tab_name: string }) => t.tab_name)).toEqual(['officer', 'webinars']);

    const changed = await client.json('PATCH', fillPath(API.updateCohort.path, { cohort: cohort.id }), { track: 'Advanced', to_be_shown: null, name: '2027 Intake A' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ name: '2027 Intake A', track: 'Advanced', other_track: null, to_be_shown: null });
    await createMentee(c.db, cohort.id);
    await createCohort(c.db, { courseId: course.id, name: 'Older', startDate: '2025-01-01' });
    const listed = await client.get(fillPath(API.cohorts.path, { course: course.id }));
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    // Newest start first, each with its officers counted.
    expect(list.results.map((r: { name: string; officers: number }) => [r.name, r.officers])).toEqual([['2027 Intake A', 1], ['Older', 0]]);
    // Back to the course's default: the dashboard shows what it showed before the setting.
    const again = (await client.get(`${DASHBOARD_API.coordinatorDashboard.path}?fetp_course_id=${course.id}`)).json();
    expect(again.cohorts_wise_data.find((x: { id: number }) => x.id === cohort.id).tabs.find((t: { tab_name: string }) => t.tab_name === 'meetings').to_be_shown).toBe(true);
  });

  it('end before start, a missing other track, unknown tabs and a taken name are refused and change nothing', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const course = await createCourse(c.db);
    const existing = await createCohort(c.db, { courseId: course.id, name: 'Cohort A', startDate: '2027-01-01', endDate: '2027-06-01' });
    const base = { name: 'Cohort B', start_date: '2027-01-10', end_date: '2027-12-15', track: null, other_track: null, to_be_shown: null };
    const cases: Array<[Record<string, unknown>, string, string, number]> = [
      [{ end_date: '2027-01-10' }, 'end_date', M.endBeforeStart, 400],
      [{ track: 'Other', other_track: ' ' }, 'other_track', M.otherTrackRequired, 400],
      [{ to_be_shown: ['officer', 'secret'] }, 'to_be_shown.1', M.badTabs, 400],
      [{ track: 'Expert' }, 'track', M.badTrack, 400],
      [{ name: 'cohort a' }, 'name', M.cohortNameTaken, 409],
    ];
    for (const [change, field, message, status] of cases) {
      const res = await admin.json('POST', fillPath(API.createCohort.path, { course: course.id }), { ...base, ...change });
      expect(res.statusCode, field).toBe(status);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect((await c.db.select().from(cohorts).where(eq(cohorts.courseId, course.id))).length).toBe(1);
    const res = await admin.json('PATCH', fillPath(API.updateCohort.path, { cohort: existing.id }), { start_date: '2027-07-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.end_date).toEqual([M.endBeforeStart]);
    expect((await admin.json('PATCH', fillPath(API.updateCohort.path, { cohort: 999_999 }), { name: 'x' })).statusCode).toBe(404);
  });

  it('a coordinator’s forged cohort id of another course is refused, and the cohort is unchanged (IDOR)', async () => {
    const c = ctx();
    const mine = await createCourse(c.db);
    const other = await createCohort(c.db, { name: 'Theirs' });
    const coordinator = await createCoordinator(c.db, [mine.id]);
    const client = await sessionOf(c, coordinator.email);
    const res = await client.json('PATCH', fillPath(API.updateCohort.path, { cohort: other.id }), { name: 'Mine now', to_be_shown: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notYourCourse);
    // One that does not exist answers the same: the caller learns nothing of others' ids.
    expect((await client.json('PATCH', fillPath(API.updateCohort.path, { cohort: 999_999 }), { name: 'x' })).statusCode).toBe(403);
    const [after] = await c.db.select().from(cohorts).where(eq(cohorts.id, other.id));
    expect(after).toMatchObject({ name: 'Theirs', shownTabs: null });
  });
});

describe('the audit log', () => {
  it('records who created and changed a hub, a course and a cohort, with the values before and after', async () => {
    const c = ctx();
    const admin = await as(c, [ROLES.administrator]);
    const hubAnswer = await admin.json('POST', API.createHub.path, { ...HUB, name: 'Uganda PHFP' });
    expect(hubAnswer.statusCode, hubAnswer.body).toBe(200);
    const hub = hubAnswer.json().data;
    await admin.json('PATCH', fillPath(API.updateHub.path, { hub: hub.id }), { website_url: 'https://phfp.example.ug' });
    const course = (await admin.json('POST', API.createCourse.path, courseBody(hub.id, 'course-v1:UG+PHFP+2027'))).json().data;
    const cohortAnswer = await admin.json('POST', fillPath(API.createCohort.path, { course: course.id }), { name: 'Cohort 2027', start_date: '2027-01-10', end_date: '2028-12-15', track: null, other_track: null, to_be_shown: null });
    expect(cohortAnswer.statusCode, cohortAnswer.body).toBe(200);
    const entries = await c.db.select().from(auditLog).where(eq(auditLog.actorId, admin.userId));
    expect(entries.map((e) => e.action).sort()).toEqual(['cohort.create', 'course.create', 'hub.create', 'hub.update']);
    const hubChange = entries.find((e) => e.action === 'hub.update')!;
    expect(hubChange.entityId).toBe(String(hub.id));
    expect((hubChange.before as { websiteUrl: string }).websiteUrl).toBe(HUB.website_url);
    expect((hubChange.after as { websiteUrl: string }).websiteUrl).toBe('https://phfp.example.ug');
    expect(entries.find((e) => e.action === 'cohort.create')!.courseId).toBe(course.id);
  });
});
