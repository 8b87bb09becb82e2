import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import {
  cohortsCoordinatedBy, cohortsEnrolledIn, coordinates, coursesCoordinatedBy, coursesReportedBy, officersReportedBy, readsReports, coursesEnrolledIn, coursesEnrolledInNewestFirst, coursesMentoredIn, enrolledInCohort, mayViewProfile, menteeCoursesOf, menteesOf,
  isOfficerOf, mentorsOfCohort, officerCountOf, coursesAdvisedBy, mentorsOfCohorts, officersOfCohorts, peopleOfCourses, officersByCohortOf, officersOf, officersOfCohort, officersOfCourse,
  coursesAdministeredBy, coursesManagedBy, hubsManagedBy,
} from '../src/db/scopes';
import { advisorHubs, courses, enrolments, hubs, mentorAssignments, users } from '../src/db/schema';
import { createCohort, createCoordinator, createCourse, createHub, createMentee, createMentor, createUser } from './factories';
import { ROLES } from '@fetp/contract';
import { useTestContext } from './helpers';

/** The access scopes, each rule's one definition, on data each test builds for itself. */
const ctx = useTestContext();
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
/** The ids a scope sub-select answers, read by the column it names. */
const idsOf = <K extends string>(rows: Record<K, number>[], column: K) => rows.map((r) => r[column]).sort((a, b) => a - b);

