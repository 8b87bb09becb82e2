import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PEOPLE_MESSAGES as M, ROLE_NAMES, ROLES, type RoleName } from '@fetp/contract';
import { deactivateUser } from '../plugins/sessions';
import { recordAudit, recordAuditMany, type AuditEntry } from './audit';
import { rowsOf, type Queryable, type Tx } from './client';
import { bumpProgressVersion } from './versioned-cache';
import { advisorHubs, cohorts, courseCoordinators, courses, enrolments, hubs, mentorAssignments, userRoles, users } from './schema';

/**
 * The writers of people's standing (issue 32 "People first"; docs/architecture.md "Who may see
 * whom"): enrolments, mentor and coordinator assignments, roles, deactivation. db/scopes.ts reads
 * these tables; only this module writes them (test/people.test.ts fails when another does; the demo
 * seed's graduation flags are the one exemption it names). The administration calls, the CSV
 * import, the admission decision and the seed all come here.
 *
 * Every writer takes the database or the caller's transaction (it runs in a transaction of its own,
 * a savepoint inside the caller's) and the acting user's id (null: the system — seed, command line).
 * It checks its rule first and refuses with a `PeopleRefusal` before writing anything: no HTTP
 * here, the refusal carries what went wrong (`kind`: a missing record, a duplicate, a broken rule)
 * and the contract's text (`key` in PEOPLE_MESSAGES); a call maps it to its answer
 * (features/people `peopleAnswer`). It records its audit entry (before and after) and moves the
 * dashboards' progress counter in the same transaction.
 */

/** Who acts: a user's id, or null for the system. */
export type Actor = number | null;

/** What a refusal is about: a record that does not exist, a duplicate or a standing in the way, a rule broken. */
export type PeopleRefusalKind = 'missing' | 'conflict' | 'broken';
export type PeopleMessageKey = keyof typeof M;

/** A refused write of people's standing; nothing was written. Its message is the contract's text for `key`. */
export class PeopleRefusal extends Error {
  constructor(public readonly kind: PeopleRefusalKind, public readonly key: PeopleMessageKey) {
    super(M[key]);
    this.name = 'PeopleRefusal';
  }
}

const missing = (key: PeopleMessageKey) => new PeopleRefusal('missing', key);
const conflict = (key: PeopleMessageKey) => new PeopleRefusal('conflict', key);
const broken = (key: PeopleMessageKey) => new PeopleRefusal('broken', key);

type MentorNumber = 1 | 2;

const normalise = (role: string) => role.trim().toLowerCase();

/** The role's name as the contract spells it, or a refusal when the programme has no such role. */
export function roleNamed(role: string): RoleName {
  const found = ROLE_NAMES.find((r) => normalise(r) === normalise(role));
  if (!found) throw broken('unknownRole');
  return found;
}

/** Runs `write` in a transaction (a savepoint inside the caller's), then moves the progress counter. */
async function writing<T>(db: Queryable, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const answer = await write(tx);
    await bumpProgressVersion(tx);
    return answer;
  });
}

// ---- Reads the rules need ----

async function userRow(tx: Queryable, userId: number) {
  const [row] = await tx.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw missing('userNotFound');
  return row;
}

async function cohortRow(tx: Queryable, cohortId: number) {
  const [row] = await tx.select({ id: cohorts.id, courseId: cohorts.courseId }).from(cohorts).where(eq(cohorts.id, cohortId));
  if (!row) throw missing('cohortNotFound');
  return row;
}

async function rolesOf(tx: Queryable, userId: number): Promise<Set<string>> {
  const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => normalise(r.role)));
}

/** The ids among `userIds` holding `role`. */
async function holding(tx: Queryable, userIds: readonly number[], role: RoleName): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await tx.select({ id: userRoles.userId }).from(userRoles)
    .where(and(inArray(userRoles.userId, [...new Set(userIds)]), sql`lower(${userRoles.role}) = ${normalise(role)}`));
  return new Set(rows.map((r) => r.id));
}

