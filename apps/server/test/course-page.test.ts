import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CAL_MESSAGES, COURSE_TABS, COURSE_TAB_LABELS, menteeBannerAnswer } from '@fetp/contract';
import { cohorts, courses, enrolments, users } from '../src/db/schema';
import { CourseTabRegistry } from '../src/features/course-page';
import { DEMO_ACCOUNTS, createTestContext, signIn, type TestContext } from './helpers';

/**
 * The app of this file has the calendar's webinars and meetings replaced by a stand-in that declares
 * their two tabs from its own route plugin with rules of its own, with no change to the course page.
 * WEBINARS: mentors and coordinators only; Meetings: an async rule (courses with CALs). The real
 * features' rules are tested in webinars.test.ts and meetings.test.ts.
 */
vi.mock('../src/features/index', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/features/index')>();
  const { COURSE_TAB_LABELS: labels } = await import('@fetp/contract');
  const { calendarRoutes } = await import('../src/features/calendar/routes');
  const { discussionRoutes } = await import('../src/features/calendar/discussions/routes');
  const laterFeature: import('../src/features/index').FeatureRoutes = async (_app, { services }) => {
    services.courseTabs.declare({ key: 'webinars', label: labels.webinars, visible: (viewer) => viewer.viewer !== 'self' });
    services.courseTabs.declare({
      key: 'meetings',
      label: labels.meetings,
      visible: async (viewer) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return viewer.hasCal && viewer.callerId > 0;
      },
    });
  };
  // The calendar registers its kinds itself: here only its discussions stay (their tab is the course page's own rule).
  const replaced = original.featureRoutes.filter((f) => f.routes !== calendarRoutes);
  return { ...original, featureRoutes: [...replaced, { routes: discussionRoutes }, { routes: laterFeature }] };
});

let ctx: TestContext;
let fetp: number;
let frontline: number;
let fetpKey: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, type: courses.type, key: courses.courseKey }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  fetpKey = rows.find((c) => c.type === 'FETP Course')!.key;
  frontline = rows.find((c) => c.type === 'Frontline Courses')!.id;
  for (const [name, email] of Object.entries({ mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentee9: DEMO_ACCOUNTS.mentees[8]! })) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[name] = row!.id;
  }
});
afterAll(() => ctx.close());

type Tab = { key: string; name: string; visible: boolean };
const visibleKeys = (tabs: Tab[]) => tabs.filter((t) => t.visible).map((t) => t.key);

/** The cohort a mentee is enrolled in, in a course. */
async function cohortOf(menteeId: number, courseId: number) {
  const [row] = await ctx.db
    .select({ id: cohorts.id })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .where(and(eq(enrolments.userId, menteeId), eq(cohorts.courseId, courseId)));
  return row!.id;
}

