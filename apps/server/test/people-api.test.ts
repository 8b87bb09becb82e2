import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  PEOPLE_API as API, PEOPLE_CALL_MESSAGES as M, PEOPLE_MESSAGES as PM, ROLES, eventAttachmentPath, type RoleName,
} from '@fetp/contract';
import { rowsOf, type Queryable } from '../src/db/client';
import { auditLog, calendarEventAttachments, calendarEvents, courseCoordinators, enrolments, jobs, mentorAssignments, userRoles, users } from '../src/db/schema';
import { invitationJob } from '../src/features/password-reset';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { UNUSABLE_PASSWORD } from '../src/plugins/passwords';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor, createUser } from './factories';
import { sessionOf, signIn, useTestContext, type Client } from './helpers';

/** The People calls (issue 32): per role allowed and refused, per record (a coordinator's other courses), validated, deactivation's effects. */
const ctx = useTestContext({ env: { PUBLIC_URL: 'https://fetp.example.org' } });

type Caller = Client & { userId: number };
const fill = (path: string, user: number) => path.replace(':user', String(user));
const as = async (roles: RoleName[]): Promise<Caller> => sessionOf(ctx(), (await createUser(ctx().db, roles)).email);

/** What a refused call must leave as it was. */
async function snapshot(db: Queryable) {
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select
    (select count(*)::int from users) as users, (select count(*)::int from enrolments) as enrolments,
    (select count(*)::int from mentor_assignments) as mentors, (select count(*)::int from course_coordinators) as coordinators,
    (select count(*)::int from user_roles) as roles, (select count(*)::int from users where is_active) as active,
    (select count(*)::int from audit_log) as audit, (select count(*)::int from jobs) as jobs`));
  return row;
}

/** Two courses; the coordinator of A; an officer of A with mentor 1; an officer of B. */
async function programme() {
  const { db } = ctx();
  const courseA = await createCourse(db, { title: 'Advanced FETP' });
  const courseB = await createCourse(db, { title: 'Frontline FETP' });
  const a1 = await createCohort(db, { courseId: courseA.id, name: 'A 2026' });
  const a2 = await createCohort(db, { courseId: courseA.id, name: 'A 2027' });
  const b1 = await createCohort(db, { courseId: courseB.id, name: 'B 2026' });
  const mentor = await createMentor(db);
  const mentor2 = await createMentor(db);
  const officerA = await createMentee(db, a1.id, { mentor1: mentor.id });
  const officerB = await createMentee(db, b1.id);
  const coordinator = await createCoordinator(db, [courseA.id]);
  return { courseA, courseB, a1, a2, b1, mentor, mentor2, officerA, officerB, coordinator };
}

describe('search', () => {
  it('an administrator pages everyone, filtered by text, role, course, cohort and state, sorted', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    await c.db.update(users).set({ firstName: 'Zainab', lastName: 'Okafor', displayName: 'Zainab Okafor', email: 'zainab.okafor@example.test' }).where(eq(users.id, p.officerA.id));
    await c.db.update(users).set({ isActive: false }).where(eq(users.id, p.officerB.id));
    const ids = async (q: string) => {
      const res = await admin.get(`${API.people.path}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as Array<{ id: number }>).map((r) => r.id);
    };
    expect(await ids('search=zain')).toEqual([p.officerA.id]);
    expect(await ids('search=OKAF')).toEqual([p.officerA.id]);
    expect(await ids('search=zainab.okafor%40')).toEqual([p.officerA.id]);
    expect(await ids('search=zainab%20oka')).toEqual([p.officerA.id]);
    expect(await ids(`cohort=${p.b1.id}`)).toEqual([p.officerB.id]);
    expect(await ids(`course=${p.courseA.id}`)).toEqual([p.officerA.id]);
    expect(await ids(`course=${p.courseA.id}&state=deactivated`)).toEqual([]);
    expect(await ids('state=deactivated')).toContain(p.officerB.id);
    expect(await ids('state=active')).not.toContain(p.officerB.id);
    const mentors = (await admin.get(`${API.people.path}?role=Mentor&page_size=100`)).json().results as Array<{ id: number; roles: string[] }>;
    expect(mentors.map((m) => m.id)).toEqual(expect.arrayContaining([p.mentor.id, p.mentor2.id]));
    expect(mentors.every((m) => m.roles.includes(ROLES.mentor))).toBe(true);
    const page = await admin.get(`${API.people.path}?page=1&page_size=2&sort=newest`);
    expect(page.json()).toMatchObject({ page: 1, page_size: 2 });
    expect(page.json().results).toHaveLength(2);
    expect(page.json().count).toBeGreaterThanOrEqual(8);
    const row = (await admin.get(`${API.people.path}?search=zainab`)).json().results[0];
    expect(row).toEqual({ id: p.officerA.id, name: 'Zainab Okafor', email: 'zainab.okafor@example.test', roles: [ROLES.mentee], is_active: true });
  });

  it('a coordinator sees only their courses’ people; a filter of another course is refused; other roles 403', async () => {
    const p = await programme();
    const coordinator = await sessionOf(ctx(), p.coordinator.email);
    const seen = (await coordinator.get(`${API.people.path}?page_size=100`)).json().results.map((r: { id: number }) => r.id);
    expect(new Set(seen)).toEqual(new Set([p.officerA.id, p.mentor.id, p.coordinator.id]));
    expect((await coordinator.get(`${API.people.path}?course=${p.courseB.id}`)).statusCode).toBe(403);
    expect((await coordinator.get(`${API.people.path}?cohort=${p.b1.id}`)).statusCode).toBe(403);
    expect((await coordinator.get(`${API.people.path}?cohort=999999`)).statusCode).toBe(403);
    const cohorts = (await coordinator.get(API.cohorts.path)).json().results.map((r: { id: number }) => r.id);
    expect(cohorts.sort()).toEqual([p.a1.id, p.a2.id].sort());
    for (const role of [ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = await as([role]);
      expect((await caller.get(API.people.path)).statusCode, role).toBe(403);
      expect((await caller.get(API.cohorts.path)).statusCode, role).toBe(403);
      expect((await caller.get(fill(API.person.path, p.officerA.id))).statusCode, role).toBe(403);
    }
    expect((await ctx().app.inject({ method: 'GET', url: API.people.path })).statusCode).toBe(401);
  });

  it('bad filters are 400 with the contract’s text', async () => {
    const admin = await as([ROLES.administrator]);
    const cases: Array<[string, string]> = [['role=Dean', M.badRole], ['state=gone', M.badState], ['sort=age', M.badSort], ['cohort=abc', M.badCohort], [`search=${'x'.repeat(201)}`, M.badSearch]];
    for (const [q, message] of cases) {
      const res = await admin.get(`${API.people.path}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBe(message);
    }
  });
});

describe('one person', () => {
  it('an administrator reads the whole standing; a coordinator their courses’ part; another course’s officer is refused', async () => {
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    const res = await admin.get(fill(API.person.path, p.officerA.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: p.officerA.id, is_active: true, has_password: true, roles: [ROLES.mentee], administrator: true,
      enrolments: [{ cohort_id: p.a1.id, cohort_name: 'A 2026', course_id: p.courseA.id, course_title: 'Advanced FETP', graduated: false,
        mentors: [{ mentor_number: 1, mentor_id: p.mentor.id, is_supervisor: true }], other_cohorts: [{ id: p.a2.id, name: 'A 2027' }] }],
    });
    const coordinatorOfA = (await ctx().db.select().from(courseCoordinators).where(eq(courseCoordinators.userId, p.coordinator.id)));
    expect(coordinatorOfA).toHaveLength(1);
    const coord = await admin.get(fill(API.person.path, p.coordinator.id));
    expect(coord.json().data.coordinated_courses).toEqual([{ id: p.courseA.id, title: 'Advanced FETP' }]);
    expect((await admin.get(fill(API.person.path, 999_999))).statusCode).toBe(404);

    const coordinator = await sessionOf(ctx(), p.coordinator.email);
    expect((await coordinator.get(fill(API.person.path, p.officerA.id))).json().data.administrator).toBe(false);
    expect((await coordinator.get(fill(API.person.path, p.mentor.id))).statusCode).toBe(200);
    expect((await coordinator.get(fill(API.person.path, p.officerB.id))).statusCode).toBe(403);
    expect((await coordinator.get(fill(API.person.path, 999_999))).statusCode).toBe(403);
  });
});

describe('create', () => {
  it('an administrator creates a person without a usable password, with a role and an enrolment, and queues the invitation', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    const res = await admin.postJson(API.create.path, { email: ' amina.bello@example.test ', first_name: 'Amina', last_name: 'Bello', phone_number: '0801234567', role: ROLES.mentee, cohort_id: p.a1.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.personCreated);
    const id = res.json().data.id as number;
    const [user] = await c.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: 'amina.bello@example.test', firstName: 'Amina', lastName: 'Bello', displayName: 'Amina Bello', phoneNumber: '0801234567', passwordHash: UNUSABLE_PASSWORD, isActive: true });
    expect(await c.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id))).toEqual([{ role: ROLES.mentee }]);
    expect(await c.db.select({ cohortId: enrolments.cohortId }).from(enrolments).where(eq(enrolments.userId, id))).toEqual([{ cohortId: p.a1.id }]);
    const queued = await c.db.select().from(jobs).where(eq(jobs.kind, invitationJob.name));
    expect(queued.map((j) => (j.payload as { userId: number }).userId)).toContain(id);
    expect((await c.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'user.create'))))).toHaveLength(1);

    const mentor = await admin.postJson(API.create.path, { email: 'new.mentor@example.test', first_name: 'Kofi', last_name: 'Mensah', role: ROLES.mentor });
    expect(mentor.statusCode, mentor.body).toBe(200);
  });

  it('refuses a taken e-mail (any case) and bad fields with the field’s text, writing nothing; coordinators and others 403', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    await c.db.update(users).set({ email: 'taken@example.test' }).where(eq(users.id, p.mentor.id));
    const good = { email: 'fresh@example.test', first_name: 'Fresh', last_name: 'Person' };
    const before = await snapshot(c.db);
    const cases: Array<[unknown, number, string]> = [
      [{ ...good, email: 'TAKEN@example.test' }, 409, M.emailTaken],
      [{ ...good, email: 'not-an-address' }, 400, M.badEmail],
      [{ ...good, first_name: '  ' }, 400, M.firstNameRequired],
      [{ ...good, last_name: 'x'.repeat(101) }, 400, M.nameTooLong],
      [{ ...good, phone_number: '12ab' }, 400, M.badPhone],
      [{ ...good, role: 'Dean' }, 400, M.badRole],
      [{ ...good, cohort_id: 999_999 }, 404, PM.cohortNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.postJson(API.create.path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    for (const role of [ROLES.coordinator, ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = role === ROLES.coordinator ? await sessionOf(c, p.coordinator.email) : await as([role]);
      expect((await caller.postJson(API.create.path, good)).statusCode, role).toBe(403);
    }
    const after = await snapshot(c.db);
    expect({ ...after, users: after!.users! - 3, roles: after!.roles! - 3, active: after!.active! - 3 }).toEqual(before);
  });
});

describe('roles', () => {
  it('an administrator grants and revokes roles: a coordinator per course, an advisor bound to hubs', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    const person = await createUser(c.db);
    const grant = (body: unknown) => admin.postJson(fill(API.grant.path, person.id), body);
    const revoke = (body: unknown) => admin.postJson(fill(API.revoke.path, person.id), body);

    const asCoordinator = await grant({ role: ROLES.coordinator, course_id: p.courseA.id });
    expect(asCoordinator.statusCode, asCoordinator.body).toBe(200);
    expect(asCoordinator.json().data).toMatchObject({ roles: [ROLES.coordinator], coordinated_courses: [{ id: p.courseA.id }] });
    expect((await grant({ role: ROLES.coordinator, course_id: p.courseB.id })).json().data.coordinated_courses).toHaveLength(2);
    expect((await grant({ role: ROLES.coordinator, course_id: p.courseB.id })).statusCode).toBe(409);
    const noCourse = await grant({ role: ROLES.coordinator });
    expect([noCourse.statusCode, noCourse.json().message]).toEqual([400, M.courseRequired]);
    const hub = (await c.db.execute(sql`select hub_id from courses where id = ${p.courseA.id}`));
    const hubId = rowsOf<{ hub_id: number }>(hub)[0]!.hub_id;
    const advisor = await grant({ role: ROLES.advisor, hub_ids: [hubId] });
    expect(advisor.statusCode, advisor.body).toBe(200);
    expect(advisor.json().data.advisor_hubs).toEqual([{ id: hubId, name: expect.any(String) }]);
    expect((await grant({ role: ROLES.mentor, hub_ids: [hubId] })).json().message).toBe(PM.hubsForAdvisorOnly);
    expect((await grant({ role: ROLES.administrator })).statusCode).toBe(200);

    expect((await revoke({ role: ROLES.coordinator, course_id: p.courseA.id })).json().data).toMatchObject({ coordinated_courses: [{ id: p.courseB.id }] });
    const last = await revoke({ role: ROLES.coordinator, course_id: p.courseB.id });
    expect(last.json().data.roles).not.toContain(ROLES.coordinator);
    expect((await revoke({ role: ROLES.advisor })).json().data.advisor_hubs).toEqual([]);
    const inUse = await admin.postJson(fill(API.revoke.path, p.officerA.id), { role: ROLES.mentee });
    expect([inUse.statusCode, inUse.json().message]).toEqual([409, PM.roleInUse]);
    expect((await revoke({ role: ROLES.mentor })).statusCode).toBe(404);
  });

  it('coordinators and every other role may not grant or revoke, even for their own course; nothing changes', async () => {
    const c = ctx();
    const p = await programme();
    const coordinator = await sessionOf(c, p.coordinator.email);
    const before = await snapshot(c.db);
    for (const caller of [coordinator, await as([ROLES.advisor]), await as([ROLES.mentor]), await as([ROLES.mentee])]) {
      expect((await caller.postJson(fill(API.grant.path, p.officerA.id), { role: ROLES.coordinator, course_id: p.courseA.id })).statusCode).toBe(403);
      expect((await caller.postJson(fill(API.revoke.path, p.mentor.id), { role: ROLES.mentor })).statusCode).toBe(403);
      expect((await caller.postJson(fill(API.deactivate.path, p.officerA.id), {})).statusCode).toBe(403);
      expect((await caller.postJson(fill(API.invite.path, p.officerA.id), {})).statusCode).toBe(403);
    }
    const after = await snapshot(c.db);
    expect({ ...after, users: before!.users, roles: before!.roles, active: before!.active }).toEqual(before);
  });
});

describe('enrolments and mentors', () => {
  it('a coordinator enrols, moves and unenrols in their course’s cohorts, and assigns mentors and the supervisor', async () => {
    const c = ctx();
    const p = await programme();
    const coordinator = await sessionOf(c, p.coordinator.email);
    const url = (path: string) => fill(path, p.officerA.id);

    const moved = await coordinator.postJson(url(API.move.path), { from_cohort_id: p.a1.id, to_cohort_id: p.a2.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.enrolments).toMatchObject([{ cohort_id: p.a2.id, mentors: [{ mentor_id: p.mentor.id }] }]);
    const second = await coordinator.postJson(url(API.assignMentor.path), { cohort_id: p.a2.id, mentor_number: 2, mentor_id: p.mentor2.id, is_supervisor: true });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.enrolments[0].mentors).toMatchObject([{ mentor_number: 1, is_supervisor: false }, { mentor_number: 2, mentor_id: p.mentor2.id, is_supervisor: true }]);
    const sup = await coordinator.postJson(url(API.supervisor.path), { cohort_id: p.a2.id, mentor_number: 1 });
    expect(sup.json().data.enrolments[0].mentors.map((m: { is_supervisor: boolean }) => m.is_supervisor)).toEqual([true, false]);
    const removed = await coordinator.postJson(url(API.unassignMentor.path), { cohort_id: p.a2.id, mentor_number: 2 });
    expect(removed.json().data.enrolments[0].mentors).toHaveLength(1);
    const taken = await coordinator.postJson(url(API.assignMentor.path), { cohort_id: p.a2.id, mentor_number: 1, mentor_id: p.mentor2.id });
    expect([taken.statusCode, taken.json().message]).toEqual([409, PM.slotTaken]);
    const notMentor = await coordinator.postJson(url(API.assignMentor.path), { cohort_id: p.a2.id, mentor_number: 2, mentor_id: p.officerB.id });
    expect([notMentor.statusCode, notMentor.json().message]).toEqual([400, PM.notMentor]);
    const again = await coordinator.postJson(url(API.enrol.path), { cohort_id: p.a1.id });
    expect(again.statusCode, again.body).toBe(200);
    expect((await coordinator.postJson(url(API.enrol.path), { cohort_id: p.a1.id })).statusCode).toBe(409);
    const gone = await coordinator.postJson(url(API.unenrol.path), { cohort_id: p.a2.id });
    expect(gone.json().data.enrolments.map((e: { cohort_id: number }) => e.cohort_id)).toEqual([p.a1.id]);
    expect(await c.db.select().from(mentorAssignments).where(eq(mentorAssignments.menteeId, p.officerA.id))).toEqual([]);
    const actions = (await c.db.select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.entityId, String(p.officerA.id))));
    expect(actions.filter((a) => a.actorId === p.coordinator.id).map((a) => a.action)).toEqual(
      expect.arrayContaining(['enrolment.move', 'mentor.assign', 'mentor.supervisor', 'mentor.unassign', 'enrolment.create', 'enrolment.delete']));
  });

  it('IDOR: a coordinator naming another course’s cohort or officer is refused, and nothing changes', async () => {
    const c = ctx();
    const p = await programme();
    const coordinator = await sessionOf(c, p.coordinator.email);
    const before = await snapshot(c.db);
    const cases: Array<[string, number, unknown]> = [
      [API.enrol.path, p.officerA.id, { cohort_id: p.b1.id }],
      [API.move.path, p.officerA.id, { from_cohort_id: p.a1.id, to_cohort_id: p.b1.id }],
      [API.unenrol.path, p.officerB.id, { cohort_id: p.b1.id }],
      [API.assignMentor.path, p.officerB.id, { cohort_id: p.b1.id, mentor_number: 1, mentor_id: p.mentor.id }],
      [API.assignMentor.path, p.officerA.id, { cohort_id: p.b1.id, mentor_number: 2, mentor_id: p.mentor2.id }],
      [API.unassignMentor.path, p.officerA.id, { cohort_id: p.b1.id, mentor_number: 1 }],
      [API.supervisor.path, p.officerA.id, { cohort_id: p.b1.id, mentor_number: null }],
      [API.enrol.path, p.officerA.id, { cohort_id: 999_999 }],
    ];
    for (const [path, user, body] of cases) {
      const res = await coordinator.postJson(fill(path, user), body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(403);
    }
    // Mentors and officers may not manage at all.
    for (const role of [ROLES.advisor, ROLES.mentor, ROLES.mentee]) {
      const caller = await as([role]);
      expect((await caller.postJson(fill(API.enrol.path, p.officerA.id), { cohort_id: p.a2.id })).statusCode, role).toBe(403);
    }
    const after = await snapshot(c.db);
    expect({ ...after, users: before!.users, roles: before!.roles, active: before!.active }).toEqual(before);
  });

  it('bad input is a 400 with the contract’s text and changes nothing', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    const before = await snapshot(c.db);
    const cases: Array<[string, unknown, string]> = [
      [API.enrol.path, { cohort_id: 'x' }, M.badCohort],
      [API.move.path, { from_cohort_id: p.a1.id, to_cohort_id: p.a1.id }, PM.sameCohort],
      [API.move.path, { from_cohort_id: p.a1.id, to_cohort_id: p.b1.id }, PM.otherCourse],
      [API.assignMentor.path, { cohort_id: p.a1.id, mentor_number: 3, mentor_id: p.mentor2.id }, M.badMentorNumber],
      [API.assignMentor.path, { cohort_id: p.a1.id, mentor_number: 2, mentor_id: p.officerA.id }, PM.ownMentor],
      [API.unenrol.path, { cohort_id: p.a2.id }, PM.notEnrolled],
    ];
    for (const [path, body, message] of cases) {
      const res = await admin.postJson(fill(path, p.officerA.id), body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message, `${path} ${JSON.stringify(body)}`).toBe(message);
    }
    expect((await admin.postJson(fill(API.enrol.path, 999_999), { cohort_id: p.a1.id })).statusCode).toBe(404);
    expect((await admin.postJson(fill(API.enrol.path, p.officerA.id), { cohort_id: 999_999 })).statusCode).toBe(404);
    const after = await snapshot(c.db);
    expect({ ...after, users: before!.users, roles: before!.roles, active: before!.active }).toEqual(before);
  });
});

describe('deactivation and invitations', () => {
  let base: string;
  beforeAll(async () => {
    base = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('deactivating through the call ends the tokens, the live stream, the calendar feed and signed links at once; reactivating lets them sign in again', async () => {
    const c = ctx();
    const p = await programme();
    const admin = await as([ROLES.administrator]);
    const client = await signIn(c, p.coordinator.email);
    const startsAt = new Date(Date.now() - 10 * 60_000);
    const [event] = await c.db.insert(calendarEvents).values({
      kind: 'webinar', title: 'Deactivation by call', startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000), timeZone: 'UTC',
      joinUrl: 'https://meet.example.org/x', createdBy: p.coordinator.id, schedulerRole: 'coordinator', courseId: p.courseA.id,
    }).returning();
    const key = await c.files.put('calendar', Buffer.from('Notes\n'));
    const [attachment] = await c.db.insert(calendarEventAttachments).values({ eventId: event!.id, name: 'notes.txt', contentType: 'text/plain', size: 6, storageKey: key }).returning();
    const link = new SignedLinks(await serverSecret(c.db, 'file-links')).sign(eventAttachmentPath(attachment!.id), p.coordinator.id);
    const feed = (await client.get('/api/calendar/feed/')).json().feed_url as string;
    const open = async (url: string) => (await c.app.inject({ method: 'GET', url: url.replace('https://fetp.example.org', '') })).statusCode;
    expect([await open(link), await open(feed)]).toEqual([200, 200]);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/`, { headers: { authorization: `Bearer ${client.token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    const live = { ended: false };
    void (async () => {
      const reader = res.body!.getReader();
      try { while (!(await reader.read()).done); } catch { /* aborted */ }
      live.ended = true;
    })();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const done = await admin.postJson(fill(API.deactivate.path, p.coordinator.id), {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: M.deactivated, data: { is_active: false } });
    await expect.poll(() => live.ended, { timeout: 3000 }).toBe(true);
    expect((await client.get('/api/user_dropdown/')).statusCode).toBe(401);
    expect([await open(link), await open(feed)]).toEqual([403, 404]);
    await expect(signIn(c, p.coordinator.email)).rejects.toThrow();
    const twice = await admin.postJson(fill(API.deactivate.path, p.coordinator.id), {});
    expect([twice.statusCode, twice.json().message]).toEqual([409, PM.alreadyInactive]);
    const self = await admin.postJson(fill(API.deactivate.path, admin.userId), {});
    expect([self.statusCode, self.json().message]).toEqual([400, PM.ownAccount]);

    const back = await admin.postJson(fill(API.reactivate.path, p.coordinator.id), {});
    expect(back.json()).toMatchObject({ message: M.reactivated, data: { is_active: true } });
    expect((await (await signIn(c, p.coordinator.email)).get('/api/user_dropdown/')).statusCode).toBe(200);
    controller.abort();
  }, 60_000);

  it('resends an invitation only to an active account that never set a password', async () => {
    const c = ctx();
    const admin = await as([ROLES.administrator]);
    const invited = await createUser(c.db, [], { passwordHash: UNUSABLE_PASSWORD });
    const withPassword = await createUser(c.db);
    const count = async () => (await c.db.select().from(jobs).where(eq(jobs.kind, invitationJob.name))).length;
    const before = await count();
    const res = await admin.postJson(fill(API.invite.path, invited.id), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.invited, data: { has_password: false } });
    expect(await count()).toBe(before + 1);
    const refused = await admin.postJson(fill(API.invite.path, withPassword.id), {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.alreadySetPassword]);
    await c.db.update(users).set({ isActive: false }).where(eq(users.id, invited.id));
    expect((await admin.postJson(fill(API.invite.path, invited.id), {})).json().message).toBe(M.inactive);
    expect(await count()).toBe(before + 1);
  });
});