async function enrolmentOf(tx: Queryable, userId: number, cohortId: number) {
  const [row] = await tx.select({ id: enrolments.id, graduated: enrolments.graduated }).from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.cohortId, cohortId))).for('update');
  return row;
}

async function mentorsIn(tx: Queryable, menteeId: number, cohortId: number) {
  return tx.select({ id: mentorAssignments.id, mentorNumber: mentorAssignments.mentorNumber, mentorId: mentorAssignments.mentorId, isSupervisor: mentorAssignments.isSupervisor })
    .from(mentorAssignments).where(and(eq(mentorAssignments.menteeId, menteeId), eq(mentorAssignments.cohortId, cohortId)))
    .orderBy(mentorAssignments.mentorNumber).for('update');
}

// ---- Enrolments ----

/**
 * Enrols an officer in a cohort, granting the Mentee role when they lack it (an officer is someone
 * enrolled). Answers the enrolment's id.
 */
export async function enrol(db: Queryable, actor: Actor, userId: number, cohortId: number): Promise<number> {
  return writing(db, async (tx) => {
    await userRow(tx, userId);
    const cohort = await cohortRow(tx, cohortId);
    // Checked before the insert too: a statement on enrolments moves the progress counter even when it inserts nothing.
    if (await enrolmentOf(tx, userId, cohortId)) throw conflict('alreadyEnrolled');
    if (!(await rolesOf(tx, userId)).has(normalise(ROLES.mentee))) await grantRoleIn(tx, actor, userId, ROLES.mentee);
    const [row] = await tx.insert(enrolments).values({ userId, cohortId }).onConflictDoNothing().returning({ id: enrolments.id });
    if (!row) throw conflict('alreadyEnrolled');
    await recordAudit(tx, { actorId: actor, action: 'enrolment.create', entity: 'user', entityId: userId, courseId: cohort.courseId, after: { enrolmentId: row.id, cohortId } });
    return row.id;
  });
}

/**
 * Enrols many (the seed, an import) in one insert, in the order given (ids follow it); the same
 * rules as `enrol`, checked for all before anything is kept. Answers the enrolments' ids.
 */
export async function enrolMany(db: Queryable, actor: Actor, rows: ReadonlyArray<{ userId: number; cohortId: number }>): Promise<number[]> {
  if (!rows.length) return [];
  return writing(db, async (tx) => {
    const cohortIds = [...new Set(rows.map((r) => r.cohortId))];
    const found = await tx.select({ id: cohorts.id, courseId: cohorts.courseId }).from(cohorts).where(inArray(cohorts.id, cohortIds));
    if (found.length !== cohortIds.length) throw missing('cohortNotFound');
    const courseOf = new Map(found.map((c) => [c.id, c.courseId]));
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const people = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (people.length !== userIds.length) throw missing('userNotFound');
    const mentees = await holding(tx, userIds, ROLES.mentee);
    const toGrant = userIds.filter((id) => !mentees.has(id));
    if (toGrant.length) await grantRoleManyIn(tx, actor, toGrant.map((userId) => ({ userId, role: ROLES.mentee })));
    const created = await tx.insert(enrolments).values(rows.map((r) => ({ userId: r.userId, cohortId: r.cohortId }))).onConflictDoNothing()
      .returning({ id: enrolments.id, userId: enrolments.userId, cohortId: enrolments.cohortId });
    if (created.length !== rows.length) throw conflict('alreadyEnrolled');
    await recordAuditMany(tx, created.map((e) => ({
      actorId: actor, action: 'enrolment.create', entity: 'user', entityId: e.userId, courseId: courseOf.get(e.cohortId), after: { enrolmentId: e.id, cohortId: e.cohortId },
    })));
    return created.map((e) => e.id);
  });
}

