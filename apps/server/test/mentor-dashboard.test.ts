import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, mentorDashboardAnswer, type MentorDashboardAnswer } from '@fetp/contract';
import { courseModules, courseUnits, enrolments, mentorAssignments, unitCompletions, userRoles, users } from '../src/db/schema';
import { DEMO, sessionOf, useTestContext } from './helpers';
import { createCal, createCohort, createCoordinator, createCourse, createHub, createMentee, createMentor, createSubCal } from './factories';

/** The mentor dashboard (002 §2.5, §3 "Mentor dashboard", §7): the caller's mentees, each course's progress, who may ask. */

const context = useTestContext();
const URL = '/cal/api/get/mentor/dashboard/';

async function dashboard(email: string) {
  const res = await (await sessionOf(context(), email)).get(URL);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<MentorDashboardAnswer>();
  expect(mentorDashboardAnswer.strict().safeParse(body).success).toBe(true);
  return body.data;
}

describe('GET /cal/api/get/mentor/dashboard/', () => {
  it('lists each mentee once per course of a mentorship that counts, with the banner’s progress figures', async () => {
    const { db } = context();
    const hubB = await createHub(db, { name: 'Beta hub' });
    const hubA = await createHub(db, { name: 'Alpha hub' });
    const fetp = await createCourse(db, { hubId: hubB.id, title: 'FETP for mentors' });
    const frontline = await createCourse(db, { hubId: hubA.id, title: 'Frontline for mentors', type: 'Frontline Courses' });
    const cohort = await createCohort(db, { courseId: fetp.id });
    const otherCohort = await createCohort(db, { courseId: fetp.id });
    const frontCohort = await createCohort(db, { courseId: frontline.id });
    const mentor = await createMentor(db);
    const [picture] = await db.update(users).set({ profileImageUrl: '/media/mentor.png' }).where(eq(users.id, mentor.id)).returning();
    const coordinator = await createCoordinator(db, [fetp.id]);
    const oi = await createCal(db, fetp.id);
    const ms = await createCal(db, fetp.id, { group: 'scientific_communication' });
    const frontCal = await createCal(db, frontline.id);

    // Zara: mentored in the FETP course (2 of 4 milestones on OI: CAL progress 25) and the Frontline course (CAL progress 0 there).
    const zara = await createMentee(db, cohort.id, { mentor1: mentor.id });
    await db.update(users).set({ displayName: 'Zara Mentee' }).where(eq(users.id, zara.id));
    await createSubCal(db, oi, zara.id, { milestones: ['completed', 'completed', 'pending', 'pending'] });
    await db.insert(enrolments).values({ userId: zara.id, cohortId: frontCohort.id });
    await db.insert(mentorAssignments).values({ menteeId: zara.id, mentorId: mentor.id, cohortId: frontCohort.id, mentorNumber: 2 });
    await createSubCal(db, frontCal, zara.id, { milestones: ['completed'] });
    // Adam: mentor 2, MS 3 of 4 (75) → 38; one of two units done → 50.
    const adam = await createMentee(db, cohort.id, { mentor2: mentor.id });
    await db.update(users).set({ displayName: 'Adam Mentee' }).where(eq(users.id, adam.id));
    await createSubCal(db, ms, adam.id, { milestones: ['completed', 'completed', 'completed', 'pending'] });
    const [module] = await db.insert(courseModules).values({ courseId: fetp.id, name: 'M', position: 1 }).returning();
    const units = await db.insert(courseUnits).values([1, 2].map((position) => ({ moduleId: module!.id, position, title: `U${position}`, url: 'https://example.org' }))).returning();
    await db.insert(unitCompletions).values({ unitId: units[0]!.id, userId: adam.id, doneAt: new Date(), openedAt: new Date() });
    // Not counted: an assignment in a cohort the officer is not enrolled in; another mentor's mentee.
    const stray = await createMentee(db, otherCohort.id);
    await db.insert(mentorAssignments).values({ menteeId: stray.id, mentorId: mentor.id, cohortId: cohort.id, mentorNumber: 1 });
    await createMentee(db, cohort.id, { mentor1: (await createMentor(db)).id });

    const data = await dashboard(mentor.email);
    expect(data).toMatchObject({ profile_image_url: picture!.profileImageUrl, user_name: mentor.displayName, role: 'Mentor', hub_name: 'Alpha hub', total_mentees: 2, is_view_profile: true });
    expect(data.mentee_details).toEqual([
      { mentee_user_id: adam.id, user_name: 'Adam Mentee', course_name: fetp.title, course_progress: 50, cal_progress: 38, course_key: fetp.courseKey, course_id: fetp.id },
      { mentee_user_id: zara.id, user_name: 'Zara Mentee', course_name: fetp.title, course_progress: 0, cal_progress: 25, course_key: fetp.courseKey, course_id: fetp.id },
      { mentee_user_id: zara.id, user_name: 'Zara Mentee', course_name: frontline.title, course_progress: 0, cal_progress: 0, course_key: frontline.courseKey, course_id: frontline.id },
    ]);
    // The banner of each mentee's course page shows the same figures.
    const viewer = await sessionOf(context(), mentor.email);
    for (const row of data.mentee_details) {
      const banner = (await viewer.get(`/cal/api/mentee/${row.mentee_user_id}/details/?course_id=${row.course_id}`)).json().data;
      expect([banner.courseProgress, banner.calProgress]).toEqual([row.course_progress, row.cal_progress]);
    }
    // Their coordinator mentors no one: an empty list, their own role, the hub of the course they coordinate.
    expect(await dashboard(coordinator.email)).toMatchObject({ role: ROLES.coordinator, hub_name: 'Beta hub', total_mentees: 0, mentee_details: [] });
  });

  it('answers a demo mentor their demo mentees, and refuses a mentee, a program advisor and no token', async () => {
    const data = await dashboard(DEMO.mentor);
    expect(data.role).toBe('Mentor');
    expect(data.total_mentees).toBeGreaterThan(0);
    expect(data.mentee_details.every((r) => r.course_progress >= 0 && r.course_progress <= 100 && r.cal_progress >= 0 && r.cal_progress <= 100)).toBe(true);
    for (const email of [DEMO.mentee, DEMO.advisor]) {
      const res = await (await sessionOf(context(), email)).get(URL);
      expect(res.statusCode, email).toBe(403);
    }
    expect((await context().app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('names the Mentor role first for a coordinator who also mentors', async () => {
    const { db } = context();
    const course = await createCourse(db);
    const cohort = await createCohort(db, { courseId: course.id });
    const coordinator = await createCoordinator(db, [course.id]);
    await db.insert(userRoles).values({ userId: coordinator.id, role: ROLES.mentor });
    await createMentee(db, cohort.id, { mentor1: coordinator.id });
    const data = await dashboard(coordinator.email);
    expect([data.role, data.total_mentees]).toEqual(['Mentor', 1]);
  });
});