describe('access scopes', () => {
  it('coursesCoordinatedBy and coordinates: the coordinator’s own courses, nobody else’s', async () => {
    const { db } = ctx();
    const [mine, alsoMine, notMine] = [await createCourse(db), await createCourse(db), await createCourse(db)];
    const coordinator = await createCoordinator(db, [mine.id, alsoMine.id]);
    const other = await createCoordinator(db, [notMine.id]);
    expect(idsOf(await coursesCoordinatedBy(db, coordinator.id), 'course_id')).toEqual(ids([mine, alsoMine]));
    expect(idsOf(await coursesCoordinatedBy(db, other.id), 'course_id')).toEqual([notMine.id]);
    expect(await coursesCoordinatedBy(db, (await createUser(db)).id)).toEqual([]);
    expect(await coordinates(db, coordinator.id, mine.id)).toBe(true);
    expect(await coordinates(db, coordinator.id, notMine.id)).toBe(false);
    expect(await coordinates(db, coordinator.id, 2 ** 31 - 1)).toBe(false);
  });

  it('coursesAdministeredBy, coursesManagedBy and hubsManagedBy: an administrator’s whole programme; a coordinator’s own courses and their hubs; no one else’s', async () => {
    const { db } = ctx();
    const emptyHub = await createHub(db);
    const [mine, notMine] = [await createCourse(db), await createCourse(db)];
    const coordinator = await createCoordinator(db, [mine.id]);
    const administrator = await createUser(db, [ROLES.administrator]);
    // Roles compare case-insensitively.
    const lowerCase = await createUser(db);
    await db.execute(sql`insert into user_roles (user_id, role) values (${lowerCase.id}, 'administrator')`);
    const [advisor, mentor, nobody] = [await createUser(db, [ROLES.advisor]), await createMentor(db), await createUser(db)];
    const allCourses = (await db.select({ id: courses.id }).from(courses)).map((c) => c.id).sort((a, b) => a - b);
    const allHubs = (await db.select({ id: hubs.id }).from(hubs)).map((h) => h.id).sort((a, b) => a - b);

    for (const admin of [administrator, lowerCase]) {
      expect(idsOf(await coursesAdministeredBy(db, admin.id), 'course_id')).toEqual(allCourses);
      expect(idsOf(await coursesManagedBy(db, admin.id), 'course_id')).toEqual(allCourses);
      expect(idsOf(await hubsManagedBy(db, admin.id), 'hub_id')).toEqual(allHubs);
    }
    expect(allHubs).toContain(emptyHub.id);
    expect(await coursesAdministeredBy(db, coordinator.id)).toEqual([]);
    expect(idsOf(await coursesManagedBy(db, coordinator.id), 'course_id')).toEqual([mine.id]);
    expect(idsOf(await hubsManagedBy(db, coordinator.id), 'hub_id')).toEqual([mine.hubId]);
    expect(idsOf(await coursesManagedBy(db, coordinator.id), 'course_id')).not.toContain(notMine.id);
    // An advisor reads reports but manages nothing.
    for (const user of [advisor, mentor, nobody]) {
      expect(await coursesManagedBy(db, user.id)).toEqual([]);
      expect(await hubsManagedBy(db, user.id)).toEqual([]);
    }
  });

  it('coursesReportedBy, officersReportedBy and readsReports: a coordinator’s courses; an advisor’s programme, or their hubs when bound; no one else’s', async () => {
    const { db } = ctx();
    const [hubA, hubB] = [await createHub(db), await createHub(db)];
    const [inA, alsoInA, inB] = [await createCourse(db, { hubId: hubA.id }), await createCourse(db, { hubId: hubA.id }), await createCourse(db, { hubId: hubB.id })];
    const coordinator = await createCoordinator(db, [inA.id]);
    const advisor = await createUser(db, [ROLES.advisor]);
    const boundAdvisor = await createUser(db, [ROLES.advisor]);
    await db.insert(advisorHubs).values({ userId: boundAdvisor.id, hubId: hubA.id });
    const [mentor, mentee, nobody] = [await createMentor(db), await createUser(db, [ROLES.mentee]), await createUser(db)];
    const allCourses = (await db.select({ id: courses.id }).from(courses)).map((c) => c.id).sort((a, b) => a - b);

    expect(idsOf(await coursesReportedBy(db, coordinator.id), 'course_id')).toEqual([inA.id]);
    expect(idsOf(await coursesReportedBy(db, advisor.id), 'course_id')).toEqual(allCourses);
    expect(idsOf(await coursesReportedBy(db, boundAdvisor.id), 'course_id')).toEqual([inA.id, alsoInA.id].sort((a, b) => a - b));
    for (const user of [mentor, mentee, nobody]) expect(await coursesReportedBy(db, user.id)).toEqual([]);
    expect(idsOf(await coursesReportedBy(db, boundAdvisor.id), 'course_id')).not.toContain(inB.id);

    const cohort = await createCohort(db, { courseId: inA.id });
    const officer = await createMentee(db, cohort.id);
    const elsewhere = await createMentee(db, (await createCohort(db, { courseId: inB.id })).id);
    const reported = async (userId: number) => (await officersReportedBy(db, userId)).map((r) => r.id);
    expect(await reported(coordinator.id)).toEqual([officer.id]);
    expect(await reported(boundAdvisor.id)).toEqual([officer.id]);
    expect(await reported(advisor.id)).toEqual(expect.arrayContaining([officer.id, elsewhere.id]));
    expect(await reported(mentor.id)).toEqual([]);

    expect([await readsReports(db, coordinator.id), await readsReports(db, advisor.id)]).toEqual([true, true]);
    // An administrator reports on the whole programme (issue 32).
    const administrator = await createUser(db, [ROLES.administrator]);
    expect(idsOf(await coursesReportedBy(db, administrator.id), 'course_id')).toEqual(allCourses);
    expect(await reported(administrator.id)).toEqual(expect.arrayContaining([officer.id, elsewhere.id]));
    expect(await readsReports(db, administrator.id)).toBe(true);
    expect([await readsReports(db, mentor.id), await readsReports(db, mentee.id), await readsReports(db, nobody.id)]).toEqual([false, false, false]);
  });

  it('menteesOf: a mentor’s mentees as mentor 1 or 2, narrowed to one cohort; coursesMentoredIn and coursesEnrolledIn', async () => {
    const { db } = ctx();
    const [first, second] = [await createCohort(db), await createCohort(db)];
    const [mentor, otherMentor] = [await createMentor(db), await createMentor(db)];
    const asMentor1 = await createMentee(db, first.id, { mentor1: mentor.id, mentor2: otherMentor.id });
    const asMentor2 = await createMentee(db, second.id, { mentor1: otherMentor.id, mentor2: mentor.id });
    const notTheirs = await createMentee(db, first.id, { mentor1: otherMentor.id });

    expect(idsOf(await menteesOf(db, mentor.id), 'mentee_id')).toEqual(ids([asMentor1, asMentor2]));
    expect(idsOf(await menteesOf(db, mentor.id, { cohortId: first.id }), 'mentee_id')).toEqual([asMentor1.id]);
    expect(idsOf(await menteesOf(db, otherMentor.id, { cohortId: first.id }), 'mentee_id')).toEqual(ids([asMentor1, notTheirs]));
    expect(await menteesOf(db, asMentor1.id)).toEqual([]);

    expect(idsOf(await coursesMentoredIn(db, mentor.id), 'course_id')).toEqual(ids([{ id: first.courseId }, { id: second.courseId }]));
    expect(idsOf(await coursesEnrolledIn(db, asMentor2.id), 'course_id')).toEqual([second.courseId]);
    expect(await coursesEnrolledIn(db, mentor.id)).toEqual([]);
  });

  it('the dashboards’ scopes: a coordinator’s cohorts, a cohort’s officers and mentors (mentorships that count), a mentor’s (mentee, course) pairs', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    const [cohort, other] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
    const elsewhere = await createCohort(db);
    const coordinator = await createCoordinator(db, [course.id]);
    expect(idsOf(await cohortsCoordinatedBy(db, coordinator.id), 'cohort_id')).toEqual(ids([cohort, other]));
    expect(await cohortsCoordinatedBy(db, (await createUser(db)).id)).toEqual([]);

    const [mentor, stray] = [await createMentor(db), await createMentor(db)];
    const a = await createMentee(db, cohort.id, { mentor1: mentor.id });
    const b = await createMentee(db, cohort.id);
    const c = await createMentee(db, other.id, { mentor1: mentor.id });
    const d = await createMentee(db, elsewhere.id, { mentor2: mentor.id });
    // An assignment in a cohort the officer is not enrolled in gives nothing.
    await db.insert(mentorAssignments).values({ menteeId: c.id, mentorId: stray.id, cohortId: cohort.id, mentorNumber: 2 });

    expect(ids(await officersOfCohort(db, cohort.id))).toEqual(ids([a, b]));
    expect(await enrolledInCohort(db, a.id, cohort.id)).toBe(true);
    expect(await enrolledInCohort(db, c.id, cohort.id)).toBe(false);
    expect(ids(await mentorsOfCohort(db, cohort.id))).toEqual([mentor.id]);
    expect(await mentorsOfCohort(db, elsewhere.id)).toEqual([{ id: mentor.id }]);
    const pairs = (await menteeCoursesOf(db, mentor.id)).map((p) => `${p.menteeId}:${p.courseId}`).sort();
    expect(pairs).toEqual([`${a.id}:${course.id}`, `${c.id}:${course.id}`, `${d.id}:${elsewhere.courseId}`].sort());
    expect(await menteeCoursesOf(db, stray.id)).toEqual([]);
  });

  it('cohortsEnrolledIn and coursesEnrolledInNewestFirst: an officer’s cohorts (of one course), and courses current first (issue 30 §2)', async () => {
    const { db } = ctx();
    const old = await createCohort(db, { startDate: '2023-01-01' });
    const newer = await createCohort(db, { startDate: '2025-01-01' });
    const sameCourse = await createCohort(db, { courseId: newer.courseId, startDate: '2024-01-01' });
    const graduatedFrom = await createCohort(db, { startDate: '2026-01-01' });
    const officer = await createMentee(db, old.id);
    await db.insert(enrolments).values([
      { userId: officer.id, cohortId: newer.id }, { userId: officer.id, cohortId: sameCourse.id }, { userId: officer.id, cohortId: graduatedFrom.id, graduated: true },
    ]);
    expect(await cohortsEnrolledIn(db, officer.id, { courseId: newer.courseId })).toEqual([newer.id, sameCourse.id].sort((a, b) => a - b));
    expect((await cohortsEnrolledIn(db, officer.id)).length).toBe(4);
    // Not graduated before graduated, then the newest cohort: the newer course, the old one, the one graduated from.
    expect(await coursesEnrolledInNewestFirst(db, officer.id)).toEqual([newer.courseId, old.courseId, graduatedFrom.courseId]);
    expect(await coursesEnrolledInNewestFirst(db, (await createUser(db)).id)).toEqual([]);
  });

  it('the officers of a cohort or a course: officersOf, isOfficerOf, officerCountOf and officersByCohortOf give the same people', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    const [first, second] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
    const elsewhere = await createCohort(db);
    const a = await createMentee(db, first.id);
    const b = await createMentee(db, second.id);
    // In both cohorts of the course: one officer of the course, counted once.
    await db.insert(enrolments).values({ userId: a.id, cohortId: second.id });
    await createMentee(db, elsewhere.id);

    expect(ids(await officersOfCourse(db, course.id))).toEqual(ids([a, b]));
    expect(ids(await officersOf(db, { courseId: course.id }))).toEqual(ids([a, b]));
    expect(ids(await officersOf(db, { cohortId: second.id }))).toEqual(ids([a, b]));
    expect(ids(await officersOf(db, { cohortId: first.id }))).toEqual([a.id]);
    const filtered = async (within: { cohortId: number } | { courseId: number }) =>
      ids(await db.select({ id: users.id }).from(users).where(isOfficerOf(db, users.id, within)));
    expect(await filtered({ courseId: course.id })).toEqual(ids([a, b]));
    expect(await filtered({ cohortId: first.id })).toEqual([a.id]);
    const counted = async (within: { cohortId: number } | { courseId: number }) =>
      rowsOf<{ n: number }>(await db.execute(sql`select ${officerCountOf(db, within)} as n`))[0]!.n;
    expect([await counted({ courseId: course.id }), await counted({ cohortId: second.id }), await counted({ cohortId: first.id })]).toEqual([2, 2, 1]);
    const byCohort = (await officersByCohortOf(db, course.id)).map((r) => [r.cohortId, r.id]).sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!);
    expect(byCohort).toEqual([[first.id, a.id], [second.id, a.id], [second.id, b.id]]);
  });

  it('mayViewProfile: the user themself, their mentors (a mentorship that counts, any course), the coordinators of a course they take; no one else', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    const [cohort, other] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
    const elsewhere = await createCohort(db);
    const [mentor, elsewhereMentor, stray] = [await createMentor(db), await createMentor(db), await createMentor(db)];
    const a = await createMentee(db, cohort.id, { mentor1: mentor.id });
    const b = await createMentee(db, cohort.id);
    // a also takes a course elsewhere, with another mentor there.
    await db.insert(enrolments).values({ userId: a.id, cohortId: elsewhere.id });
    await db.insert(mentorAssignments).values({ menteeId: a.id, mentorId: elsewhereMentor.id, cohortId: elsewhere.id, mentorNumber: 2 });
    // An assignment in a cohort the officer is not enrolled in gives nothing.
    await db.insert(mentorAssignments).values({ menteeId: a.id, mentorId: stray.id, cohortId: other.id, mentorNumber: 1 });
    const [coordinator, elsewhereCoordinator, unrelated] = [
      await createCoordinator(db, [course.id]), await createCoordinator(db, [elsewhere.courseId]), await createCoordinator(db, [(await createCourse(db)).id]),
    ];

    for (const caller of [a, mentor, elsewhereMentor, coordinator, elsewhereCoordinator]) expect(await mayViewProfile(db, caller.id, a.id)).toBe(true);
    for (const caller of [b, stray, unrelated]) expect(await mayViewProfile(db, caller.id, a.id)).toBe(false);
    // A mentee does not see their mentor's, a coordinator does not see a mentor's (not enrolled), nobody sees one who does not exist.
    expect(await mayViewProfile(db, a.id, mentor.id)).toBe(false);
    expect(await mayViewProfile(db, coordinator.id, mentor.id)).toBe(false);
    expect(await mayViewProfile(db, mentor.id, mentor.id)).toBe(true);
    expect(await mayViewProfile(db, coordinator.id, 2 ** 31 - 1)).toBe(false);
  });

  it('bulk e-mail’s scopes: an advisor’s courses (the programme; none for a coordinator), several cohorts’ officers and mentors, and everyone of some courses', async () => {
    const { db } = ctx();
    const course = await createCourse(db);
    const [first, second] = [await createCohort(db, { courseId: course.id }), await createCohort(db, { courseId: course.id })];
    const elsewhere = await createCohort(db);
    const [mentor, otherMentor, farMentor] = [await createMentor(db), await createMentor(db), await createMentor(db)];
    const a = await createMentee(db, first.id, { mentor1: mentor.id });
    const b = await createMentee(db, second.id, { mentor1: otherMentor.id, mentor2: mentor.id });
    const far = await createMentee(db, elsewhere.id, { mentor1: farMentor.id });
    const coordinator = await createCoordinator(db, [course.id]);
    // An assignment left in a cohort the officer is not in gives nothing.
    await db.insert(mentorAssignments).values({ menteeId: far.id, mentorId: otherMentor.id, cohortId: first.id, mentorNumber: 2, isSupervisor: false });

    const all = await db.select({ id: courses.id }).from(courses);
    const advisor = await createUser(db, [ROLES.advisor]);
    expect(idsOf(await coursesAdvisedBy(db, advisor.id), 'course_id')).toEqual(ids(all));
    // A coordinator advises nothing: their courses come from coursesCoordinatedBy (both in coursesReportedBy).
    expect(idsOf(await coursesAdvisedBy(db, coordinator.id), 'course_id')).toEqual([]);
    expect(ids(await officersOfCohorts(db, [first.id, second.id]))).toEqual(ids([a, b]));
    expect(ids(await officersOfCohorts(db, []))).toEqual([]);
    expect(ids(await mentorsOfCohorts(db, [first.id]))).toEqual([mentor.id]);
    expect(ids(await mentorsOfCohorts(db, [first.id, second.id]))).toEqual(ids([mentor, otherMentor]));
    const people = await peopleOfCourses(db, coursesCoordinatedBy(db, coordinator.id));
    expect(ids(people)).toEqual(ids([a, b, mentor, otherMentor, coordinator]));
    expect(people.map((p) => p.id).length).toBe(5);
  });
});