/**
 * Moves an officer's enrolment to another cohort of the same course: the enrolment (its graduated
 * flag and history) and their mentor assignments go along; assignments left in the new cohort from
 * an earlier enrolment there, which counted for nothing, are removed.
 */
export async function moveEnrolment(db: Queryable, actor: Actor, userId: number, fromCohortId: number, toCohortId: number): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, userId);
    if (fromCohortId === toCohortId) throw broken('sameCohort');
    const from = await cohortRow(tx, fromCohortId);
    const to = await cohortRow(tx, toCohortId);
    if (from.courseId !== to.courseId) throw broken('otherCourse');
    const enrolment = await enrolmentOf(tx, userId, fromCohortId);
    if (!enrolment) throw broken('notEnrolled');
    if (await enrolmentOf(tx, userId, toCohortId)) throw conflict('alreadyEnrolled');
    const mentors = await mentorsIn(tx, userId, fromCohortId);
    const stale = await mentorsIn(tx, userId, toCohortId);
    if (stale.length) await tx.delete(mentorAssignments).where(inArray(mentorAssignments.id, stale.map((m) => m.id)));
    await tx.update(enrolments).set({ cohortId: toCohortId }).where(eq(enrolments.id, enrolment.id));
    if (mentors.length) await tx.update(mentorAssignments).set({ cohortId: toCohortId }).where(inArray(mentorAssignments.id, mentors.map((m) => m.id)));
    await recordAudit(tx, {
      actorId: actor, action: 'enrolment.move', entity: 'user', entityId: userId, courseId: to.courseId,
      before: { enrolmentId: enrolment.id, cohortId: fromCohortId, mentors: mentors.map(slot), ...(stale.length ? { replaced: stale.map(slot) } : {}) },
      after: { enrolmentId: enrolment.id, cohortId: toCohortId, mentors: mentors.map(slot) },
    });
  });
}

/** Ends an officer's enrolment in a cohort, and their mentor assignments there (they count only while enrolled). */
export async function unenrol(db: Queryable, actor: Actor, userId: number, cohortId: number): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, userId);
    const cohort = await cohortRow(tx, cohortId);
    const enrolment = await enrolmentOf(tx, userId, cohortId);
    if (!enrolment) throw broken('notEnrolled');
    const mentors = await mentorsIn(tx, userId, cohortId);
    if (mentors.length) await tx.delete(mentorAssignments).where(inArray(mentorAssignments.id, mentors.map((m) => m.id)));
    await tx.delete(enrolments).where(eq(enrolments.id, enrolment.id));
    await recordAudit(tx, {
      actorId: actor, action: 'enrolment.delete', entity: 'user', entityId: userId, courseId: cohort.courseId,
      before: { enrolmentId: enrolment.id, cohortId, graduated: enrolment.graduated, mentors: mentors.map(slot) },
    });
  });
}

/**
 * Sets an officer's graduated flag in a cohort (the graduation table; features/field-assignment
 * keeps its own history beside it). Answers the enrolment's id and the flag before, or null when the
 * officer is not enrolled there.
 */
export async function setGraduated(tx: Queryable, actor: Actor, userId: number, cohortId: number, graduated: boolean): Promise<{ enrolmentId: number; before: boolean } | null> {
  return writing(tx, async (t) => {
    const enrolment = await enrolmentOf(t, userId, cohortId);
    if (!enrolment) return null;
    const cohort = await cohortRow(t, cohortId);
    if (enrolment.graduated !== graduated) {
      await t.update(enrolments).set({ graduated }).where(eq(enrolments.id, enrolment.id));
      await recordAudit(t, {
        actorId: actor, action: 'graduation.change', entity: 'user', entityId: userId, courseId: cohort.courseId,
        before: { cohortId, graduated: enrolment.graduated }, after: { cohortId, graduated },
      });
    }
    return { enrolmentId: enrolment.id, before: enrolment.graduated };
  });
}

