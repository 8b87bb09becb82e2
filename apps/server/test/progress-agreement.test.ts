import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MODULE_PROGRESS_PAGE_SIZE, type MentorDashboardAnswer, type ModuleItem, type ModuleProgressRow, type OfficerTableAnswer, type TrackerCal,
} from '@fetp/contract';
import { rowsOf } from '../src/db/client';
import { sessionOf, useTestContext, type Client } from './helpers';

/**
 * One definition of progress (issue 30 §4; docs/architecture.md "Progress: one definition"): for
 * every officer of the demo programme, in every course they are enrolled in, the course page's
 * banner, the module page, the CAL tracker, My Courses, the coordinator dashboard (officer table,
 * Quick Overview, module progress table) and the mentor dashboard give the same Course, CAL and
 * module progress.
 */

const context = useTestContext();

interface Enrolment { officer: number; email: string; course: number; cohort: number; frontline: boolean }

const json = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string): Promise<T> => {
  const r = await res;
  expect(r.statusCode, `${what}: ${r.body}`).toBe(200);
  return r.json() as T;
};

describe('progress agrees on every page for every demo officer', () => {
  it('banner = module page = tracker = My Courses = coordinator dashboard = module progress table = mentor dashboard', async () => {
    const ctx = context();
    const { db } = ctx;
    const enrolled = rowsOf<Enrolment>(await db.execute(sql`
      select e.user_id as officer, u.email, c.course_id as course, e.cohort_id as cohort, co.type = 'Frontline Courses' as frontline
      from enrolments e join users u on u.id = e.user_id join cohorts c on c.id = e.cohort_id join courses co on co.id = c.course_id
      order by e.user_id, c.course_id, e.cohort_id`));
    expect(enrolled.length).toBeGreaterThan(20);

    // Each officer's own pages: the banner, the module page, the tracker, My Courses.
    type Figures = { course: number; cal: number; modules: number; modulesDone: number };
    const figures = new Map<string, Figures>();
    const key = (officer: number, course: number) => `${officer}:${course}`;
    const sessions = new Map<number, Client>();
    for (const e of enrolled) {
      if (figures.has(key(e.officer, e.course))) continue;
      const me = sessions.get(e.officer) ?? (await sessionOf(ctx, e.email));
      sessions.set(e.officer, me);
      const banner = (await json<{ data: { courseProgress: number; calProgress: number } }>(me.get(`/cal/api/courses/${e.course}/cal-dashboard/`), 'banner')).data;
      const modules = await json<{ data: ModuleItem[]; course_progress: number }>(
        me.post(`/cal/api/mentee/${e.officer}/details/modules`, { course_id: e.course }), 'modules');
      const withUnits = modules.data.filter((m) => m.unit_data.length > 0);
      const units = modules.data.flatMap((m) => m.unit_data);
      const label = `officer ${e.officer} in course ${e.course}`;
      expect(modules.course_progress, label).toBe(banner.courseProgress);
      // The share of units the page itself lists as done.
      expect(banner.courseProgress, label).toBe(units.length ? Math.round((units.filter((u) => u.status_check).length / units.length) * 100) : 0);
      if (!e.frontline) {
        const tracker = (await json<{ data: TrackerCal[] }>(me.get(`/cal/api/mentee/${e.course}/${e.officer}/dashboard/`), 'tracker')).data;
        const mean = tracker.length ? Math.round(tracker.reduce((sum, cal) => sum + cal.average_progress, 0) / tracker.length) : 0;
        expect(banner.calProgress, label).toBe(mean);
      } else {
        expect(banner.calProgress, label).toBe(0);
      }
      figures.set(key(e.officer, e.course), {
        course: banner.courseProgress,
        cal: banner.calProgress,
        modules: modules.data.length,
        modulesDone: withUnits.filter((m) => m.check_tick).length,
      });
    }
    // Not a vacuous agreement: the demo has officers at different stages.
    expect(new Set([...figures.values()].map((f) => f.course)).size).toBeGreaterThan(1);
    expect(new Set([...figures.values()].map((f) => f.cal)).size).toBeGreaterThan(1);

    for (const [officer, me] of sessions) {
      const cards = (await json<{ data: { courses: { course: string; progress: number | null }[] } }>(me.get('/api/dashboard_courses/'), 'my courses')).data.courses;
      const keys = rowsOf<{ id: number; course_key: string }>(await db.execute(sql`select id, course_key from courses`));
      for (const card of cards) {
        const course = keys.find((k) => k.course_key === card.course)!.id;
        const mine = figures.get(key(officer, course));
        if (mine) expect(card.progress, `My Courses of ${officer}`).toBe(mine.course);
      }
    }

    // The coordinator dashboard: every cohort of every coordinated course.
    const coordinatorsOf = rowsOf<{ course: number; email: string }>(await db.execute(sql`
      select distinct on (cc.course_id) cc.course_id as course, u.email from course_coordinators cc join users u on u.id = cc.user_id order by cc.course_id, u.id`));
    const cohorts = [...new Map(enrolled.map((e) => [e.cohort, e])).values()];
    let checkedRows = 0;
    for (const { cohort, course } of cohorts) {
      const coordinator = coordinatorsOf.find((c) => c.course === course);
      if (!coordinator) continue;
      const caller = await sessionOf(ctx, coordinator.email);
      const officers = enrolled.filter((e) => e.cohort === cohort).map((e) => e.officer);
      const rows: OfficerTableAnswer['data'] = [];
      for (let page = 1; rows.length < officers.length; page++) {
        const answer = await json<OfficerTableAnswer>(caller.get(`/cal/api/coordinator/dashboard/officers/?cohort_id=${cohort}&page=${page}`), 'officer table');
        expect(answer.data.length, `cohort ${cohort} page ${page}`).toBeGreaterThan(0);
        rows.push(...answer.data);
      }
      expect(rows.map((r) => r.mentee_id).sort((a, b) => a - b)).toEqual([...officers].sort((a, b) => a - b));
      for (const row of rows) {
        const mine = figures.get(key(row.mentee_id, course))!;
        expect([row.course_progress, row.my_cal_progress], `officer table, officer ${row.mentee_id}`).toEqual([mine.course, mine.cal]);
        checkedRows++;
      }

      // The Quick Overview: the cohort's sums of the same figures.
      const mineAll = officers.map((o) => figures.get(key(o, course))!);
      const overview = (await json<{ data: { enrollment_count: number; display_modules_completed: string; cal_progress: number } }>(
        caller.get(`/cal/api/coordinator/dashboard/quick-overview/?cohort_id=${cohort}`), 'quick overview')).data;
      expect(overview.enrollment_count).toBe(officers.length);
      expect(overview.display_modules_completed).toBe(`${mineAll.reduce((s, f) => s + f.modulesDone, 0)}/${mineAll.reduce((s, f) => s + f.modules, 0)}`);
      expect(overview.cal_progress).toBe(mineAll.length ? Math.round(mineAll.reduce((s, f) => s + f.cal, 0) / mineAll.length) : 0);

      // The module progress table of the cohort.
      const table: ModuleProgressRow[] = [];
      for (let page = 1; table.length < officers.length; page++) {
        const answer = await json<{ data: ModuleProgressRow[]; count: number }>(
          caller.post('/api/fetp/get_course_module_progress', { course_id: course, cohort_id: cohort, page }), 'module progress');
        expect(answer.count).toBe(officers.length);
        expect(answer.data.length).toBeGreaterThan(0);
        expect(answer.data.length).toBeLessThanOrEqual(MODULE_PROGRESS_PAGE_SIZE);
        table.push(...answer.data);
      }
      for (const row of table) {
        const mine = figures.get(key(row.userId, course))!;
        expect([row.totalModules, row.modulesCompleted, row.moduleProgress], `module progress, officer ${row.userId}`).toEqual([mine.modules, mine.modulesDone, mine.course]);
      }
    }
    expect(checkedRows).toBeGreaterThan(20);

    // The mentor dashboard of every mentor.
    const mentors = rowsOf<{ email: string }>(await db.execute(sql`select distinct u.email from mentor_assignments ma join users u on u.id = ma.mentor_id order by u.email`));
    expect(mentors.length).toBeGreaterThan(0);
    let mentorRows = 0;
    for (const { email } of mentors) {
      const dashboard = (await json<MentorDashboardAnswer>((await sessionOf(ctx, email)).get('/cal/api/get/mentor/dashboard/'), 'mentor dashboard')).data;
      for (const row of dashboard.mentee_details) {
        const mine = figures.get(key(row.mentee_user_id, row.course_id))!;
        expect([row.course_progress, row.cal_progress], `mentor ${email}, officer ${row.mentee_user_id}`).toEqual([mine.course, mine.cal]);
        mentorRows++;
      }
    }
    expect(mentorRows).toBeGreaterThan(10);
  }, 300_000);
});

