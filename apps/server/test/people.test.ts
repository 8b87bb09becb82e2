import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PEOPLE_MESSAGES as M, ROLES, eventAttachmentPath, eventJoinPath } from '@fetp/contract';
import { auditCount, auditPage, recordAudit, type AuditAction } from '../src/db/audit';
import { rowsOf, type Queryable } from '../src/db/client';
import {
  assignCoordinator, assignMentor, assignMentorMany, deactivate, enrol, enrolMany, grantRoleMany, grantRole, moveEnrolment, reactivate, revokeRole, setGraduated, setSupervisor, unassignCoordinator,
  unassignMentor, unenrol, PeopleRefusal,
} from '../src/db/people';
import { VersionedCache } from '../src/db/versioned-cache';
import { refusalAsHttp } from '../src/features/people';
import { coordinates, coursesCoordinatedBy } from '../src/db/scopes';
import {
  advisorHubs, auditLog, calendarEventAttachments, calendarEvents, courseCoordinators, enrolments, mentorAssignments, userRoles, users,
} from '../src/db/schema';
import { SignedLinks } from '../src/plugins/signed-links';
import { serverSecret } from '../src/plugins/secrets';
import { createCohort, createCoordinator, createCourse, createHub, createMentee, createMentor, createUser } from './factories';
import { DEMO_ACCOUNTS, signIn, useTestContext } from './helpers';

/**
 * Issue 32 "People first": enrolments, mentor and coordinator assignments, roles and deactivation
 * are written by db/people.ts only; each write checks its rule, records its audit entry and moves
 * the dashboards' progress counter in its transaction, and a refused write changes nothing.
 */

const ctx = useTestContext({ env: { PUBLIC_URL: 'https://fetp.example.org' } });
const cache = new VersionedCache({ counter: 'progress_version' });

/** What a refused write must leave as it was: the standing tables, the audit log and the counter. */
async function snapshot(db: Queryable) {
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`select
    (select count(*)::int from enrolments) as enrolments, (select count(*)::int from mentor_assignments) as mentors,
    (select count(*)::int from course_coordinators) as coordinators, (select count(*)::int from user_roles) as roles,
    (select count(*)::int from advisor_hubs) as hubs, (select count(*)::int from users where is_active) as active,
    (select count(*)::int from audit_log) as audit,
    (select coalesce(sum((is_supervisor)::int), 0)::int from mentor_assignments) as supervisors`));
  return { ...row, version: await cache.version(db) };
}

/**
 * Runs a write that must be refused with `message` (and `status`), and checks it changed nothing.
 * A bulk writer checks some rules after its one insert and rolls back: the progress counter (a
 * sequence, never rolled back) may have moved then, which only makes the dashboards compute again.
 */
async function refused(write: () => Promise<unknown>, status: number, message: string, opts: { counterMayMove?: boolean } = {}) {
  const before = await snapshot(ctx().db);
  const error = await write().then(() => null, (e: unknown) => e);
  expect(error, 'the write was not refused').toBeInstanceOf(PeopleRefusal);
  // The db layer knows no HTTP: a refusal names its kind, and the calls answer it as 404, 409 or 400 (features/people `refusalAsHttp`).
  const refusal = error as PeopleRefusal;
  expect({ status: refusalAsHttp(refusal).statusCode, kind: refusal.kind, message: refusal.message })
    .toEqual({ status, kind: ({ 404: 'missing', 409: 'conflict', 400: 'broken' } as const)[status as 404 | 409 | 400], message });
  const after = await snapshot(ctx().db);
  if (opts.counterMayMove) after.version = before.version;
  expect(after).toEqual(before);
}

/** The newest audit entries about a user, newest first. */
async function auditOf(userId: number) {
  return (await auditPage(ctx().db, { entity: 'user', entityId: String(userId) }, { size: 50 })).rows;
}

/** A course with two cohorts, a mentee lacking every role, two mentors and an administrator acting. */
async function programme() {
  const { db } = ctx();
  const course = await createCourse(db);
  const [cohortA, cohortB] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
  const officer = await createUser(db);
  const [mentor1, mentor2] = [await createMentor(db), await createMentor(db)];
  const admin = await createUser(db);
  return { course, cohortA, cohortB, officer, mentor1, mentor2, admin };
}