// ---- Mentors ----

const slot = (m: { mentorNumber: number; mentorId: number; isSupervisor: boolean }) => ({ mentorNumber: m.mentorNumber, mentorId: m.mentorId, isSupervisor: m.isSupervisor });

export interface MentorAssignment {
  menteeId: number;
  cohortId: number;
  mentorNumber: MentorNumber;
  mentorId: number;
  isSupervisor: boolean;
}

/**
 * Makes a mentor the officer's mentor 1 or 2 in a cohort they are enrolled in; the mentor must hold
 * the Mentor role, and the slot be free. Made the supervisor, the other slot stops being it.
 */
export async function assignMentor(db: Queryable, actor: Actor, a: MentorAssignment): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, a.menteeId);
    const cohort = await cohortRow(tx, a.cohortId);
    if (a.mentorId === a.menteeId) throw broken('ownMentor');
    if (!(await enrolmentOf(tx, a.menteeId, a.cohortId))) throw broken('notEnrolled');
    await userRow(tx, a.mentorId);
    if (!(await holding(tx, [a.mentorId], ROLES.mentor)).has(a.mentorId)) throw broken('notMentor');
    const current = await mentorsIn(tx, a.menteeId, a.cohortId);
    if (current.some((m) => m.mentorNumber === a.mentorNumber)) throw conflict('slotTaken');
    if (current.some((m) => m.mentorId === a.mentorId)) throw conflict('mentorTwice');
    if (a.isSupervisor && current.some((m) => m.isSupervisor)) {
      await tx.update(mentorAssignments).set({ isSupervisor: false }).where(inArray(mentorAssignments.id, current.map((m) => m.id)));
    }
    await tx.insert(mentorAssignments).values(a);
    await recordAudit(tx, {
      actorId: actor, action: 'mentor.assign', entity: 'user', entityId: a.menteeId, courseId: cohort.courseId,
      before: { cohortId: a.cohortId, mentors: current.map(slot) },
      after: { cohortId: a.cohortId, mentors: [...current.map((m) => ({ ...slot(m), isSupervisor: a.isSupervisor ? false : m.isSupervisor })), slot(a)].sort((x, y) => x.mentorNumber - y.mentorNumber) },
    });
  });
}

/**
 * Assigns many mentors (the seed, an import) in one insert, in the order given; the same rules as
 * `assignMentor`, checked for all before anything is kept (a row may not make a second supervisor).
 */
export async function assignMentorMany(db: Queryable, actor: Actor, rows: readonly MentorAssignment[]): Promise<void> {
  if (!rows.length) return;
  await writing(db, async (tx) => {
    if (rows.some((r) => r.mentorId === r.menteeId)) throw broken('ownMentor');
    const courseOf = await coursesOfCohorts(tx, rows.map((r) => r.cohortId));
    if (rows.some((r) => !courseOf.has(r.cohortId))) throw missing('cohortNotFound');
    const mentees = [...new Set(rows.map((r) => r.menteeId))];
    if ((await tx.select({ id: users.id }).from(users).where(inArray(users.id, mentees))).length !== mentees.length) throw missing('userNotFound');
    const mentors = [...new Set(rows.map((r) => r.mentorId))];
    if ((await holding(tx, mentors, ROLES.mentor)).size !== mentors.length) throw broken('notMentor');
    const created = await tx.insert(mentorAssignments).values([...rows]).onConflictDoNothing().returning({ id: mentorAssignments.id });
    if (created.length !== rows.length) throw conflict('slotTaken');
    const [broke] = rowsOf<{ not_enrolled: boolean; twice: boolean; supervisors: boolean }>(await tx.execute(sql`
      select bool_or(e.id is null) as not_enrolled, bool_or(n.mentors > 1) as twice, bool_or(s.supervisors > 1) as supervisors
      from ${mentorAssignments} ma
      left join ${enrolments} e on e.user_id = ma.mentee_id and e.cohort_id = ma.cohort_id
      left join lateral (select count(*) as mentors from ${mentorAssignments} o where o.mentee_id = ma.mentee_id and o.cohort_id = ma.cohort_id and o.mentor_id = ma.mentor_id) n on true
      left join lateral (select count(*) filter (where o.is_supervisor) as supervisors from ${mentorAssignments} o where o.mentee_id = ma.mentee_id and o.cohort_id = ma.cohort_id) s on true
      where ma.id in (${sql.join(created.map((c) => sql`${c.id}`), sql`, `)})`));
    if (broke?.not_enrolled) throw broken('notEnrolled');
    if (broke?.twice) throw conflict('mentorTwice');
    if (broke?.supervisors) throw conflict('twoSupervisors');
    await recordAuditMany(tx, rows.map((r) => ({
      actorId: actor, action: 'mentor.assign', entity: 'user', entityId: r.menteeId, courseId: courseOf.get(r.cohortId), after: { cohortId: r.cohortId, mentors: [slot(r)] },
    })));
  });
}