describe('the course page’s tabs, answered from the features’ declarations (001 §2.6)', () => {
  it('answers every tab of the spec in its order, each visible by its feature’s rule, on both calls', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const mentor = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const coordinator = await signIn(ctx, DEMO_ACCOUNTS.coordinator);

    const own = await me.get(`/cal/api/get/course_cal/tabs/?course_id=${fetp}`);
    expect(own.statusCode).toBe(200);
    const tabs: Tab[] = own.json().data;
    expect(tabs.map((t) => t.key)).toEqual([...COURSE_TABS]);
    expect(tabs.map((t) => t.name)).toEqual(COURSE_TABS.map((key) => COURSE_TAB_LABELS[key]));
    // CAL TRACKER (cal-tracker), MENTOR-MENTEE DISCUSSION (discussions) and MODULES (modules) for
    // everyone; Meetings by its async rule; WEBINARS is not for the officer.
    expect(visibleKeys(tabs)).toEqual(['cal_tracker', 'mentor_mentee_discussion', 'modules', 'meetings']);
    expect(tabs.find((t) => t.key === 'webinars')).toEqual({ key: 'webinars', name: 'WEBINARS', visible: false });

    const details = (client: typeof me) => client.get(`/cal/api/get/mentee_detail/tabs/?course_id=${fetp}&mentee_id=${ids.mentee1}`);
    expect(visibleKeys((await details(me)).json().data)).toEqual(['cal_tracker', 'mentor_mentee_discussion', 'modules', 'meetings']);
    // The spec's five: FIELD ASSIGNMENTS is a frontline officer's own tab.
    const specTabs = COURSE_TABS.filter((key) => key !== 'field_assignments');
    expect(visibleKeys((await details(mentor)).json().data)).toEqual(specTabs);
    expect(visibleKeys((await details(coordinator)).json().data)).toEqual(specTabs);
  });

  it('gives a rule the caller’s standing: a Frontline Course has no CALs, so no CAL TRACKER nor Meetings, and the officer’s FIELD ASSIGNMENTS', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[8]!);
    expect(visibleKeys((await me.get(`/cal/api/get/course_cal/tabs/?course_id=${frontline}`)).json().data)).toEqual(['mentor_mentee_discussion', 'modules', 'field_assignments']);
  });

  it('refuses a stranger, another mentee (IDOR) and a course the officer is not in, before any rule runs', async () => {
    const other = await signIn(ctx, DEMO_ACCOUNTS.mentees[1]!);
    const res = await other.get(`/cal/api/get/mentee_detail/tabs/?course_id=${fetp}&mentee_id=${ids.mentee1}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAL_MESSAGES.notYourMentee);
    const mentor3 = await signIn(ctx, DEMO_ACCOUNTS.mentors[2]!);
    expect((await mentor3.get(`/cal/api/get/mentee_detail/tabs/?course_id=${fetp}&mentee_id=${ids.mentee1}`)).statusCode).toBe(403);
    const frontliner = await signIn(ctx, DEMO_ACCOUNTS.mentees[8]!);
    const notIn = await frontliner.get(`/cal/api/get/course_cal/tabs/?course_id=${fetp}`);
    expect(notIn.statusCode).toBe(403);
    expect(notIn.json().message).toBe(CAL_MESSAGES.notEnrolled);
    expect((await (await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!)).get('/cal/api/get/course_cal/tabs/?course_id=abc')).statusCode).toBe(400);
    expect((await other.get(`/cal/api/get/course_cal/tabs/?course_id=${fetp}`, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('takes each key once', () => {
    const registry = new CourseTabRegistry();
    registry.declare({ key: 'webinars', label: COURSE_TAB_LABELS.webinars, visible: () => true });
    expect(() => registry.declare({ key: 'webinars', label: COURSE_TAB_LABELS.webinars, visible: () => false })).toThrow(/declared twice/);
  });
});

describe('the mentee banner (000 §3, 001 §3.4)', () => {
  it('answers with the spec’s field names and the mentee/course context', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const res = await me.get(`/cal/api/courses/${fetp}/cal-dashboard/`);
    expect(res.statusCode).toBe(200);
    const banner = res.json().data;
    expect(menteeBannerAnswer.strict().safeParse(res.json()).success).toBe(true);
    expect(Object.keys(banner).sort()).toEqual([
      'calProgress', 'course', 'courseProgress', 'course_key', 'course_manage_id', 'course_manageid', 'course_title', 'course_type', 'courseid',
      'has_cal', 'menteeID', 'mentee_user_id', 'menteeid', 'mentorName', 'profileImage', 'studentName',
    ]);
    const cohort = await cohortOf(ids.mentee1!, fetp);
    expect(banner).toMatchObject({
      studentName: 'Arjun Rao',
      mentorName: [
        { name: 'Priya Nair', number: 1, supervisor: true },
        { name: 'Vikram Singh', number: 2, supervisor: false },
      ],
      course: fetpKey,
      course_key: fetpKey,
      courseid: fetp,
      course_manage_id: cohort,
      course_manageid: cohort,
      menteeID: ids.mentee1,
      mentee_user_id: ids.mentee1,
      menteeid: ids.mentee1,
      course_type: 'FETP Course',
      has_cal: true,
    });
    expect(typeof banner.courseProgress).toBe('number');
    expect(typeof banner.calProgress).toBe('number');
    expect(banner).not.toHaveProperty('student_name');
    expect(banner).not.toHaveProperty('mentors');
  });

  it('gives the mentee details page the same banner for the mentee, their mentor and their coordinator', async () => {
    const own = (await (await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!)).get(`/cal/api/courses/${fetp}/cal-dashboard/`)).json();
    for (const email of [DEMO_ACCOUNTS.mentees[0]!, DEMO_ACCOUNTS.mentors[0]!, DEMO_ACCOUNTS.coordinator]) {
      const res = await (await signIn(ctx, email)).get(`/cal/api/mentee/${ids.mentee1}/details/?course_id=${fetp}`);
      expect(res.statusCode, email).toBe(200);
      expect(res.json()).toEqual(own);
    }
  });

  it('refuses another mentee’s banner (IDOR), a mentor who is not theirs, and a course the officer is not in', async () => {
    const other = await signIn(ctx, DEMO_ACCOUNTS.mentees[1]!);
    expect((await other.get(`/cal/api/mentee/${ids.mentee1}/details/?course_id=${fetp}`)).statusCode).toBe(403);
    const mentor3 = await signIn(ctx, DEMO_ACCOUNTS.mentors[2]!);
    expect((await mentor3.get(`/cal/api/mentee/${ids.mentee1}/details/?course_id=${fetp}`)).statusCode).toBe(403);
    const frontliner = await signIn(ctx, DEMO_ACCOUNTS.mentees[8]!);
    const res = await frontliner.get(`/cal/api/courses/${fetp}/cal-dashboard/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAL_MESSAGES.notEnrolled);
    // A mentor has no course page of their own (the learner's call is for mentees).
    expect((await mentor3.get(`/cal/api/courses/${fetp}/cal-dashboard/`)).statusCode).toBe(403);
  });
});