describe('enrolments', () => {
  it('enrol: the enrolment, the Mentee role granted, both audited with the course, the counter moved', async () => {
    const { db } = ctx();
    const p = await programme();
    const version = await cache.version(db);
    const id = await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id));
    expect(row).toMatchObject({ userId: p.officer.id, cohortId: p.cohortA.id, graduated: false });
    expect((await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, p.officer.id))).map((r) => r.role)).toEqual([ROLES.mentee]);
    expect(await cache.version(db)).not.toBe(version);
    const entries = await auditOf(p.officer.id);
    expect(entries.map((e) => [e.action, e.actorId, e.courseId])).toEqual([['enrolment.create', p.admin.id, p.course.id], ['role.grant', p.admin.id, null]]);
    expect(entries[0]!.after).toEqual({ enrolmentId: id, cohortId: p.cohortA.id });
    expect(entries[1]!.after).toEqual({ role: ROLES.mentee });
  });

  it('enrol refuses an unknown cohort or user and a second enrolment, changing nothing', async () => {
    const { db } = ctx();
    const p = await programme();
    await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    await refused(() => enrol(db, p.admin.id, p.officer.id, 999_999), 404, M.cohortNotFound);
    await refused(() => enrol(db, p.admin.id, 999_999, p.cohortA.id), 404, M.userNotFound);
    await refused(() => enrol(db, p.admin.id, p.officer.id, p.cohortA.id), 409, M.alreadyEnrolled);
  });

  it('moveEnrolment: the enrolment and its mentors move to the other cohort of the course; audited before and after', async () => {
    const { db } = ctx();
    const p = await programme();
    const id = await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    await assignMentor(db, p.admin.id, { menteeId: p.officer.id, cohortId: p.cohortA.id, mentorNumber: 1, mentorId: p.mentor1.id, isSupervisor: true });
    await moveEnrolment(db, p.admin.id, p.officer.id, p.cohortA.id, p.cohortB.id);
    expect(await db.select({ id: enrolments.id, cohortId: enrolments.cohortId }).from(enrolments).where(eq(enrolments.userId, p.officer.id))).toEqual([{ id, cohortId: p.cohortB.id }]);
    expect(await db.select({ cohortId: mentorAssignments.cohortId }).from(mentorAssignments).where(eq(mentorAssignments.menteeId, p.officer.id))).toEqual([{ cohortId: p.cohortB.id }]);
    const [move] = await auditOf(p.officer.id);
    expect(move).toMatchObject({
      action: 'enrolment.move', courseId: p.course.id,
      before: { enrolmentId: id, cohortId: p.cohortA.id, mentors: [{ mentorNumber: 1, mentorId: p.mentor1.id, isSupervisor: true }] },
      after: { enrolmentId: id, cohortId: p.cohortB.id, mentors: [{ mentorNumber: 1, mentorId: p.mentor1.id, isSupervisor: true }] },
    });
  });

  it('moveEnrolment refuses another course’s cohort, the same cohort, and an officer not enrolled', async () => {
    const { db } = ctx();
    const p = await programme();
    const elsewhere = await createCohort(db);
    await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    await refused(() => moveEnrolment(db, p.admin.id, p.officer.id, p.cohortA.id, elsewhere.id), 400, M.otherCourse);
    await refused(() => moveEnrolment(db, p.admin.id, p.officer.id, p.cohortA.id, p.cohortA.id), 400, M.sameCohort);
    await refused(() => moveEnrolment(db, p.admin.id, p.officer.id, p.cohortB.id, p.cohortA.id), 400, M.notEnrolled);
  });

  it('unenrol: the enrolment and the mentors there end, kept in the audit entry', async () => {
    const { db } = ctx();
    const p = await programme();
    const id = await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    await assignMentor(db, p.admin.id, { menteeId: p.officer.id, cohortId: p.cohortA.id, mentorNumber: 2, mentorId: p.mentor2.id, isSupervisor: false });
    await unenrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    expect(await db.select().from(enrolments).where(eq(enrolments.userId, p.officer.id))).toEqual([]);
    expect(await db.select().from(mentorAssignments).where(eq(mentorAssignments.menteeId, p.officer.id))).toEqual([]);
    expect((await auditOf(p.officer.id))[0]).toMatchObject({
      action: 'enrolment.delete', before: { enrolmentId: id, cohortId: p.cohortA.id, graduated: false, mentors: [{ mentorNumber: 2, mentorId: p.mentor2.id }] }, after: null,
    });
    await refused(() => unenrol(db, p.admin.id, p.officer.id, p.cohortA.id), 400, M.notEnrolled);
  });

  it('setGraduated: the flag, audited as a graduation change; nothing for the same value or an officer not enrolled', async () => {
    const { db } = ctx();
    const p = await programme();
    await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    expect(await db.transaction((tx) => setGraduated(tx, p.admin.id, p.officer.id, p.cohortA.id, true))).toMatchObject({ before: false });
    expect((await auditOf(p.officer.id))[0]).toMatchObject({ action: 'graduation.change', before: { graduated: false }, after: { graduated: true } });
    const count = await auditCount(db, { entity: 'user', entityId: String(p.officer.id) });
    expect(await setGraduated(db, p.admin.id, p.officer.id, p.cohortA.id, true)).toMatchObject({ before: true });
    expect(await auditCount(db, { entity: 'user', entityId: String(p.officer.id) })).toBe(count);
    expect(await setGraduated(db, p.admin.id, p.officer.id, p.cohortB.id, true)).toBeNull();
  });
});