async function coursesOfCohorts(tx: Queryable, cohortIds: readonly number[]): Promise<Map<number, number>> {
  const found = await tx.select({ id: cohorts.id, courseId: cohorts.courseId }).from(cohorts).where(inArray(cohorts.id, [...new Set(cohortIds)]));
  return new Map(found.map((c) => [c.id, c.courseId]));
}

/** Removes an officer's mentor 1 or 2 in a cohort. */
export async function unassignMentor(db: Queryable, actor: Actor, menteeId: number, cohortId: number, mentorNumber: MentorNumber): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, menteeId);
    const cohort = await cohortRow(tx, cohortId);
    const current = await mentorsIn(tx, menteeId, cohortId);
    const gone = current.find((m) => m.mentorNumber === mentorNumber);
    if (!gone) throw missing('noAssignment');
    await tx.delete(mentorAssignments).where(eq(mentorAssignments.id, gone.id));
    await recordAudit(tx, {
      actorId: actor, action: 'mentor.unassign', entity: 'user', entityId: menteeId, courseId: cohort.courseId,
      before: { cohortId, mentors: current.map(slot) }, after: { cohortId, mentors: current.filter((m) => m !== gone).map(slot) },
    });
  });
}

/** Makes mentor 1 or 2 the officer's supervisor in a cohort (the other stops being it); null: neither. */
export async function setSupervisor(db: Queryable, actor: Actor, menteeId: number, cohortId: number, mentorNumber: MentorNumber | null): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, menteeId);
    const cohort = await cohortRow(tx, cohortId);
    const current = await mentorsIn(tx, menteeId, cohortId);
    if (mentorNumber !== null && !current.some((m) => m.mentorNumber === mentorNumber)) throw missing('noAssignment');
    const after = current.map((m) => ({ ...slot(m), isSupervisor: m.mentorNumber === mentorNumber }));
    for (const [i, m] of current.entries()) {
      if (m.isSupervisor !== after[i]!.isSupervisor) await tx.update(mentorAssignments).set({ isSupervisor: after[i]!.isSupervisor }).where(eq(mentorAssignments.id, m.id));
    }
    await recordAudit(tx, {
      actorId: actor, action: 'mentor.supervisor', entity: 'user', entityId: menteeId, courseId: cohort.courseId,
      before: { cohortId, mentors: current.map(slot) }, after: { cohortId, mentors: after },
    });
  });
}

/**
 * Makes mentor 1 or 2 the supervisor of many officers at once (an import), as `setSupervisor` does
 * one: the other slot stops being it. Each named slot must hold a mentor; only changed pairs are
 * written and audited.
 */
