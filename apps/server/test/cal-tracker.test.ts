import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { CAL_MESSAGES } from '@fetp/contract';
import { calStatusChanges, cohorts, courseCoordinators, courses, districts, jobs, milestones, notifications, subCals, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, signIn, type TestContext } from './helpers';

let ctx: TestContext;
let fetp: number;
let frontline: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  frontline = rows.find((c) => c.type === 'Frontline Courses')!.id;
  for (const [name, email] of Object.entries({
    mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentee9: DEMO_ACCOUNTS.mentees[8]!,
    mentor1: DEMO_ACCOUNTS.mentors[0]!, mentor3: DEMO_ACCOUNTS.mentors[2]!,
  })) {
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[name] = row!.id;
  }
});
afterAll(() => ctx.close());

/** The first sub-CAL of a mentee in the FETP course, with its CAL's short name. */
async function firstSubCal(menteeId: number) {
  const [row] = await ctx.db.select().from(subCals).where(and(eq(subCals.menteeId, menteeId), eq(subCals.courseId, fetp))).orderBy(subCals.id).limit(1);
  return row!;
}

describe('CAL tracker: the learner’s course page', () => {
  it('gives the banner, the visible tabs and the tracker: Field Projects, then Scientific Communications, with progress', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const banner = (await me.get(`/cal/api/courses/${fetp}/cal-dashboard/`)).json().data;
    expect(banner).toMatchObject({ studentName: 'Arjun Rao', has_cal: true, courseid: fetp, menteeID: me.userId, mentee_user_id: me.userId });
    expect(banner.mentorName).toEqual([
      { name: 'Priya Nair', number: 1, supervisor: true },
      { name: 'Vikram Singh', number: 2, supervisor: false },
    ]);
    const tabs = (await me.get(`/cal/api/get/course_cal/tabs/?course_id=${fetp}`)).json().data;
    expect(tabs[0]).toEqual({ key: 'cal_tracker', name: 'CAL TRACKER', visible: true });
    expect(tabs.filter((t: { visible: boolean }) => t.visible).map((t: { key: string }) => t.key)).toEqual(['cal_tracker', 'mentor_mentee_discussion', 'modules', 'webinars', 'meetings']);

    const tracker = (await me.get(`/cal/api/courses/${fetp}/cal/`)).json();
    expect(tracker.can_add).toBe(true);
    expect(tracker.data.map((c: { cal_short_name: string }) => c.cal_short_name)).toEqual(['OI', 'SSE', 'SDA', 'PS', 'CA', 'OP', 'MS']);
    const oi = tracker.data[0];
    expect(oi).toMatchObject({ cal_full_name: 'Outbreak Investigation', cal_type: 'Project CALs', group: 'project', average_progress: 40 });
    expect(oi.data[0]).toMatchObject({ auto_name: 'OI-1', short_title: 'Measles outbreak, Nuh district', status: 'pending', is_status_editable: false });
    expect(tracker.data[4]).toMatchObject({ cal_type: 'Scientific Communication CALs', average_progress: 0 });
    expect(banner.calProgress).toBe(Math.round(40 / 7));
  });

  it('lists a sub-CAL’s milestones with due dates from the template and the learner’s flags', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const sub = await firstSubCal(me.userId);
    const res = await me.post('/cal/api/courses/get/milestones/', { cal_id: sub.id, course_id: fetp });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((m: { title: string }) => m.title)).toEqual([
      'Preliminary situation report', 'Line list and epidemic curve', 'Analytic study and laboratory results', 'Final report', 'Seminar presentation',
    ]);
    const registered = sub.registeredAt.getTime();
    expect(list[0].due_date).toBe(new Date(registered + 7 * 86_400_000).toISOString().slice(0, 10));
    expect(list[0]).toMatchObject({ status: 'completed', is_status_editable: false, upload_file: { disable: true } });
    expect(list[2]).toMatchObject({ status: 'pending', upload_file: { text: 'Upload', tag_type: 'file', disable: false }, latest_file: { text: '-', disable: true } });
  });

  it('registers a new sub-CAL through the CAL’s registration form, numbered after the last one, with its milestones', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const tracker = (await me.get(`/cal/api/courses/${fetp}/cal/`)).json().data;
    const oi = tracker[0].cal;
    const form = (await me.post('/cal/api/get/registration-form/', { cal_id: oi, course_id: fetp })).json().data;
    expect(form).toMatchObject({ cal_id: oi, cal_name: 'Outbreak Investigation', short_name: 'OI', course_id: fetp });
    expect(Object.keys(form.fields)).toEqual(expect.arrayContaining(['short_title', 'state_id', 'district_id', 'abstract_disease', 'q1']));

    const missing = await me.post('/cal/api/submit/registration-form/', { cal_id: oi, course_id: fetp, state_id: '1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.short_title).toEqual(['Please enter short title']);
    expect(missing.json().errors.abstract_disease).toEqual(['Please select disease']);

    // The states are filled by the server; a district must be one of the chosen state's.
    const [place] = await ctx.db.select({ state: districts.stateId, district: districts.id }).from(districts).limit(1);
    const [elsewhere] = await ctx.db.select({ district: districts.id }).from(districts).where(ne(districts.stateId, place!.state)).limit(1);
    expect(form.fields.state_id.attributes.options.length).toBeGreaterThan(1);
    const wrongPlace = await me.post('/cal/api/submit/registration-form/', {
      cal_id: oi, course_id: fetp, short_title: 'Cholera cluster, Karnal', state_id: place!.state, district_id: elsewhere!.district, abstract_disease: 'cholera', q1: 'Confirm the outbreak.',
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.json().errors.district_id).toBeTruthy();

    const res = await me.post('/cal/api/submit/registration-form/', {
      cal_id: oi, course_id: fetp, short_title: 'Cholera cluster, Karnal', state_id: place!.state, district_id: place!.district, abstract_disease: 'cholera', q1: 'Confirm the outbreak and find its source.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: CAL_MESSAGES.registered, data: { auto_name: 'OI-2', short_title: 'Cholera cluster, Karnal', status: 'not_started' } });
    const rows = await ctx.db.select().from(milestones).where(eq(milestones.subCalId, res.json().data.id));
    expect(rows).toHaveLength(5);
  });

  it('refuses another mentee’s tracker, milestones and registration on their behalf', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const theirs = await firstSubCal(ids.mentee2!);
    expect((await me.post('/cal/api/courses/get/milestones/', { cal_id: theirs.id, course_id: fetp })).statusCode).toBe(403);
    expect((await me.post(`/cal/api/mentor/get/${ids.mentee2}/milestones/`, { cal_id: theirs.id, course_id: fetp })).statusCode).toBe(403);
    expect((await me.get(`/cal/api/mentee/${fetp}/${ids.mentee2}/dashboard/`)).statusCode).toBe(403);
    expect((await me.get(`/cal/api/mentee/${ids.mentee2}/details/?course_id=${fetp}`)).statusCode).toBe(403);
    // A mentee may not set statuses, even on their own sub-CAL.
    const mine = await firstSubCal(me.userId);
    expect((await me.post(`/cal/api/mentor/update/${me.userId}/cal/status/`, { cal_id: mine.id, course_id: fetp, cal_status: 'completed' })).statusCode).toBe(403);
  });

  it('shows a frontline course without Field Projects and Scientific Communications', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[8]!);
    expect((await me.get(`/cal/api/courses/${frontline}/cal-dashboard/`)).json().data.has_cal).toBe(false);
    expect((await me.get(`/cal/api/courses/${frontline}/cal/`)).json()).toEqual({ data: [], can_add: false });
    const [anyCal] = (await (await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!)).get(`/cal/api/courses/${fetp}/cal/`)).json().data;
    const res = await me.post('/cal/api/get/registration-form/', { cal_id: anyCal.cal, course_id: frontline });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAL_MESSAGES.noCalSections);
  });

  it('refuses a course the mentee is not enrolled in', async () => {
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[8]!);
    const res = await me.get(`/cal/api/courses/${fetp}/cal/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CAL_MESSAGES.notEnrolled);
  });
});

describe('CAL tracker: mentors and coordinators', () => {
  it('lets a mentor see their mentee’s tracker with status dropdowns, and set a milestone’s status with an audit row, a notification and an e-mail', async () => {
    const mentor = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const tracker = (await mentor.get(`/cal/api/mentee/${fetp}/${ids.mentee1}/dashboard/`)).json();
    expect(tracker.can_add).toBe(false);
    expect(tracker.data[0].data[0].is_status_editable).toBe(true);
    const sub = await firstSubCal(ids.mentee1!);
    const list = (await mentor.post(`/cal/api/mentor/get/${ids.mentee1}/milestones/`, { cal_id: sub.id, course_id: fetp })).json().data;
    expect(list[2]).toMatchObject({ is_status_editable: true, upload_file: { disable: true } });

    const res = await mentor.post(`/cal/api/mentor/update/${ids.mentee1}/milestone/status/`, {
      cal_id: sub.id, course_id: fetp, milestone_id: list[2].id, milestone_status: 'revoke', comment: 'Add the attack rates by age group.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CAL_MESSAGES.statusUpdated });
    const [audit] = await ctx.db.select().from(calStatusChanges).where(and(eq(calStatusChanges.subject, 'milestone'), eq(calStatusChanges.subjectId, list[2].id))).orderBy(desc(calStatusChanges.id)).limit(1);
    expect(audit).toMatchObject({ changedBy: mentor.userId, fromStatus: 'pending', toStatus: 'revoke', comment: 'Add the attack rates by age group.' });
    const [note] = await ctx.db.select().from(notifications).where(eq(notifications.userId, ids.mentee1!)).orderBy(desc(notifications.id)).limit(1);
    expect(note!.notification).toContain('Revoke');
    const mails = await ctx.db.select().from(jobs).where(eq(jobs.kind, 'send-mail'));
    expect(mails.some((j) => (j.payload as { to: string }).to === DEMO_ACCOUNTS.mentees[0])).toBe(true);

    // The mentee sees it at once.
    const me = await signIn(ctx, DEMO_ACCOUNTS.mentees[0]!);
    const mine = (await me.post('/cal/api/courses/get/milestones/', { cal_id: sub.id, course_id: fetp })).json().data;
    expect(mine[2].status).toBe('revoke');
  });

  it('completes a sub-CAL when its last open milestone is completed', async () => {
    const coordinator = await signIn(ctx, DEMO_ACCOUNTS.coordinator);
    const sub = await firstSubCal(ids.mentee2!);
    const list = (await coordinator.post(`/cal/api/mentor/get/${ids.mentee2}/milestones/`, { cal_id: sub.id, course_id: fetp })).json().data;
    for (const m of list) {
      const res = await coordinator.post(`/cal/api/mentor/update/${ids.mentee2}/milestone/status/`, { cal_id: sub.id, course_id: fetp, milestone_id: m.id, milestone_status: 'completed' });
      expect(res.statusCode).toBe(200);
    }
    const [after] = await ctx.db.select().from(subCals).where(eq(subCals.id, sub.id));
    expect(after!.status).toBe('completed');
  });

  it('sets a sub-CAL’s status, and refuses a status outside the list', async () => {
    const mentor = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const sub = await firstSubCal(ids.mentee1!);
    const bad = await mentor.post(`/cal/api/mentor/update/${ids.mentee1}/cal/status/`, { cal_id: sub.id, course_id: fetp, cal_status: 'revoke' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.cal_status).toEqual([CAL_MESSAGES.badStatus]);
    const ok = await mentor.post(`/cal/api/mentor/update/${ids.mentee1}/cal/status/`, { cal_id: sub.id, course_id: fetp, cal_status: 'passed_due_date' });
    expect(ok.statusCode).toBe(200);
    const [after] = await ctx.db.select().from(subCals).where(eq(subCals.id, sub.id));
    expect(after!.status).toBe('passed_due_date');
  });

  it('refuses a mentor on a mentee who is not theirs, and a milestone of another sub-CAL', async () => {
    const mentor3 = await signIn(ctx, DEMO_ACCOUNTS.mentors[2]!);
    // Mentee 1’s mentors are mentors 1 and 2.
    const sub = await firstSubCal(ids.mentee1!);
    expect((await mentor3.get(`/cal/api/mentee/${fetp}/${ids.mentee1}/dashboard/`)).statusCode).toBe(403);
    expect((await mentor3.post(`/cal/api/mentor/update/${ids.mentee1}/cal/status/`, { cal_id: sub.id, course_id: fetp, cal_status: 'completed' })).statusCode).toBe(403);
    const mentor1 = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const other = await firstSubCal(ids.mentee2!);
    const [otherMilestone] = await ctx.db.select().from(milestones).where(eq(milestones.subCalId, other.id)).limit(1);
    const res = await mentor1.post(`/cal/api/mentor/update/${ids.mentee1}/milestone/status/`, { cal_id: sub.id, course_id: fetp, milestone_id: otherMilestone!.id, milestone_status: 'completed' });
    expect(res.statusCode).toBe(403);
    // The sub-CAL of a mentee under another mentee's id.
    expect((await mentor1.post(`/cal/api/mentor/get/${ids.mentee1}/milestones/`, { cal_id: other.id, course_id: fetp })).statusCode).toBe(403);
  });

  it('refuses a coordinator on a course they do not coordinate', async () => {
    const coordinator = await signIn(ctx, DEMO_ACCOUNTS.coordinator);
    await ctx.db.delete(courseCoordinators).where(eq(courseCoordinators.courseId, frontline));
    const [cohort] = await ctx.db.select().from(cohorts).where(eq(cohorts.courseId, frontline));
    expect(cohort).toBeTruthy();
    expect((await coordinator.get(`/cal/api/mentee/${frontline}/${ids.mentee9}/dashboard/`)).statusCode).toBe(403);
  });

  it('refuses bad ids with the contract’s messages', async () => {
    const mentor = await signIn(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const res = await mentor.post(`/cal/api/mentor/get/${ids.mentee1}/milestones/`, { cal_id: 'x', course_id: fetp });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.cal_id).toEqual([CAL_MESSAGES.badCal]);
  });
});

describe('CAL Requests', () => {
  it('lists the sub-CALs of a mentor’s mentees waiting for review, newest first, with a link to the mentee’s tracker', async () => {
    const ctx2 = await createTestContext();
    try {
      // Mentor 1 mentors mentees 1 (mentor 1), 3 (mentor 2) and 4 (mentor 1) of Cohort 2025.
      const mentor = await signIn(ctx2, DEMO_ACCOUNTS.mentors[0]!);
      const res = await mentor.get('/cal/api/cal_requests/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.page_size).toBe(10);
      expect(body.results.map((r: { auto_name: string }) => r.auto_name)).toEqual(['SDA-1', 'CA-1']);
      expect(body.results[0]).toMatchObject({ mentee_name: 'Sanjay Das', cal_full_name: 'Surveillance Data Analysis' });
      expect(body.results[0].link).toBe(`/learn/cal/mentee/${body.results[0].mentee_id}/details/?course=${fetp}`);
      expect(body.count).toBe(2);

      // Acting on one takes it off the list.
      const [first] = body.results;
      await mentor.post(`/cal/api/mentor/update/${first.mentee_id}/cal/status/`, { cal_id: first.id, course_id: fetp, cal_status: 'pending' });
      expect((await mentor.get('/cal/api/cal_requests/')).json().results.map((r: { id: number }) => r.id)).not.toContain(first.id);

      // Mentor 3 mentors none of these in the FETP course … except where they are mentor 2 (mentee 3 is mentor 2 = mentors[0]? no).
      const coordinator = await signIn(ctx2, DEMO_ACCOUNTS.coordinator);
      expect((await coordinator.get('/cal/api/cal_requests/')).json().count).toBe(1);
      const mentee = await signIn(ctx2, DEMO_ACCOUNTS.mentees[0]!);
      expect((await mentee.get('/cal/api/cal_requests/')).statusCode).toBe(403);
      expect((await mentor.get('/cal/api/cal_requests/?page=0')).statusCode).toBe(400);
      expect((await mentor.get('/cal/api/cal_requests/?page=9')).json()).toMatchObject({ count: 1, count_exact: true, results: [] });
    } finally {
      await ctx2.close();
    }
  });

  it('counts a long list only ten pages beyond the page asked for, and says so', async () => {
    const ctx2 = await createTestContext();
    try {
      // 150 more sub-CALs waiting, registered by mentee 1 (152 in all for the course's coordinator).
      const [sample] = await ctx2.db.select().from(subCals).where(eq(subCals.menteeId, (await ctx2.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.mentees[0]!)))[0]!.id)).limit(1);
      await ctx2.db.insert(subCals).values(Array.from({ length: 150 }, (_, i) => ({
        calId: sample!.calId, courseId: sample!.courseId, menteeId: sample!.menteeId, number: 1000 + i, autoName: `X-${i}`, shortTitle: `Waiting ${i}`,
        registrationFormId: sample!.registrationFormId, registrationAnswers: {},
      })));
      const coordinator = await signIn(ctx2, DEMO_ACCOUNTS.coordinator);
      const first = (await coordinator.get('/cal/api/cal_requests/')).json();
      expect(first).toMatchObject({ count: 110, count_exact: false, page: 1 });
      expect(first.results).toHaveLength(10);
      // Further on, the count reaches further; near the end it is exact.
      expect((await coordinator.get('/cal/api/cal_requests/?page=3')).json()).toMatchObject({ count: 130, count_exact: false });
      expect((await coordinator.get('/cal/api/cal_requests/?page=6')).json()).toMatchObject({ count: 152, count_exact: true });
    } finally {
      await ctx2.close();
    }
  });
});