describe('mentors', () => {
  it('assignMentor fills mentor 1 and 2; a new supervisor replaces the old one; unassign and setSupervisor are audited', async () => {
    const { db } = ctx();
    const p = await programme();
    await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    const base = { menteeId: p.officer.id, cohortId: p.cohortA.id };
    await assignMentor(db, p.admin.id, { ...base, mentorNumber: 1, mentorId: p.mentor1.id, isSupervisor: true });
    await assignMentor(db, p.admin.id, { ...base, mentorNumber: 2, mentorId: p.mentor2.id, isSupervisor: true });
    const slots = () => db.select({ n: mentorAssignments.mentorNumber, mentor: mentorAssignments.mentorId, sup: mentorAssignments.isSupervisor })
      .from(mentorAssignments).where(eq(mentorAssignments.menteeId, p.officer.id)).orderBy(mentorAssignments.mentorNumber);
    expect(await slots()).toEqual([{ n: 1, mentor: p.mentor1.id, sup: false }, { n: 2, mentor: p.mentor2.id, sup: true }]);
    expect((await auditOf(p.officer.id))[0]).toMatchObject({
      action: 'mentor.assign', courseId: p.course.id,
      before: { mentors: [{ mentorNumber: 1, isSupervisor: true }] },
      after: { mentors: [{ mentorNumber: 1, isSupervisor: false }, { mentorNumber: 2, mentorId: p.mentor2.id, isSupervisor: true }] },
    });

    await setSupervisor(db, p.admin.id, p.officer.id, p.cohortA.id, 1);
    expect((await slots()).map((s) => s.sup)).toEqual([true, false]);
    expect((await auditOf(p.officer.id))[0]!.action).toBe('mentor.supervisor');

    await unassignMentor(db, p.admin.id, p.officer.id, p.cohortA.id, 2);
    expect((await slots()).map((s) => s.n)).toEqual([1]);
    expect((await auditOf(p.officer.id))[0]).toMatchObject({ action: 'mentor.unassign', after: { mentors: [{ mentorNumber: 1 }] } });
  });

  it('refuses a mentor without the Mentor role, the officer themself, a taken slot, the same mentor twice and an officer not enrolled', async () => {
    const { db } = ctx();
    const p = await programme();
    await enrol(db, p.admin.id, p.officer.id, p.cohortA.id);
    const base = { menteeId: p.officer.id, cohortId: p.cohortA.id, isSupervisor: false };
    const notMentor = await createUser(db, [ROLES.coordinator]);
    await refused(() => assignMentor(db, p.admin.id, { ...base, mentorNumber: 1, mentorId: notMentor.id }), 400, M.notMentor);
    await refused(() => assignMentor(db, p.admin.id, { ...base, mentorNumber: 1, mentorId: p.officer.id }), 400, M.ownMentor);
    await assignMentor(db, p.admin.id, { ...base, mentorNumber: 1, mentorId: p.mentor1.id });
    await refused(() => assignMentor(db, p.admin.id, { ...base, mentorNumber: 1, mentorId: p.mentor2.id }), 409, M.slotTaken);
    await refused(() => assignMentor(db, p.admin.id, { ...base, mentorNumber: 2, mentorId: p.mentor1.id }), 409, M.mentorTwice);
    await refused(() => assignMentor(db, p.admin.id, { ...base, cohortId: p.cohortB.id, mentorNumber: 1, mentorId: p.mentor2.id }), 400, M.notEnrolled);
    await refused(() => unassignMentor(db, p.admin.id, p.officer.id, p.cohortA.id, 2), 404, M.noAssignment);
    await refused(() => setSupervisor(db, p.admin.id, p.officer.id, p.cohortA.id, 2), 404, M.noAssignment);
  });
});