export async function setSupervisorMany(
  db: Queryable, actor: Actor, rows: ReadonlyArray<{ menteeId: number; cohortId: number; mentorNumber: MentorNumber }>,
): Promise<void> {
  if (!rows.length) return;
  await writing(db, async (tx) => {
    const wanted = sql`(values ${sql.join(rows.map((r) => sql`(${r.menteeId}::int, ${r.cohortId}::int, ${r.mentorNumber}::int)`), sql`, `)}) as w(mentee_id, cohort_id, mentor_number)`;
    const [lacking] = rowsOf<{ n: number }>(await tx.execute(sql`
      select count(*)::int as n from ${wanted}
      where not exists (select 1 from ${mentorAssignments} ma where ma.mentee_id = w.mentee_id and ma.cohort_id = w.cohort_id and ma.mentor_number = w.mentor_number)`));
    if (lacking?.n) throw missing('noAssignment');
    const changed = rowsOf<{ mentee_id: number; cohort_id: number; supervisor: number }>(await tx.execute(sql`
      update ${mentorAssignments} ma set is_supervisor = (ma.mentor_number = w.mentor_number)
      from ${wanted}
      where ma.mentee_id = w.mentee_id and ma.cohort_id = w.cohort_id and ma.is_supervisor <> (ma.mentor_number = w.mentor_number)
      returning ma.mentee_id, ma.cohort_id, w.mentor_number as supervisor`));
    const pairs = new Map(changed.map((c) => [`${c.mentee_id}:${c.cohort_id}`, c]));
    if (!pairs.size) return;
    const courseOf = await coursesOfCohorts(tx, [...pairs.values()].map((c) => c.cohort_id));
    await recordAuditMany(tx, [...pairs.values()].map((c) => ({
      actorId: actor, action: 'mentor.supervisor', entity: 'user', entityId: c.mentee_id, courseId: courseOf.get(c.cohort_id),
      after: { cohortId: c.cohort_id, supervisor: c.supervisor },
    })));
  });
}

// ---- Coordinators ----

/** Makes a user (holding the Course Coordinator role) a coordinator of a course. */
export async function assignCoordinator(db: Queryable, actor: Actor, courseId: number, userId: number): Promise<void> {
  await writing(db, async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw missing('courseNotFound');
    await userRow(tx, userId);
    if (!(await holding(tx, [userId], ROLES.coordinator)).has(userId)) throw broken('notCoordinatorRole');
    const [row] = await tx.insert(courseCoordinators).values({ courseId, userId }).onConflictDoNothing().returning({ userId: courseCoordinators.userId });
    if (!row) throw conflict('alreadyCoordinator');
    await recordAudit(tx, { actorId: actor, action: 'coordinator.assign', entity: 'user', entityId: userId, courseId, after: { courseId } });
  });
}

/** Assigns many coordinators (the seed) in one insert; the same rules as `assignCoordinator`. */
export async function assignCoordinatorMany(db: Queryable, actor: Actor, rows: ReadonlyArray<{ courseId: number; userId: number }>): Promise<void> {
  if (!rows.length) return;
  await writing(db, async (tx) => {
    const courseIds = [...new Set(rows.map((r) => r.courseId))];
    if ((await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, courseIds))).length !== courseIds.length) throw missing('courseNotFound');
    const people = [...new Set(rows.map((r) => r.userId))];
    if ((await holding(tx, people, ROLES.coordinator)).size !== people.length) throw broken('notCoordinatorRole');
    const created = await tx.insert(courseCoordinators).values([...rows]).onConflictDoNothing().returning({ userId: courseCoordinators.userId });
    if (created.length !== rows.length) throw conflict('alreadyCoordinator');
    await recordAuditMany(tx, rows.map((r) => ({ actorId: actor, action: 'coordinator.assign', entity: 'user', entityId: r.userId, courseId: r.courseId, after: { courseId: r.courseId } })));
  });
}

