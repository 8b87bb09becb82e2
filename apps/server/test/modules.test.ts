import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CAL_MESSAGES, MODULE_MESSAGES } from '@fetp/contract';
import { courseModules, courseUnits, courses, unitCompletions } from '../src/db/schema';
import { DEMO_ACCOUNTS, createTestContext, signIn, type Client, type TestContext } from './helpers';
import { createCoordinator } from './factories';

/** Modules and units (001 §2.3, §3.5, §7; 002 §2.4): the module list, opening and marking units, module progress. */

let ctx: TestContext;
let fetp: number;
let frontline: number;
let fetpUnits: number[];
let frontlineUnit: number;
const as = {} as Record<'mentee1' | 'mentee2' | 'mentee4' | 'mentor1' | 'mentor3' | 'coordinator' | 'otherCoordinator', Client & { userId: number }>;

const modulesOf = (client: Client, menteeId: number, courseId = fetp) => client.post(`/cal/api/mentee/${menteeId}/details/modules`, { course_id: courseId });
const openUnit = (client: Client, menteeId: number, unit: number, courseId = fetp) => client.post(`/cal/api/mentee/${menteeId}/units/${unit}/open/`, { course_id: courseId });
const markUnit = (client: Client, menteeId: number, unit: number, done: boolean, courseId = fetp) =>
  client.post(`/cal/api/mentee/${menteeId}/units/${unit}/status/`, { course_id: courseId, done: String(done) });
const progress = (client: Client, courseId: number, page?: number) => client.post('/api/fetp/get_course_module_progress', { course_id: courseId, page });

async function unitsOf(courseId: number) {
  return (await ctx.db.select({ id: courseUnits.id }).from(courseUnits).innerJoin(courseModules, eq(courseModules.id, courseUnits.moduleId))
    .where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.position), asc(courseUnits.position))).map((u) => u.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  frontline = rows.find((c) => c.type === 'Frontline Courses')!.id;
  const shortCourse = rows.find((c) => c.type === 'Short Courses')!.id;
  const other = await createCoordinator(ctx.db, [shortCourse]);
  for (const [name, email] of Object.entries({
    mentee1: DEMO_ACCOUNTS.mentees[0]!, mentee2: DEMO_ACCOUNTS.mentees[1]!, mentee4: DEMO_ACCOUNTS.mentees[3]!,
    mentor1: DEMO_ACCOUNTS.mentors[0]!, mentor3: DEMO_ACCOUNTS.mentors[2]!, coordinator: DEMO_ACCOUNTS.coordinator, otherCoordinator: other.email,
  })) {
    as[name as keyof typeof as] = await signIn(ctx, email);
  }
  fetpUnits = await unitsOf(fetp);
  frontlineUnit = (await unitsOf(frontline))[0]!;
}, 120_000);
afterAll(() => ctx.close());

