import { describe, expect, it } from 'vitest';
import { mentorAssignments } from '../src/db/schema';
import { createCohort, createCoordinator, createCourse, createMentee, createMentor } from './factories';
import { sessionOf, useTestContext } from './helpers';

/**
 * Issue 30 §1.3: Attendance & Schedules' course list (GET /api/calendar/schedules/courses/) answers
 * the courses the caller coordinates (with their cohorts) or mentors someone in, and no other.
 */
const ctx = useTestContext();

type CourseRow = { course_id: number; title: string; coordinates: boolean; cohorts: { id: number; name: string }[] };

async function coursesOf(email: string): Promise<CourseRow[]> {
  const res = await (await sessionOf(ctx(), email)).get('/api/calendar/schedules/courses/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CourseRow[];
}

describe('Attendance & Schedules: the caller’s courses (issue 30 §1.3)', () => {
  it('a coordinator of one course gets that course only, with its cohorts; nobody else’s course or cohort', async () => {
    const { db } = ctx();
    const [mine, other] = [await createCourse(db), await createCourse(db)];
    const [k1, k2] = [await createCohort(db, { courseId: mine.id }), await createCohort(db, { courseId: mine.id })];
    await createCohort(db, { courseId: other.id });
    const coordinator = await createCoordinator(db, [mine.id]);
    const rows = await coursesOf(coordinator.email);
    expect(rows.map((r) => r.course_id)).toEqual([mine.id]);
    expect(rows[0]!.coordinates).toBe(true);
    expect(rows[0]!.cohorts.map((k) => k.id).sort((a, b) => a - b)).toEqual([k1.id, k2.id].sort((a, b) => a - b));
  }, 60_000);

  it('a mentor gets only the courses where they mentor someone, as not coordinated and without cohorts', async () => {
    const { db } = ctx();
    const [mentored, strayCourse] = [await createCohort(db), await createCohort(db)];
    await createCohort(db); // a third course they have nothing to do with
    const mentor = await createMentor(db);
    await createMentee(db, mentored.id, { mentor1: mentor.id });
    // An assignment in a cohort the officer is not enrolled in is no mentorship (db/scopes.ts): its course is not listed.
    const elsewhere = await createMentee(db, mentored.id);
    await db.insert(mentorAssignments).values({ menteeId: elsewhere.id, mentorId: mentor.id, cohortId: strayCourse.id, mentorNumber: 1, isSupervisor: true });
    const rows = await coursesOf(mentor.email);
    expect(rows).toEqual([expect.objectContaining({ course_id: mentored.courseId, coordinates: false, cohorts: [] })]);
  }, 60_000);
});