/** Ends a user's coordination of a course. */
export async function unassignCoordinator(db: Queryable, actor: Actor, courseId: number, userId: number): Promise<void> {
  await writing(db, async (tx) => {
    await userRow(tx, userId);
    const gone = await tx.delete(courseCoordinators).where(and(eq(courseCoordinators.courseId, courseId), eq(courseCoordinators.userId, userId)))
      .returning({ userId: courseCoordinators.userId });
    if (!gone.length) throw missing('notCoordinator');
    await recordAudit(tx, { actorId: actor, action: 'coordinator.unassign', entity: 'user', entityId: userId, courseId, before: { courseId } });
  });
}

// ---- Roles ----

/**
 * Grants a role. A Program Advisor may be bound to hubs (`hubIds`: only their courses; none: the
 * whole programme, 002 §6).
 */
export async function grantRole(db: Queryable, actor: Actor, userId: number, role: string, opts: { hubIds?: readonly number[] } = {}): Promise<void> {
  await writing(db, async (tx) => {
    const name = roleNamed(role);
    await userRow(tx, userId);
    if ((await rolesOf(tx, userId)).has(normalise(name))) throw conflict('hasRole');
    const hubIds = [...new Set(opts.hubIds ?? [])];
    if (hubIds.length && name !== ROLES.advisor) throw broken('hubsForAdvisorOnly');
    if (hubIds.length && (await tx.select({ id: hubs.id }).from(hubs).where(inArray(hubs.id, hubIds))).length !== hubIds.length) throw missing('hubNotFound');
    await grantRoleIn(tx, actor, userId, name, hubIds);
  });
}

async function grantRoleIn(tx: Queryable, actor: Actor, userId: number, role: RoleName, hubIds: readonly number[] = []): Promise<void> {
  await tx.insert(userRoles).values({ userId, role });
  if (hubIds.length) await tx.insert(advisorHubs).values(hubIds.map((hubId) => ({ userId, hubId })));
  await recordAudit(tx, { actorId: actor, action: 'role.grant', entity: 'user', entityId: userId, after: { role, ...(hubIds.length ? { hubIds } : {}) } });
}

/**
 * Grants many roles (the seed, an import) in one insert; a role already held is refused. A Program
 * Advisor's row may bind them to hubs, as grantRole does.
 */
export async function grantRoleMany(db: Queryable, actor: Actor, rows: ReadonlyArray<{ userId: number; role: string; hubIds?: readonly number[] }>): Promise<void> {
  if (!rows.length) return;
  await writing(db, (tx) => grantRoleManyIn(tx, actor, rows.map((r) => ({ userId: r.userId, role: roleNamed(r.role), hubIds: [...new Set(r.hubIds ?? [])] }))));
}

async function grantRoleManyIn(tx: Queryable, actor: Actor, rows: ReadonlyArray<{ userId: number; role: RoleName; hubIds?: readonly number[] }>): Promise<void> {
  const userIds = [...new Set(rows.map((r) => r.userId))];
  if ((await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds))).length !== userIds.length) throw missing('userNotFound');
  const bound = rows.filter((r) => r.hubIds?.length);
  if (bound.some((r) => r.role !== ROLES.advisor)) throw broken('hubsForAdvisorOnly');
  const created = await tx.insert(userRoles).values(rows.map((r) => ({ userId: r.userId, role: r.role }))).onConflictDoNothing().returning({ userId: userRoles.userId });
  if (created.length !== rows.length) throw conflict('hasRole');
  if (bound.length) await tx.insert(advisorHubs).values(bound.flatMap((r) => (r.hubIds ?? []).map((hubId) => ({ userId: r.userId, hubId }))));
  await recordAuditMany(tx, rows.map((r): AuditEntry => ({
    actorId: actor, action: 'role.grant', entity: 'user', entityId: r.userId, after: { role: r.role, ...(r.hubIds?.length ? { hubIds: r.hubIds } : {}) },
  })));
}

/**
 * Takes a role away. Refused while the user still stands in it: a coordinator of a course, a
 * mentor with officers, an officer enrolled (remove those first); a Program Advisor's hubs go with it.
 */