/** The server's feature sources, by path relative to src/features. */
function featureSources(): Map<string, string> {
  const root = path.resolve(__dirname, '../src/features');
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) files.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

describe('written once', () => {
  it('no feature that shows progress computes a share or a mean itself: they read src/progress', () => {
    const showing = ['modules', 'cal-tracker', 'course-page', 'my-courses', 'coordinator-dashboard', 'mentor-dashboard', 'programme-analytics', 'portfolio'];
    const offending = [...featureSources()]
      .filter(([file]) => showing.includes(file.split(path.sep)[0]!))
      .filter(([, text]) => /Math\.round\(|floor\(\(.*\+ 0\.5\)|count\(.*done_at|join course_units/.test(text))
      .map(([file]) => file);
    expect(offending).toEqual([]);
  });

  it('no feature names the officers of a cohort or course itself: they read db/scopes.ts (isOfficerOf, officerCountOf, officersOf…)', () => {
    // An enrolment filtered or joined by its cohort, except one officer's own enrolment row (read for its graduated flag).
    const offending: string[] = [];
    for (const [file, text] of featureSources()) {
      for (const line of text.split('\n')) {
        if (/enrolments[^\n]*(cohort_id|cohortId)/.test(line) && !/(user_id = u\.id|enrolments\.userId, userId)/.test(line)) offending.push(`${file}: ${line.trim()}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
