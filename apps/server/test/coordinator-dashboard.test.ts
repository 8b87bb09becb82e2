import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CAL_DETAILS_PAGE_SIZE, COORDINATOR_TABS, DASHBOARD_MESSAGES, calBasedAnswer, calDetailsAnswer, coordinatorDashboardAnswer, dropdownCoursesAnswer,
  individualCalAnswer, officerTableAnswer, officersAnalyticsAnswer, quickOverviewAnswer,
  type CalDetailsAnswer, type CoordinatorDashboardAnswer, type IndividualCalAnswer, type OfficerTableAnswer,
} from '@fetp/contract';
import { calStatusChanges, courseCoordinators, courseModules, courseUnits, milestoneFiles, milestones, states, unitCompletions, users } from '../src/db/schema';
import { DEMO, sessionOf, useTestContext, type Client } from './helpers';
import {
  createCal, createCohort, createCoordinator, createCourse, createHub, createMentee, createMentor, createSubCal, createUser,
} from './factories';

/**
 * The coordinator dashboard (002 §2.2, §2.3, §3, §6, §7): every call, who is refused, and the
 * figures checked against a programme the test builds, so the SQL aggregation is proven right
 * (and equal to what each officer's course page banner shows).
 */

const context = useTestContext();

type Db = ReturnType<typeof context>['db'];