export async function revokeRole(db: Queryable, actor: Actor, userId: number, role: string): Promise<void> {
  await writing(db, async (tx) => {
    const name = roleNamed(role);
    await userRow(tx, userId);
    if (!(await rolesOf(tx, userId)).has(normalise(name))) throw missing('lacksRole');
    const inUse = name === ROLES.coordinator ? courseCoordinators.userId : name === ROLES.mentor ? mentorAssignments.mentorId : name === ROLES.mentee ? enrolments.userId : null;
    if (inUse) {
      const [used] = await tx.select({ n: sql<number>`1` }).from(inUse.table).where(eq(inUse, userId)).limit(1);
      if (used) throw conflict('roleInUse');
    }
    const bound = name === ROLES.advisor ? await tx.delete(advisorHubs).where(eq(advisorHubs.userId, userId)).returning({ hubId: advisorHubs.hubId }) : [];
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), sql`lower(${userRoles.role}) = ${normalise(name)}`));
    await recordAudit(tx, {
      actorId: actor, action: 'role.revoke', entity: 'user', entityId: userId, before: { role: name, ...(bound.length ? { hubIds: bound.map((b) => b.hubId) } : {}) },
    });
  });
}

// ---- Deactivation ----

/**
 * Deactivates an account: it can no longer sign in, and its sessions, live streams, calendar feed
 * address and signed links end at once (plugins/sessions.ts `deactivateUser`, the one way they end).
 * Its enrolments and assignments stay, so a reactivation gives everything back; the officer lists
 * leave the user out meanwhile. A user cannot deactivate themself.
 */
export async function deactivate(db: Queryable, actor: Actor, userId: number): Promise<void> {
  await writing(db, async (tx) => {
    const user = await userRow(tx, userId);
    if (actor === userId) throw broken('ownAccount');
    if (!user.isActive) throw conflict('alreadyInactive');
    await deactivateUser(tx, userId);
    await recordAudit(tx, { actorId: actor, action: 'user.deactivate', entity: 'user', entityId: userId, before: { active: true }, after: { active: false } });
  });
}

/** Lets a deactivated account sign in again (with its password as it was; its old sessions stay ended). */
export async function reactivate(db: Queryable, actor: Actor, userId: number): Promise<void> {
  await writing(db, async (tx) => {
    const user = await userRow(tx, userId);
    if (user.isActive) throw conflict('alreadyActive');
    await tx.update(users).set({ isActive: true }).where(and(eq(users.id, userId), ne(users.isActive, true)));
    await recordAudit(tx, { actorId: actor, action: 'user.reactivate', entity: 'user', entityId: userId, before: { active: false }, after: { active: true } });
  });
}

// ---- Reading a person's standing (Content Management shows it; the import checks against it) ----

/** Users' own enrolments in the given courses (at most a few thousand users a call). */
export function enrolmentsOfUsers(db: Queryable, userIds: readonly number[], courseIds: readonly number[]) {
  return db.select({ userId: enrolments.userId, cohortId: enrolments.cohortId, courseId: cohorts.courseId })
    .from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .where(and(inArray(enrolments.userId, [...userIds]), inArray(cohorts.courseId, [...new Set(courseIds)])));
}

/** A person's own enrolments with their cohort and course, and the other cohorts of each course (where they may be moved). */
export function enrolmentsOfUser(db: Queryable, userId: number) {
  return db.select({
    cohortId: cohorts.id, cohortName: cohorts.name, courseId: courses.id, courseTitle: courses.title, graduated: enrolments.graduated,
    others: sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name) from cohorts o where o.course_id = ${courses.id} and o.id <> ${cohorts.id}), '[]')`,
  }).from(enrolments).innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId)).innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(enrolments.userId, userId)).orderBy(sql`${courses.title}`, sql`${cohorts.name}`);
}