describe('modules: the officer’s module list', () => {
  it('gives each module its units in order with the spec’s fields, a tick when all are done, and the course progress', async () => {
    const res = await modulesOf(as.mentee1, as.mentee1.userId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mentee_name).toBe('Arjun Rao');
    expect(body.data.map((m: { module_name: string }) => m.module_name)).toEqual([
      'Introduction to field epidemiology', 'Descriptive epidemiology', 'Outbreak investigation steps', 'Surveillance',
      'Biostatistics with Epi Info', 'Analytic epidemiology', 'Laboratory in outbreak response', 'Scientific writing',
    ]);
    // The demo: mentee 1 has done the first three modules and two units of the fourth.
    expect(body.data.map((m: { check_tick: boolean }) => m.check_tick)).toEqual([true, true, true, false, false, false, false, false]);
    const first = body.data[0].unit_data[0];
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['date', 'duration_str', 'unit', 'unit_url', 'facilitator', 'status_check']));
    expect(first).toMatchObject({ unit: 'What field epidemiologists do', status_check: true, done_by: 'Arjun Rao', can_mark_done: false, can_mark_pending: false });
    expect(first.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(first.duration_str).toBe('10:00 · 1 h 30 min');
    // A reading has no date nor time.
    expect(body.data[0].unit_data[2]).toMatchObject({ date: '-', duration_str: '-', facilitator: '-' });
    expect(body.course_progress).toBe(Math.round((12 / fetpUnits.length) * 100));
    // The banner's Course Progress is the same share.
    expect((await as.mentee1.get(`/cal/api/courses/${fetp}/cal-dashboard/`)).json().data.courseProgress).toBe(body.course_progress);
  });

  it('gives My Courses the same Course Progress for each course the caller is enrolled in, none for a mentor', async () => {
    const cards = (await as.mentee1.get('/api/dashboard_courses/')).json().data.courses as { type: string; progress: number | null }[];
    expect(cards.find((c) => c.type === 'FETP Course')!.progress).toBe(Math.round((12 / fetpUnits.length) * 100));
    // The short course: none of its units done yet by mentee 1.
    expect(cards.find((c) => c.type === 'Short Courses')!.progress).toBe(0);
    const mentorCards = (await as.mentor1.get('/api/dashboard_courses/')).json().data.courses as { progress: number | null }[];
    expect(mentorCards.length).toBeGreaterThan(0);
    expect(mentorCards.every((c) => c.progress === null)).toBe(true);
  });

  it('lets the mentee’s mentor and the course’s coordinator read it, read-only for the mentor', async () => {
    const byMentor = await modulesOf(as.mentor1, as.mentee1.userId);
    expect(byMentor.statusCode).toBe(200);
    const units = byMentor.json().data.flatMap((m: { unit_data: unknown[] }) => m.unit_data);
    expect(units.every((u: { can_mark_done: boolean; can_mark_pending: boolean }) => !u.can_mark_done && !u.can_mark_pending)).toBe(true);
    const byCoordinator = (await modulesOf(as.coordinator, as.mentee1.userId)).json();
    const coordinatorUnits = byCoordinator.data.flatMap((m: { unit_data: unknown[] }) => m.unit_data);
    expect(coordinatorUnits[0]).toMatchObject({ status_check: true, can_mark_pending: true, can_mark_done: false });
    expect(coordinatorUnits.at(-1)).toMatchObject({ status_check: false, can_mark_done: true });
  });

  it('refuses another mentee, a mentor not theirs, a coordinator of another course, and a course the officer is not in', async () => {
    expect((await modulesOf(as.mentee2, as.mentee1.userId)).statusCode).toBe(403);
    expect((await modulesOf(as.mentor3, as.mentee1.userId)).statusCode).toBe(403);
    expect((await modulesOf(as.otherCoordinator, as.mentee1.userId)).statusCode).toBe(403);
    const notEnrolled = await modulesOf(as.mentee1, as.mentee1.userId, frontline);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe(CAL_MESSAGES.notEnrolled);
  });

  it('answers bad ids with 400, never 500', async () => {
    expect((await as.mentee1.post('/cal/api/mentee/abc/details/modules', { course_id: fetp })).statusCode).toBe(400);
    expect((await modulesOf(as.mentee1, as.mentee1.userId, 'x' as unknown as number)).statusCode).toBe(400);
    expect((await as.mentee1.post(`/cal/api/mentee/${as.mentee1.userId}/details/modules`, {})).statusCode).toBe(400);
  });
});