async function rename(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Two modules of two units each; `done` lists, per officer, which of the four units they have done. */
async function modulesFor(db: Db, courseId: number, done: Array<[number, number[]]>) {
  const units: number[] = [];
  for (const position of [1, 2]) {
    const [module] = await db.insert(courseModules).values({ courseId, name: `Module ${position}`, position }).returning();
    for (const p of [1, 2]) {
      const [unit] = await db.insert(courseUnits).values({ moduleId: module!.id, position: p, title: `Unit ${position}.${p}`, url: 'https://example.org/u' }).returning();
      units.push(unit!.id);
    }
  }
  for (const [userId, indexes] of done) {
    if (indexes.length) await db.insert(unitCompletions).values(indexes.map((i) => ({ unitId: units[i]!, userId, openedAt: new Date(), doneAt: new Date(), doneBy: userId })));
  }
}

/**
 * An FETP course on a plain hub: an older and a newer cohort, two CALs (OI expects 2 per officer),
 * three officers in the newer cohort (Alpha, Bravo, Charlie) and one in the older, two mentors.
 *
 * - Alpha: OI-1 with 2 of 4 milestones completed (50), no MS: CAL progress (50 + 0) / 2 = 25;
 *   units 1 and 2 done (module 1 whole): Course Progress 50.
 * - Bravo: OI with two sub-CALs, 1 of 1 (100, completed) and 1 of 3 (33): OI average 67; MS 3 of 4
 *   (75): CAL progress (67 + 75) / 2 = 71; unit 1 done: Course Progress 25.
 * - Charlie: nothing: 0 and 0.
 */
async function programme(hubFlags: { isNationalCentre?: boolean; isInternationalOrganisation?: boolean } = {}) {
  const { db } = context();
  const hub = await createHub(db, hubFlags);
  const course = await createCourse(db, { hubId: hub.id, type: 'FETP Course' });
  const older = await createCohort(db, { courseId: course.id, name: 'Dash 2025', startDate: '2025-01-06' });
  const cohort = await createCohort(db, { courseId: course.id, name: 'Dash 2026', startDate: '2026-01-05' });
  const coordinator = await createCoordinator(db, [course.id]);
  const mentorA = await createMentor(db);
  const mentorB = await createMentor(db);
  await rename(db, mentorA.id, { gender: 'Female' });
  await rename(db, mentorB.id, { gender: 'male' });
  const oi = await createCal(db, course.id, { shortName: 'OI', fullName: 'Outbreak Investigation', expectedCount: 2, sortOrder: 0 });
  const ms = await createCal(db, course.id, { shortName: 'MS', fullName: 'Manuscript', group: 'scientific_communication', sortOrder: 0 });
  const [kerala] = await db.select().from(states).where(eq(states.name, 'Kerala'));
  const charlie = await createMentee(db, cohort.id, { mentor1: mentorA.id });
  const alpha = await createMentee(db, cohort.id, { mentor1: mentorA.id, mentor2: mentorB.id });
  const bravo = await createMentee(db, cohort.id);
  const veteran = await createMentee(db, older.id, { mentor1: mentorB.id });
  await rename(db, alpha.id, { displayName: 'Alpha Officer', gender: 'female', stateId: kerala!.id });
  await rename(db, bravo.id, { displayName: 'Bravo Officer', gender: 'MALE' });
  await rename(db, charlie.id, { displayName: 'Charlie Officer', gender: 'male' });
  await rename(db, veteran.id, { displayName: 'Veteran Officer', gender: 'male' });
  const alphaOi = await createSubCal(db, oi, alpha.id, { milestones: ['completed', 'completed', 'pending', 'not_started'], registeredDaysAgo: 3 });
  const bravoOi1 = await createSubCal(db, oi, bravo.id, { milestones: ['completed'], status: 'completed' });
  const bravoOi2 = await createSubCal(db, oi, bravo.id, { milestones: ['completed', 'pending', 'passed_due_date'] });
  const bravoMs = await createSubCal(db, ms, bravo.id, { milestones: ['completed', 'completed', 'completed', 'pending'] });
  await createSubCal(db, oi, veteran.id, { milestones: ['completed'], status: 'completed' });
  await modulesFor(db, course.id, [[alpha.id, [0, 1]], [bravo.id, [0]], [veteran.id, [0, 1, 2, 3]]]);
  return { hub, course, older, cohort, coordinator, mentorA, mentorB, oi, ms, alpha, bravo, charlie, veteran, alphaOi, bravoOi1, bravoOi2, bravoMs };
}

const get = async (client: Client, url: string) => {
  const res = await client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('course dropdown and dashboard', () => {
  it('lists the courses the caller coordinates by title, the first selected; none for a coordinator of nothing', async () => {
    const { db } = context();
    const b = await createCourse(db, { title: 'Zulu course' });
    const a = await createCourse(db, { title: 'Alpha course' });
    const coordinator = await createCoordinator(db, [b.id, a.id]);
    const body = await get(await sessionOf(context(), coordinator.email), '/cal/api/get/dropdown-courses/coordinator/dashboard/');
    expect(dropdownCoursesAnswer.strict().safeParse(body).success).toBe(true);
    expect(body).toEqual({ my_courses: [{ value: a.id, label: 'Alpha course', is_selected: true }, { value: b.id, label: 'Zulu course', is_selected: false }] });

    const idle = await createCoordinator(db, []);
    const client = await sessionOf(context(), idle.email);
    expect(await get(client, '/cal/api/get/dropdown-courses/coordinator/dashboard/')).toEqual({ my_courses: [] });
    const none = await client.get('/cal/api/get/coordinator/dashboard/');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(DASHBOARD_MESSAGES.noCourses);
  });

  it('answers the banner, the course and its cohorts newest first with the tabs of an FETP course', async () => {
    const p = await programme();
    const caller = await sessionOf(context(), p.coordinator.email);
    const body = (await get(caller, `/cal/api/get/coordinator/dashboard/?fetp_course_id=${p.course.id}`)) as CoordinatorDashboardAnswer;
    expect(coordinatorDashboardAnswer.strict().safeParse(body).success).toBe(true);
    expect(body.coordinator_details).toEqual({ displayname: p.coordinator.displayName, role: 'Course Coordinator', hub: p.hub.name, totalMentees: 4, profile_image_url: null });
    expect(body.course).toEqual({
      id: p.course.id, title: p.course.title, course_key: p.course.courseKey, course_type: 'FETP Course', show_cal_toggle: false, officer_page_size: 10,
    });
    expect(body.cohorts_wise_data.map((c) => [c.id, c.cohort, c.is_selected, c.course])).toEqual([
      [p.cohort.id, 'Dash 2026', true, p.course.id], [p.older.id, 'Dash 2025', false, p.course.id],
    ]);
    const tabs = body.cohorts_wise_data[0]!.tabs;
    expect(tabs.map((t) => t.tab_name)).toEqual([...COORDINATOR_TABS]);
    expect(tabs.filter((t) => t.to_be_shown).map((t) => t.tab_name)).toEqual([
      'officer', 'modules_progress', 'meetings', 'cal_based', 'officer_based', 'discussion', 'webinars', 'analytics',
    ]);
    expect(tabs[0]).toEqual({ tab_name: 'field_assignment', label: 'Field Assignment', to_be_shown: false });
    expect(tabs[2]!.label).toBe('MODULES PROGRESS');

    // Without a course: the caller's first by title (their only one here).
    expect((await get(caller, '/cal/api/get/coordinator/dashboard/')).course.id).toBe(p.course.id);
  });

  it('shows tabs by course type: a Frontline course has Field Assignment and analytics, a short course without CALs or modules neither', async () => {
    const { db } = context();
    const frontline = await createCourse(db, { type: 'Frontline Courses' });
    const short = await createCourse(db, { type: 'Short Courses' });
    await createCohort(db, { courseId: frontline.id });
    await createCohort(db, { courseId: short.id });
    const fetpNoCals = await createCourse(db, { type: 'FETP Course' });
    await createCohort(db, { courseId: fetpNoCals.id });
    const coordinator = await createCoordinator(db, [frontline.id, short.id, fetpNoCals.id]);
    const caller = await sessionOf(context(), coordinator.email);
    const shown = async (courseId: number) => ((await get(caller, `/cal/api/get/coordinator/dashboard/?fetp_course_id=${courseId}`)) as CoordinatorDashboardAnswer)
      .cohorts_wise_data[0]!.tabs.filter((t) => t.to_be_shown).map((t) => t.tab_name);
    expect(await shown(frontline.id)).toEqual(['field_assignment', 'officer', 'meetings', 'webinars', 'analytics']);
    expect(await shown(short.id)).toEqual(['officer', 'meetings', 'webinars']);
    expect(await shown(fetpNoCals.id)).toEqual(['officer', 'meetings', 'webinars']);
  });

  it('takes the hub flags: the CAL toggle for the national centre, 25 officers a page for the international organisation', async () => {
    const national = await programme({ isNationalCentre: true });
    const caller = await sessionOf(context(), national.coordinator.email);
    expect((await get(caller, `/cal/api/get/coordinator/dashboard/?fetp_course_id=${national.course.id}`)).course).toMatchObject({ show_cal_toggle: true, officer_page_size: 10 });

    const international = await programme({ isInternationalOrganisation: true });
    const other = await sessionOf(context(), international.coordinator.email);
    expect((await get(other, `/cal/api/get/coordinator/dashboard/?fetp_course_id=${international.course.id}`)).course).toMatchObject({ show_cal_toggle: false, officer_page_size: 25 });
    // The officer table pages at 25 on the server: 27 more officers make 30, a first page of 25.
    const { db } = context();
    for (let i = 0; i < 27; i++) await createMentee(db, international.cohort.id);
    const first = (await get(other, `/cal/api/coordinator/dashboard/officers/?cohort_id=${international.cohort.id}`)) as OfficerTableAnswer;
    expect([first.count, first.page_size, first.data.length]).toEqual([30, 25, 25]);
    const second = (await get(other, `/cal/api/coordinator/dashboard/officers/?cohort_id=${international.cohort.id}&page=2`)) as OfficerTableAnswer;
    expect(second.data.length).toBe(5);
    const plain = await programme();
    for (let i = 0; i < 9; i++) await createMentee(db, plain.cohort.id);
    const ten = (await get(await sessionOf(context(), plain.coordinator.email), `/cal/api/coordinator/dashboard/officers/?cohort_id=${plain.cohort.id}`)) as OfficerTableAnswer;
    expect([ten.count, ten.page_size, ten.data.length]).toEqual([12, 10, 10]);
  });
});

describe('the panes of a cohort', () => {
  it('Officer: counts the cohort’s officers and mentors, by gender in any case', async () => {
    const p = await programme();
    const body = await get(await sessionOf(context(), p.coordinator.email), `/api/ncdc_frontline/officers-analytics/?cohort_id=${p.cohort.id}`);
    expect(officersAnalyticsAnswer.strict().safeParse(body).success).toBe(true);
    // Officers: Alpha (female), Bravo (MALE), Charlie (male); mentors of this cohort: A (Female), B (male). The veteran and their mentorship are the older cohort's.
    expect(body.data).toEqual({ total_officers: 3, total_mentors: 2, male_participants: 2, female_participants: 1, male_mentors: 1, female_mentors: 1 });
    const older = await get(await sessionOf(context(), p.coordinator.email), `/api/ncdc_frontline/officers-analytics/?cohort_id=${p.older.id}`);
    expect(older.data).toEqual({ total_officers: 1, total_mentors: 1, male_participants: 1, female_participants: 0, male_mentors: 1, female_mentors: 0 });
  });

  it('Officer based: the Quick Overview sums the cohort, and the officer table gives each officer the banner’s figures, by name', async () => {
    const p = await programme();
    const caller = await sessionOf(context(), p.coordinator.email);
    const overview = await get(caller, `/cal/api/coordinator/dashboard/quick-overview/?cohort_id=${p.cohort.id}`);
    expect(quickOverviewAnswer.strict().safeParse(overview).success).toBe(true);
    // Modules: Alpha 1 of 2, Bravo 0, Charlie 0 → 1/6; units 3 of 12 → 25. Sub-CALs: 1 of 4 completed. CAL progress (25 + 71 + 0) / 3 = 32.
    expect(overview.data).toEqual({
      enrollment_count: 3, display_modules_completed: '1/6', module_progress: 25, current_cohort: 'Dash 2026', display_completed_cals: '1/4', cal_progress: 32,
    });

    const table = (await get(caller, `/cal/api/coordinator/dashboard/officers/?cohort_id=${p.cohort.id}`)) as OfficerTableAnswer;
    expect(officerTableAnswer.strict().safeParse(table).success).toBe(true);
    expect(table).toMatchObject({ count: 3, page: 1, page_size: 10 });
    const url = (id: number) => `/learn/cal/mentee/${id}/details/?course=${p.course.id}`;
    expect(table.data).toEqual([
      { name: 'Alpha Officer', state: 'Kerala', course_progress: 50, my_cal_progress: 25, mentee_id: p.alpha.id, mentee_detail_url: url(p.alpha.id) },
      { name: 'Bravo Officer', state: '-', course_progress: 25, my_cal_progress: 71, mentee_id: p.bravo.id, mentee_detail_url: url(p.bravo.id) },
      { name: 'Charlie Officer', state: '-', course_progress: 0, my_cal_progress: 0, mentee_id: p.charlie.id, mentee_detail_url: url(p.charlie.id) },
    ]);
    // The same figures as each officer's banner on their course page.
    for (const row of table.data) {
      const banner = (await get(caller, `/cal/api/mentee/${row.mentee_id}/details/?course_id=${p.course.id}`)).data;
      expect([banner.courseProgress, banner.calProgress], row.name).toEqual([row.course_progress, row.my_cal_progress]);
    }
    // A page past the end: no rows, the count kept.
    expect(await get(caller, `/cal/api/coordinator/dashboard/officers/?cohort_id=${p.cohort.id}&page=3`)).toMatchObject({ count: 3, data: [] });
  });

  it('agrees with the banner on many officers with random milestones (the rounding of each mean included)', async () => {
    const { db } = context();
    const course = await createCourse(db);
    const cohort = await createCohort(db, { courseId: course.id });
    const coordinator = await createCoordinator(db, [course.id]);
    const calsOf = [await createCal(db, course.id), await createCal(db, course.id), await createCal(db, course.id)];
    const statuses = ['completed', 'pending', 'not_started', 'passed_due_date', 'revoke'];
    // A fixed pseudo-random sequence (mulberry32), so a failure can be replayed.
    let seed = 20261124;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    for (let i = 0; i < 12; i++) {
      const officer = await createMentee(db, cohort.id);
      for (const cal of calsOf) {
        for (let k = random(3); k > 0; k--) await createSubCal(db, cal, officer.id, { milestones: Array.from({ length: random(8) }, () => statuses[random(statuses.length)]!) });
      }
    }
    const caller = await sessionOf(context(), coordinator.email);
    const table = (await get(caller, `/cal/api/coordinator/dashboard/officers/?cohort_id=${cohort.id}&page=1`)) as OfficerTableAnswer;
    const second = (await get(caller, `/cal/api/coordinator/dashboard/officers/?cohort_id=${cohort.id}&page=2`)) as OfficerTableAnswer;
    const rows = [...table.data, ...second.data];
    expect(rows).toHaveLength(12);
    const banners: number[] = [];
    for (const row of rows) {
      const banner = (await get(caller, `/cal/api/mentee/${row.mentee_id}/details/?course_id=${course.id}`)).data;
      expect(row.my_cal_progress).toBe(banner.calProgress);
      banners.push(banner.calProgress);
    }
    expect(new Set(banners).size).toBeGreaterThan(3);
    const overview = await get(caller, `/cal/api/coordinator/dashboard/quick-overview/?cohort_id=${cohort.id}`);
    expect(overview.data.cal_progress).toBe(Math.round(banners.reduce((a, b) => a + b, 0) / banners.length));
  });

  it('CAL BASED: expected, ongoing, completed and milestone progress per CAL, in the tracker’s order', async () => {
    const p = await programme();
    const body = await get(await sessionOf(context(), p.coordinator.email), `/cal/api/coordinator/dashboard/cal-based/?cohort_id=${p.cohort.id}`);
    expect(calBasedAnswer.strict().safeParse(body).success).toBe(true);
    const details = (cal: number) => `/learn/cal/coordinator/${p.course.id}/cal/${cal}/details?cohort=${p.cohort.id}`;
    expect(body.data).toEqual([
      // OI: 3 officers × 2; Alpha's and Bravo's second ongoing, Bravo's first completed; milestones 2 + 1 + 1 of 4 + 1 + 3.
      { cal_id: p.oi.id, cal_name: 'Outbreak Investigation', cal_short_name: 'OI', expected: 6, ongoing: 2, completed: 1, milestone_progress: 50, details_url: details(p.oi.id) },
      { cal_id: p.ms.id, cal_name: 'Manuscript', cal_short_name: 'MS', expected: 3, ongoing: 1, completed: 0, milestone_progress: 75, details_url: details(p.ms.id) },
    ]);
  });

  it('CAL details: each sub-CAL of the CAL by the cohort’s officers, with the milestone reached, its latest file and the dates', async () => {
    const p = await programme();
    const { db } = context();
    // Bravo's first OI: completed on 14/11/2026 (the audit row); Alpha's reached milestone 2 has two file versions.
    await db.insert(calStatusChanges).values({ subject: 'sub_cal', subjectId: p.bravoOi1.id, changedBy: p.coordinator.id, fromStatus: 'pending', toStatus: 'completed', changedAt: new Date('2026-11-14T10:00:00Z') });
    const [second] = await db.select().from(milestones).where(eq(milestones.subCalId, p.alphaOi.id)).orderBy(milestones.sequence).offset(1).limit(1);
    const file = (version: number, name: string) => ({ milestoneId: second!.id, version, uploaderId: p.alpha.id, size: 10, contentType: 'application/pdf', originalName: name, storageKey: `test/${p.alphaOi.id}-${version}` });
    await db.insert(milestoneFiles).values([file(1, 'draft.pdf'), file(2, 'final.pdf')]);
    const [latest] = await db.select().from(milestoneFiles).where(eq(milestoneFiles.storageKey, `test/${p.alphaOi.id}-2`));

    const caller = await sessionOf(context(), p.coordinator.email);
    const body = (await get(caller, `/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=${p.cohort.id}`)) as CalDetailsAnswer;
    expect(calDetailsAnswer.strict().safeParse(body).success).toBe(true);
    expect(body.display_data).toEqual({ course: p.course.title, cohort: 'Dash 2026', cal_name: 'Outbreak Investigation', cohort_id: p.cohort.id });
    expect([body.count, body.page, body.page_size]).toEqual([3, 1, CAL_DETAILS_PAGE_SIZE]);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const tracker = (id: number) => `/learn/cal/mentee/${id}/details/?course=${p.course.id}`;
    const [alphaRow, bravo1, bravo2] = body.table_data;
    expect(alphaRow).toMatchObject({
      sub_cal_id: p.alphaOi.id, name: 'Alpha Officer', cal_short_title: p.alphaOi.shortTitle, start_date: day(3), cal_progress: '50%',
      milestone_title: 'Milestone 2', show_file_name: 'final.pdf', completed_date: '-', mentee_id: p.alpha.id, course_id: p.course.id,
      course_manage_id: p.cohort.id, completed_cal_details_url: tracker(p.alpha.id), view_details: tracker(p.alpha.id),
    });
    expect(alphaRow!.milestone_latest_file).toMatch(new RegExp(`^/cal/api/milestone_file/${latest!.id}/download/\\?.*uid=${p.coordinator.id}.*sig=`));
    expect(bravo1).toMatchObject({ sub_cal_id: p.bravoOi1.id, cal_progress: '100%', milestone_title: 'Milestone 1', milestone_latest_file: null, show_file_name: '-', completed_date: '14/11/2026' });
    // Bravo's second: milestone 1 completed, 2 and 3 open: the last completed is shown.
    expect(bravo2).toMatchObject({ sub_cal_id: p.bravoOi2.id, cal_progress: '33%', milestone_title: 'Milestone 1', completed_date: '-' });

    // The newest cohort when none is named; a page past the end is empty.
    expect((await get(caller, `/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/`)).display_data.cohort_id).toBe(p.cohort.id);
    expect((await get(caller, `/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=${p.older.id}`)).count).toBe(1);
    expect((await get(caller, `/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?page=2`)).table_data).toEqual([]);
  });

  it('CAL details: the first open milestone when none is completed, and ten rows a page by officer name', async () => {
    const { db } = context();
    const course = await createCourse(db);
    const cohort = await createCohort(db, { courseId: course.id });
    const coordinator = await createCoordinator(db, [course.id]);
    const cal = await createCal(db, course.id);
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      const officer = await createMentee(db, cohort.id);
      const name = `Officer ${String.fromCharCode(76 - i)}`;
      names.push(name);
      await rename(db, officer.id, { displayName: name });
      await createSubCal(db, cal, officer.id, { milestones: ['not_started', 'pending'] });
    }
    const caller = await sessionOf(context(), coordinator.email);
    const first = (await get(caller, `/cal/api/get/coordinator/${course.id}/cal/${cal.id}/details/?cohort_id=${cohort.id}`)) as CalDetailsAnswer;
    expect(first.count).toBe(12);
    expect(first.table_data.map((r) => r.name)).toEqual([...names].sort().slice(0, 10));
    expect(first.table_data[0]).toMatchObject({ milestone_title: 'Milestone 1', cal_progress: '0%' });
    const second = (await get(caller, `/cal/api/get/coordinator/${course.id}/cal/${cal.id}/details/?cohort_id=${cohort.id}&page=2`)) as CalDetailsAnswer;
    expect(second.table_data.map((r) => r.name)).toEqual([...names].sort().slice(10));
  });

  it('individual: the cohort’s officers by name, and one officer’s CAL rows in the tracker’s order', async () => {
    const p = await programme();
    const caller = await sessionOf(context(), p.coordinator.email);
    const none = (await get(caller, `/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}`)) as IndividualCalAnswer;
    expect(individualCalAnswer.strict().safeParse(none).success).toBe(true);
    expect(none).toEqual({
      officers: [{ value: p.alpha.id, label: 'Alpha Officer' }, { value: p.bravo.id, label: 'Bravo Officer' }, { value: p.charlie.id, label: 'Charlie Officer' }],
      data: [],
    });
    const bravo = (await get(caller, `/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=${p.bravo.id}`)) as IndividualCalAnswer;
    expect(bravo.data.map((r) => [r.sub_cal_id, r.cal_progress])).toEqual([[p.bravoOi1.id, '100%'], [p.bravoOi2.id, '33%'], [p.bravoMs.id, '75%']]);
    expect((await get(caller, `/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=${p.charlie.id}`)).data).toEqual([]);
  });
});

describe('kept figures (db/versioned-cache.ts)', () => {
  it('answers the Quick Overview, CAL BASED and the mentor dashboard anew after a milestone or an enrolment changes', async () => {
    const p = await programme();
    const { db } = context();
    const coordinator = await sessionOf(context(), p.coordinator.email);
    const overview = () => get(coordinator, `/cal/api/coordinator/dashboard/quick-overview/?cohort_id=${p.cohort.id}`);
    const calBased = () => get(coordinator, `/cal/api/coordinator/dashboard/cal-based/?cohort_id=${p.cohort.id}`);
    const before = (await overview()).data;
    expect((await overview()).data).toEqual(before);
    const oiBefore = (await calBased()).data[0].milestone_progress;
    // Alpha's third OI milestone completed: 3 of 4 (75) and MS 0: (75 + 0) / 2 = 38 for Alpha.
    await db.update(milestones).set({ status: 'completed' }).where(and(eq(milestones.subCalId, p.alphaOi.id), eq(milestones.sequence, 3)));
    const after = (await overview()).data;
    expect(after.cal_progress).not.toBe(before.cal_progress);
    expect((await calBased()).data[0].milestone_progress).toBeGreaterThan(oiBefore);
    await createMentee(db, p.cohort.id, { mentor1: p.mentorA.id });
    expect((await overview()).data.enrollment_count).toBe(after.enrollment_count + 1);
    const mentor = await sessionOf(context(), p.mentorA.email);
    const mentees = async () => (await get(mentor, '/cal/api/get/mentor/dashboard/')).data.total_mentees;
    const count = await mentees();
    await createMentee(db, p.cohort.id, { mentor1: p.mentorA.id });
    expect(await mentees()).toBe(count + 1);
  });
});

describe('who may ask', () => {
  it('refuses a mentor, a mentee and a program advisor every coordinator call', async () => {
    const p = await programme();
    const urls = [
      '/cal/api/get/dropdown-courses/coordinator/dashboard/',
      `/cal/api/get/coordinator/dashboard/?fetp_course_id=${p.course.id}`,
      `/api/ncdc_frontline/officers-analytics/?cohort_id=${p.cohort.id}`,
      `/cal/api/coordinator/dashboard/quick-overview/?cohort_id=${p.cohort.id}`,
      `/cal/api/coordinator/dashboard/officers/?cohort_id=${p.cohort.id}`,
      `/cal/api/coordinator/dashboard/cal-based/?cohort_id=${p.cohort.id}`,
      `/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=${p.cohort.id}`,
      `/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}`,
    ];
    const ctx = context();
    const mentor = await sessionOf(ctx, p.mentorA.email);
    const mentee = await sessionOf(ctx, (await ctx.db.select().from(users).where(eq(users.id, p.alpha.id)))[0]!.email);
    const advisor = await sessionOf(ctx, DEMO.advisor);
    for (const url of urls) {
      for (const client of [mentor, mentee, advisor]) expect((await client.get(url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('refuses another course, a cohort of a course the caller does not coordinate, an officer outside the cohort and a CAL of another course', async () => {
    const p = await programme();
    const q = await programme();
    const ctx = context();
    const caller = await sessionOf(ctx, p.coordinator.email);
    const refused = async (url: string, status: number, message: string) => {
      const res = await caller.get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toBe(message);
    };
    await refused(`/cal/api/get/coordinator/dashboard/?fetp_course_id=${q.course.id}`, 403, DASHBOARD_MESSAGES.notYourCourse);
    // An id that does not exist is answered as another's.
    await refused('/cal/api/get/coordinator/dashboard/?fetp_course_id=99999999', 403, DASHBOARD_MESSAGES.notYourCourse);
    for (const pane of ['/api/ncdc_frontline/officers-analytics/', '/cal/api/coordinator/dashboard/quick-overview/', '/cal/api/coordinator/dashboard/officers/', '/cal/api/coordinator/dashboard/cal-based/']) {
      await refused(`${pane}?cohort_id=${q.cohort.id}`, 403, DASHBOARD_MESSAGES.notYourCohort);
      await refused(`${pane}?cohort_id=99999999`, 403, DASHBOARD_MESSAGES.notYourCohort);
    }
    // CAL details: another course; a CAL of another course; a cohort of another course (coordinated or not).
    await refused(`/cal/api/get/coordinator/${q.course.id}/cal/${q.oi.id}/details/?cohort_id=${q.cohort.id}`, 403, DASHBOARD_MESSAGES.notYourCourse);
    await refused(`/cal/api/get/coordinator/${p.course.id}/cal/${q.oi.id}/details/?cohort_id=${p.cohort.id}`, 404, DASHBOARD_MESSAGES.badCal);
    await refused(`/cal/api/get/coordinator/${p.course.id}/cal/99999999/details/`, 404, DASHBOARD_MESSAGES.badCal);
    await refused(`/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=${q.cohort.id}`, 403, DASHBOARD_MESSAGES.notYourCohort);
    const mine = await createCourse(ctx.db);
    const mineCohort = await createCohort(ctx.db, { courseId: mine.id });
    await ctx.db.insert(courseCoordinators).values({ courseId: mine.id, userId: p.coordinator.id });
    await refused(`/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=${mineCohort.id}`, 403, DASHBOARD_MESSAGES.notYourCohort);
    // Individual: another course; a cohort of another course; an officer of another cohort (even of this course) or none.
    await refused(`/cal/api/cal_based/individual/${q.course.id}/?cohort_id=${q.cohort.id}`, 403, DASHBOARD_MESSAGES.notYourCourse);
    await refused(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${q.cohort.id}`, 403, DASHBOARD_MESSAGES.notYourCohort);
    await refused(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=${p.veteran.id}`, 403, DASHBOARD_MESSAGES.notYourOfficer);
    await refused(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=${q.alpha.id}`, 403, DASHBOARD_MESSAGES.notYourOfficer);
    await refused(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=99999999`, 403, DASHBOARD_MESSAGES.notYourOfficer);
  });

  it('answers bad ids and pages with 400 and the message', async () => {
    const p = await programme();
    const caller = await sessionOf(context(), p.coordinator.email);
    const bad = async (url: string, message: string) => {
      const res = await caller.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    };
    await bad('/cal/api/get/coordinator/dashboard/?fetp_course_id=abc', DASHBOARD_MESSAGES.badCourse);
    await bad('/cal/api/get/coordinator/dashboard/?fetp_course_id=0', DASHBOARD_MESSAGES.badCourse);
    for (const pane of ['/api/ncdc_frontline/officers-analytics/', '/cal/api/coordinator/dashboard/quick-overview/', '/cal/api/coordinator/dashboard/officers/', '/cal/api/coordinator/dashboard/cal-based/']) {
      await bad(pane, DASHBOARD_MESSAGES.badCohort);
      await bad(`${pane}?cohort_id=x1`, DASHBOARD_MESSAGES.badCohort);
    }
    await bad(`/cal/api/coordinator/dashboard/officers/?cohort_id=${p.cohort.id}&page=0`, DASHBOARD_MESSAGES.badPage);
    await bad(`/cal/api/coordinator/dashboard/officers/?cohort_id=${p.cohort.id}&page=two`, DASHBOARD_MESSAGES.badPage);
    await bad(`/cal/api/get/coordinator/abc/cal/${p.oi.id}/details/`, DASHBOARD_MESSAGES.badCourse);
    await bad(`/cal/api/get/coordinator/${p.course.id}/cal/-1/details/`, DASHBOARD_MESSAGES.badCal);
    await bad(`/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?cohort_id=abc`, DASHBOARD_MESSAGES.badCohort);
    await bad(`/cal/api/get/coordinator/${p.course.id}/cal/${p.oi.id}/details/?page=-2`, DASHBOARD_MESSAGES.badPage);
    // Without cohort_id the one cohort that fits is meant (issue 30 §2); this course has several.
    await bad(`/cal/api/cal_based/individual/${p.course.id}/`, DASHBOARD_MESSAGES.chooseCohort);
    await bad(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=abc`, DASHBOARD_MESSAGES.badCohort);
    await bad(`/cal/api/cal_based/individual/${p.course.id}/?cohort_id=${p.cohort.id}&mentee_id=me`, DASHBOARD_MESSAGES.badOfficer);
  });
});

describe('MODULES PROGRESS with a cohort', () => {
  it('lists only the cohort’s officers, and refuses a cohort of another course or one not coordinated', async () => {
    const p = await programme();
    const q = await programme();
    const caller = await sessionOf(context(), p.coordinator.email);
    const page = async (form: Record<string, string | number>) => caller.post('/api/fetp/get_course_module_progress', form);
    const whole = (await page({ course_id: p.course.id })).json();
    expect(whole.count).toBe(4);
    const res = await page({ course_id: p.course.id, cohort_id: p.cohort.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.data.map((r: { officerName: string; moduleProgress: number; modulesCompleted: number }) => [r.officerName, r.moduleProgress, r.modulesCompleted])).toEqual([
      ['Alpha Officer', 50, 1], ['Bravo Officer', 25, 0], ['Charlie Officer', 0, 0],
    ]);
    const older = (await page({ course_id: p.course.id, cohort_id: p.older.id })).json();
    expect(older.data.map((r: { officerName: string; moduleProgress: number }) => [r.officerName, r.moduleProgress])).toEqual([['Veteran Officer', 100]]);
    // Past the end: the cohort's count without rows.
    expect((await page({ course_id: p.course.id, cohort_id: p.cohort.id, page: 5 })).json()).toMatchObject({ count: 3, data: [] });

    for (const cohort of [q.cohort.id, 99999999]) {
      const refused = await page({ course_id: p.course.id, cohort_id: cohort });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(DASHBOARD_MESSAGES.notYourCohort);
    }
    expect((await page({ course_id: q.course.id, cohort_id: q.cohort.id })).statusCode).toBe(403);
    const bad = await page({ course_id: p.course.id, cohort_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DASHBOARD_MESSAGES.badCohort);
  });
});

// A user with no role is refused as any other non-coordinator.
describe('a user without a role', () => {
  it('is refused the dropdown', async () => {
    const user = await createUser(context().db);
    expect((await (await sessionOf(context(), user.email)).get('/cal/api/get/dropdown-courses/coordinator/dashboard/')).statusCode).toBe(403);
  });
});