describe('coordinators and roles', () => {
  it('assignCoordinator: the user coordinates the course (scopes.ts agrees), audited with the course; unassign ends it', async () => {
    const { db } = ctx();
    const p = await programme();
    const user = await createUser(db, [ROLES.coordinator]);
    await assignCoordinator(db, p.admin.id, p.course.id, user.id);
    expect(await coordinates(db, user.id, p.course.id)).toBe(true);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'coordinator.assign', courseId: p.course.id, after: { courseId: p.course.id } });
    await refused(() => assignCoordinator(db, p.admin.id, p.course.id, user.id), 409, M.alreadyCoordinator);
    await refused(() => assignCoordinator(db, p.admin.id, p.course.id, p.mentor1.id), 400, M.notCoordinatorRole);
    await refused(() => assignCoordinator(db, p.admin.id, 999_999, user.id), 404, M.courseNotFound);
    await unassignCoordinator(db, p.admin.id, p.course.id, user.id);
    expect(await coordinates(db, user.id, p.course.id)).toBe(false);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'coordinator.unassign', before: { courseId: p.course.id } });
    await refused(() => unassignCoordinator(db, p.admin.id, p.course.id, user.id), 404, M.notCoordinator);
  });

  it('grantRole and revokeRole: any case of a role’s name; a Program Advisor bound to hubs and unbound with the role', async () => {
    const { db } = ctx();
    const p = await programme();
    const hub = await createHub(db);
    const user = await createUser(db);
    await grantRole(db, p.admin.id, user.id, 'program advisor', { hubIds: [hub.id] });
    expect(await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([{ role: ROLES.advisor }]);
    expect(await db.select({ hubId: advisorHubs.hubId }).from(advisorHubs).where(eq(advisorHubs.userId, user.id))).toEqual([{ hubId: hub.id }]);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'role.grant', after: { role: ROLES.advisor, hubIds: [hub.id] } });
    await refused(() => grantRole(db, p.admin.id, user.id, ROLES.advisor), 409, M.hasRole);
    await refused(() => grantRole(db, p.admin.id, user.id, 'Superuser'), 400, M.unknownRole);
    await refused(() => grantRole(db, p.admin.id, user.id, ROLES.mentor, { hubIds: [hub.id] }), 400, M.hubsForAdvisorOnly);
    await refused(() => revokeRole(db, p.admin.id, user.id, ROLES.coordinator), 404, M.lacksRole);
    await revokeRole(db, p.admin.id, user.id, ROLES.advisor);
    expect(await db.select().from(advisorHubs).where(eq(advisorHubs.userId, user.id))).toEqual([]);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'role.revoke', before: { role: ROLES.advisor, hubIds: [hub.id] } });
  });

  it('revokeRole refuses a role still in use: a mentor with officers, an enrolled officer, a coordinator of a course', async () => {
    const { db } = ctx();
    const p = await programme();
    const cohort = p.cohortA;
    const coordinator = await createCoordinator(db, [p.course.id]);
    const mentee = await createMentee(db, cohort.id, { mentor1: p.mentor1.id });
    await refused(() => revokeRole(db, p.admin.id, p.mentor1.id, ROLES.mentor), 409, M.roleInUse);
    await refused(() => revokeRole(db, p.admin.id, mentee.id, ROLES.mentee), 409, M.roleInUse);
    await refused(() => revokeRole(db, p.admin.id, coordinator.id, ROLES.coordinator), 409, M.roleInUse);
    await refused(() => revokeRole(db, p.admin.id, p.officer.id, ROLES.mentor), 404, M.lacksRole);
  });

  it('a refused write inside the caller’s transaction leaves it usable (its own savepoint)', async () => {
    const { db } = ctx();
    const p = await programme();
    await db.transaction(async (tx) => {
      await expect(enrol(tx, p.admin.id, p.officer.id, 999_999)).rejects.toBeInstanceOf(PeopleRefusal);
      await enrol(tx, p.admin.id, p.officer.id, p.cohortA.id);
      await expect(enrol(tx, p.admin.id, p.officer.id, p.cohortA.id)).rejects.toThrow(M.alreadyEnrolled);
    });
    expect(await db.select({ c: enrolments.cohortId }).from(enrolments).where(eq(enrolments.userId, p.officer.id))).toEqual([{ c: p.cohortA.id }]);
  });
});