describe('modules: how a unit becomes done', () => {
  it('lets the officer mark a unit done only after opening it, recording who and when', async () => {
    const unit = fetpUnits[0]!;
    const early = await markUnit(as.mentee4, as.mentee4.userId, unit, true);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(MODULE_MESSAGES.notOpened);

    const opened = await openUnit(as.mentee4, as.mentee4.userId, unit);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ opened: true, status_check: false, can_mark_done: true });

    const done = await markUnit(as.mentee4, as.mentee4.userId, unit, true);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: MODULE_MESSAGES.marked, data: { status_check: true, done_by: 'Kavita Joshi', can_mark_done: false } });
    expect(done.json().course_progress).toBe(Math.round((1 / fetpUnits.length) * 100));
    const [row] = await ctx.db.select().from(unitCompletions).where(and(eq(unitCompletions.unitId, unit), eq(unitCompletions.userId, as.mentee4.userId)));
    expect(row!.doneBy).toBe(as.mentee4.userId);
    expect(row!.doneAt).toBeInstanceOf(Date);

    // The officer cannot undo it; a coordinator can.
    const undo = await markUnit(as.mentee4, as.mentee4.userId, unit, false);
    expect(undo.statusCode).toBe(403);
    expect(undo.json().message).toBe(MODULE_MESSAGES.onlyCoordinatorUndo);
    const pending = await markUnit(as.coordinator, as.mentee4.userId, unit, false);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toMatchObject({ status_check: false, done_by: null, opened: true });
  });

  it('lets a coordinator mark a unit done for an officer who never opened it (a classroom session)', async () => {
    const unit = fetpUnits[1]!;
    const res = await markUnit(as.coordinator, as.mentee4.userId, unit, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status_check: true, done_by: 'Asha Verma', opened: false });
    // The module's tick turns green once every unit is done.
    await markUnit(as.coordinator, as.mentee4.userId, fetpUnits[0]!, true);
    await markUnit(as.coordinator, as.mentee4.userId, fetpUnits[2]!, true);
    expect((await modulesOf(as.mentee4, as.mentee4.userId)).json().data[0].check_tick).toBe(true);
  });

  it('refuses a mentor, a mentee on another’s unit, another course’s coordinator, and a unit of another course', async () => {
    const unit = fetpUnits[5]!;
    const before = await ctx.db.select().from(unitCompletions).where(eq(unitCompletions.unitId, unit));
    expect((await markUnit(as.mentor1, as.mentee1.userId, unit, true)).statusCode).toBe(403);
    expect((await markUnit(as.mentee2, as.mentee1.userId, unit, true)).statusCode).toBe(403);
    expect((await openUnit(as.mentee2, as.mentee1.userId, unit)).statusCode).toBe(403);
    expect((await markUnit(as.otherCoordinator, as.mentee1.userId, unit, true)).statusCode).toBe(403);
    // A frontline unit named under the FETP course.
    expect((await markUnit(as.coordinator, as.mentee1.userId, frontlineUnit, true)).statusCode).toBe(403);
    expect((await openUnit(as.mentee1, as.mentee1.userId, frontlineUnit)).statusCode).toBe(403);
    expect((await markUnit(as.coordinator, as.mentee1.userId, 999_999, true)).statusCode).toBe(403);
    expect((await markUnit(as.coordinator, as.mentee1.userId, unit, 'maybe' as unknown as boolean)).statusCode).toBe(400);
    expect(await ctx.db.select().from(unitCompletions).where(eq(unitCompletions.unitId, unit))).toEqual(before);
  });

  it('records nothing when a mentor opens a unit', async () => {
    const unit = fetpUnits[20]!;
    expect((await openUnit(as.mentor1, as.mentee1.userId, unit)).statusCode).toBe(200);
    expect(await ctx.db.select().from(unitCompletions).where(and(eq(unitCompletions.unitId, unit), eq(unitCompletions.userId, as.mentee1.userId)))).toEqual([]);
  });
});

describe('modules: a unit’s page on the portal', () => {
  const contentOf = (client: Client, menteeId: number, unit: number, courseId: number | string = fetp) =>
    client.get(`/cal/api/mentee/${menteeId}/units/${unit}/content/?course_id=${courseId}`);

  it('links every demo unit to its page on the portal, with text, and none to the old host that does not exist', async () => {
    const modules = (await modulesOf(as.mentee1, as.mentee1.userId)).json().data as { unit_data: { id: number; unit_url: string }[] }[];
    const units = modules.flatMap((m) => m.unit_data);
    expect(units).toHaveLength(fetpUnits.length);
    for (const unit of units) expect(unit.unit_url).toBe(`/learn/menteemodules/${as.mentee1.userId}/${fetp}/units/${unit.id}/`);
    expect(JSON.stringify(modules)).not.toContain('learn.fetp.example.org');
  });

  it('serves a unit’s text to its enrolled officer, and reading it counts as opening it (Mark as done is then offered)', async () => {
    // Mentee 4 has done no FETP unit: the outbreak steps unit is neither opened nor done.
    const unit = fetpUnits[6]!;
    const before = (await modulesOf(as.mentee4, as.mentee4.userId)).json().data.flatMap((m: { unit_data: { id: number }[] }) => m.unit_data)
      .find((u: { id: number }) => u.id === unit);
    expect(before).toMatchObject({ opened: false, can_mark_done: false });
    const res = await contentOf(as.mentee4, as.mentee4.userId, unit);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ module_name: 'Outbreak investigation steps', course_title: expect.any(String), link_url: 'https://www.cdc.gov/field-epi-manual/' });
    expect(body.data).toMatchObject({ id: unit, unit: 'The ten steps of an outbreak investigation', opened: true, can_mark_done: true, status_check: false });
    expect(body.content).toContain('Construct a working case definition.');
    const done = await markUnit(as.mentee4, as.mentee4.userId, unit, true);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status_check).toBe(true);
  });

  it('lets the officer’s mentor and the course’s coordinator read it without recording an opening', async () => {
    const unit = fetpUnits[20]!;
    const opening = async (menteeId: number) => (await ctx.db.select().from(unitCompletions)
      .where(and(eq(unitCompletions.unitId, unit), eq(unitCompletions.userId, menteeId))))[0];
    const byMentor = await contentOf(as.mentor1, as.mentee1.userId, unit);
    expect(byMentor.statusCode, byMentor.body).toBe(200);
    expect(byMentor.json().data).toMatchObject({ opened: false, can_mark_done: false });
    expect(await opening(as.mentee1.userId)).toBeUndefined();
    const byCoordinator = await contentOf(as.coordinator, as.mentee4.userId, unit);
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(200);
    // A coordinator may mark it done for the officer (a classroom session), but reading records nothing.
    expect(byCoordinator.json().data).toMatchObject({ opened: false, can_mark_done: true });
    expect(await opening(as.mentee4.userId)).toBeUndefined();
  });

  it('refuses everyone else, a unit of another course and bad ids; 404 for a unit that is only an outside address', async () => {
    const unit = fetpUnits[1]!;
    expect((await contentOf(as.mentee2, as.mentee1.userId, unit)).statusCode).toBe(403);
    expect((await contentOf(as.mentor3, as.mentee1.userId, unit)).statusCode).toBe(403);
    expect((await contentOf(as.otherCoordinator, as.mentee1.userId, unit)).statusCode).toBe(403);
    // An officer reading a unit of a course they are not in, or another course's unit through this one.
    expect((await contentOf(as.mentee1, as.mentee1.userId, frontlineUnit, frontline)).statusCode).toBe(403);
    expect((await contentOf(as.mentee1, as.mentee1.userId, frontlineUnit)).statusCode).toBe(403);
    expect((await contentOf(as.mentee1, as.mentee1.userId, 999_999)).statusCode).toBe(403);
    expect((await contentOf(as.mentee1, as.mentee1.userId, unit, 'abc')).statusCode).toBe(400);
    expect((await as.mentee1.get(`/cal/api/mentee/${as.mentee1.userId}/units/abc/content/?course_id=${fetp}`)).statusCode).toBe(400);
    await ctx.db.update(courseUnits).set({ content: null, url: 'https://www.who.int/' }).where(eq(courseUnits.id, unit));
    const outside = await contentOf(as.mentee1, as.mentee1.userId, unit);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message ?? outside.body).toContain(MODULE_MESSAGES.noContent);
    const row = (await modulesOf(as.mentee1, as.mentee1.userId)).json().data[0].unit_data[1];
    expect(row.unit_url).toBe('https://www.who.int/');
  });
});

describe('modules: a course’s module progress (002 §2.4)', () => {
  it('gives a coordinator the officers of their course with modules and progress, paged', async () => {
    const res = await progress(as.coordinator, fetp);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, page_size: 10 });
    // Mentees 1–8 and the demo's 13 other FETP officers (seed/demo-cohorts.ts).
    expect(body.count).toBe(21);
    const arjun = body.data.find((r: { officerName: string }) => r.officerName === 'Arjun Rao');
    expect(arjun).toEqual({
      sno: expect.any(Number), officerName: 'Arjun Rao', location: 'New Delhi, Delhi', totalModules: 8, modulesCompleted: 3,
      moduleProgress: Math.round((12 / fetpUnits.length) * 100), userId: as.mentee1.userId, courseid: fetp,
    });
    expect(body.data.map((r: { sno: number }) => r.sno)).toEqual(body.data.map((_: unknown, i: number) => i + 1));
    const names = body.data.map((r: { officerName: string }) => r.officerName);
    expect(names).toEqual([...names].sort());
    expect((await progress(as.coordinator, fetp, 3)).json().data.map((r: { sno: number }) => r.sno)).toEqual([21]);
    expect((await progress(as.coordinator, fetp, 4)).json().data).toEqual([]);
  });

  it('refuses a mentee, a mentor, a coordinator of another course, and a bad page', async () => {
    expect((await progress(as.mentee1, fetp)).statusCode).toBe(403);
    expect((await progress(as.mentor1, fetp)).statusCode).toBe(403);
    expect((await progress(as.otherCoordinator, fetp)).statusCode).toBe(403);
    const bad = await progress(as.coordinator, fetp, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MODULE_MESSAGES.badPage);
  });
});