describe('bulk writers (the seed, an import)', () => {
  it('write every row in one go, each audited, ids in the order given; one bad row writes nothing', async () => {
    const { db } = ctx();
    const bulk = { counterMayMove: true };
    const p = await programme();
    const officers = [await createUser(db), await createUser(db), await createUser(db)];
    await refused(() => enrolMany(db, p.admin.id, [...officers.map((o) => ({ userId: o.id, cohortId: p.cohortA.id })), { userId: officers[0]!.id, cohortId: 999_999 }]), 404, M.cohortNotFound);
    await refused(() => enrolMany(db, p.admin.id, [...officers, officers[0]!].map((o) => ({ userId: o.id, cohortId: p.cohortA.id }))), 409, M.alreadyEnrolled, bulk);
    const ids = await enrolMany(db, p.admin.id, officers.map((o) => ({ userId: o.id, cohortId: p.cohortA.id })));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await db.select({ id: enrolments.id, userId: enrolments.userId }).from(enrolments).where(eq(enrolments.cohortId, p.cohortA.id)).orderBy(enrolments.id)))
      .toEqual(officers.map((o, i) => ({ id: ids[i], userId: o.id })));
    for (const o of officers) expect((await auditOf(o.id)).map((e) => e.action)).toEqual(['enrolment.create', 'role.grant']);

    const slots = (mentorId: number) => officers.map((o) => ({ menteeId: o.id, cohortId: p.cohortA.id, mentorNumber: 1 as const, mentorId, isSupervisor: true }));
    const notMentor = await createUser(db);
    await refused(() => assignMentorMany(db, p.admin.id, [...slots(p.mentor1.id).slice(1), ...slots(notMentor.id).slice(0, 1)]), 400, M.notMentor);
    await refused(() => assignMentorMany(db, p.admin.id, [...slots(p.mentor1.id), { ...slots(p.mentor2.id)[0]!, cohortId: p.cohortB.id }]), 400, M.notEnrolled, bulk);
    await refused(() => assignMentorMany(db, p.admin.id, [...slots(p.mentor1.id), { ...slots(p.mentor1.id)[0]!, mentorNumber: 2 as const, isSupervisor: false }]), 409, M.mentorTwice, bulk);
    await refused(() => assignMentorMany(db, p.admin.id, [...slots(p.mentor1.id), { ...slots(p.mentor2.id)[0]!, mentorNumber: 2 as const }]), 409, M.twoSupervisors, bulk);
    await assignMentorMany(db, p.admin.id, slots(p.mentor1.id));
    expect(await db.select({ m: mentorAssignments.mentorId }).from(mentorAssignments).where(eq(mentorAssignments.cohortId, p.cohortA.id))).toHaveLength(3);
    expect((await auditOf(officers[2]!.id))[0]).toMatchObject({ action: 'mentor.assign', courseId: p.course.id, after: { mentors: [{ mentorNumber: 1, mentorId: p.mentor1.id }] } });

    await refused(() => grantRoleMany(db, null, [{ userId: officers[0]!.id, role: ROLES.mentor }, { userId: officers[1]!.id, role: ROLES.mentee }]), 409, M.hasRole);
    await refused(() => grantRoleMany(db, null, [{ userId: officers[0]!.id, role: 'Dean' }]), 400, M.unknownRole);
  });
});

describe('deactivation', () => {
  let base: string;
  beforeAll(async () => {
    base = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A live stream of `token`, and whether it has ended. */
  async function stream(token: string) {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    const state = { ended: false };
    void (async () => {
      const reader = res.body!.getReader();
      try {
        while (!(await reader.read()).done);
      } catch {
        // aborted
      }
      state.ended = true;
    })();
    return { state, close: () => controller.abort() };
  }

  it('ends the tokens, the live stream, the calendar feed and signed links at once; sign-in is refused until reactivated', async () => {
    const { db, app, files } = ctx();
    const p = await programme();
    const user = await createCoordinator(db, [p.course.id]);
    const client = await signIn(ctx(), user.email);
    // A webinar of theirs going on now: a join link and an attachment link; the applications CSV link; the feed address.
    const startsAt = new Date(Date.now() - 10 * 60_000);
    const [event] = await db.insert(calendarEvents).values({
      kind: 'webinar', title: 'Deactivation check', startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000), timeZone: 'UTC',
      joinUrl: 'https://meet.example.org/deactivation', createdBy: user.id, schedulerRole: 'coordinator', courseId: p.course.id,
    }).returning();
    const key = await files.put('calendar', Buffer.from('Notes\n'));
    const [attachment] = await db.insert(calendarEventAttachments).values({ eventId: event!.id, name: 'notes.txt', contentType: 'text/plain', size: 6, storageKey: key }).returning();
    const csv = await client.get(`/api/download_applications/?pk=${p.course.id}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const links = {
      csv: csv.json().data.data.csv_url as string,
      attachment: new SignedLinks(await serverSecret(db, 'file-links')).sign(eventAttachmentPath(attachment!.id), user.id),
      join: new SignedLinks(await serverSecret(db, 'calendar-join-links'), 24 * 60 * 60).sign(eventJoinPath(event!.id), user.id, { occurrence: startsAt.toISOString() }),
    };
    const feedAnswer = await client.get('/api/calendar/feed/');
    expect(feedAnswer.statusCode).toBe(200);
    const feed = feedAnswer.json().feed_url as string;
    const open = async (url: string) => (await app.inject({ method: 'GET', url: url.replace('https://fetp.example.org', '') })).statusCode;
    const statuses = async () => ({ csv: await open(links.csv), attachment: await open(links.attachment), join: await open(links.join), feed: await open(feed) });
    expect(await statuses()).toEqual({ csv: 200, attachment: 200, join: 302, feed: 200 });
    const live = await stream(client.token!);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the links were issued a few milliseconds before

    const version = await cache.version(db);
    await deactivate(db, p.admin.id, user.id);
    await expect.poll(() => live.state.ended, { timeout: 3000 }).toBe(true);
    expect((await client.get('/api/user_dropdown/')).statusCode).toBe(401);
    expect(await statuses()).toEqual({ csv: 403, attachment: 403, join: 403, feed: 404 });
    await expect(signIn(ctx(), user.email)).rejects.toThrow();
    expect(await cache.version(db)).not.toBe(version);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'user.deactivate', actorId: p.admin.id, before: { active: true }, after: { active: false } });
    // Standing is kept for a reactivation: still the course's coordinator.
    expect(await coordinates(db, user.id, p.course.id)).toBe(true);
    await refused(() => deactivate(db, p.admin.id, user.id), 409, M.alreadyInactive);

    await reactivate(db, p.admin.id, user.id);
    expect((await auditOf(user.id))[0]).toMatchObject({ action: 'user.reactivate', before: { active: false }, after: { active: true } });
    // The old session stays ended; a new sign-in works.
    expect((await client.get('/api/user_dropdown/')).statusCode).toBe(401);
    const again = await signIn(ctx(), user.email);
    expect((await again.get('/api/user_dropdown/')).statusCode).toBe(200);
    await refused(() => reactivate(db, p.admin.id, user.id), 409, M.alreadyActive);
    live.close();
  }, 60_000);

  it('refuses deactivating oneself and an unknown user', async () => {
    const { db } = ctx();
    const admin = await createUser(db);
    await refused(() => deactivate(db, admin.id, admin.id), 400, M.ownAccount);
    await refused(() => deactivate(db, admin.id, 999_999), 404, M.userNotFound);
  });
});

describe('the audit log’s pages', () => {
  it('newest first, filtered by action, actor, entity, course and date, paged by keyset without gaps; a coordinator’s scope', async () => {
    const { db } = ctx();
    const [courseA, courseB] = [await createCourse(db), await createCourse(db)];
    const actor = await createUser(db);
    const entries = Array.from({ length: 7 }, (_, i) => ({
      actorId: actor.id, action: (i % 2 ? 'test.odd' : 'test.even') as AuditAction, entity: 'test', entityId: String(i), courseId: i < 4 ? courseA.id : courseB.id, after: { i },
    }));
    // In one transaction: every entry has the same time, so only the id orders them.
    await db.transaction(async (tx) => {
      for (const e of entries) await recordAudit(tx, e);
    });
    const all = await auditPage(db, { actorId: actor.id }, { size: 100 });
    expect(all.rows.map((r) => r.entityId)).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    expect(all.next).toBeNull();

    const seen: string[] = [];
    let after: number | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: Awaited<ReturnType<typeof auditPage>> = await auditPage(db, { actorId: actor.id }, { size: 3, after });
      seen.push(...page.rows.map((r) => r.entityId));
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual(['6', '5', '4', '3', '2', '1', '0']);

    expect((await auditPage(db, { actorId: actor.id, action: 'test.odd' }, { size: 10 })).rows.map((r) => r.entityId)).toEqual(['5', '3', '1']);
    expect((await auditPage(db, { entity: 'test', entityId: '4', actorId: actor.id }, { size: 10 })).rows).toHaveLength(1);
    expect((await auditPage(db, { actorId: actor.id, courseId: courseB.id }, { size: 10 })).rows.map((r) => r.entityId)).toEqual(['6', '5', '4']);
    const future = new Date(Date.now() + 3_600_000);
    expect((await auditPage(db, { actorId: actor.id, from: future }, { size: 10 })).rows).toEqual([]);
    expect((await auditPage(db, { actorId: actor.id, to: future, from: new Date(Date.now() - 3_600_000) }, { size: 10 })).rows).toHaveLength(7);

    // A coordinator of course A reads its entries only, through scopes.ts.
    const coordinator = await createCoordinator(db, [courseA.id]);
    const theirs = await auditPage(db, { actorId: actor.id, courses: coursesCoordinatedBy(db, coordinator.id) }, { size: 10 });
    expect(theirs.rows.map((r) => r.entityId)).toEqual(['3', '2', '1', '0']);
    await db.delete(auditLog).where(eq(auditLog.actorId, actor.id));
  });

  it('the demo seed wrote its people through the writer: every demo enrolment has its audit entry, dated around its cohort’s start', async () => {
    const { db } = ctx();
    const [row] = rowsOf<{ missing: number; undated: number }>(await db.execute(sql`
      select count(*) filter (where a.id is null)::int as missing,
        count(*) filter (where a.id is not null and c.start_date is not null and abs(a.at::date - c.start_date) > 30)::int as undated
      from enrolments e join users u on u.id = e.user_id join cohorts c on c.id = e.cohort_id
      left join lateral (select a.id, a.at from audit_log a where a.action = 'enrolment.create' and a.entity = 'user' and a.entity_id = e.user_id::text
        and (a.after->>'cohortId')::int = e.cohort_id limit 1) a on true
      where u.email like '%@example.org'`));
    expect(row).toEqual({ missing: 0, undated: 0 });
    // The programme's setup is its administrator's work (seed/demo-audit-history.ts), their own role the command line's.
    const [administrator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.administrator));
    const [bySystem] = rowsOf<{ n: number }>(await db.execute(sql`
      select count(*)::int as n from audit_log where actor_id is null and action in ('enrolment.create', 'mentor.assign', 'coordinator.assign', 'role.grant')
        and entity_id <> ${String(administrator!.id)}`));
    expect(bySystem!.n).toBe(0);
    const [coordinator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.coordinator));
    expect(await db.select().from(courseCoordinators).where(eq(courseCoordinators.userId, coordinator!.id))).toHaveLength(3);
    expect(await auditCount(db, { action: 'coordinator.assign', entity: 'user', entityId: String(coordinator!.id) })).toBe(3);
  });
});

