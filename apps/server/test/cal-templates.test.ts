import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CAL_TEMPLATES_API as API, CAL_TEMPLATE_MESSAGES as M, ROLES, type CalTemplateBody } from '@fetp/contract';
import { auditLog, calForms, calMilestoneTemplates, cals, courses, milestones } from '../src/db/schema';
import { createCoordinator, createUser } from './factories';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, fillPath } from './helpers';

/** A course's CAL templates in Content Management (issue 32): administrators, a course's coordinators, IDOR, the rules, the officers' registration. */

let ctx: TestContext;
let fetp: number;
let shortCourse: number;
const as = {} as Record<'admin' | 'coordinator' | 'mentee', Client & { userId: number }>;


/** A rapid-response CAL with new forms: registered, started through a form, reported in a file. */
const RAPID: CalTemplateBody = {
  group: 'project', short_name: 'RRT', full_name: 'Rapid Response Deployment', expected_count: 2, tephinet_category: 'outbreak_investigation',
  forms: { registration: 'NEW', start: 'NEW', end: null, abstract: null },
  milestones: [
    { title: 'Deployment brief', due_offset_days: 3, takes: 'start' },
    { title: 'Situation report', due_offset_days: 10, takes: 'file' },
  ],
};

const calsOf = async (client: Client, course: number) => {
  const res = await client.get(fillPath(API.cals.path, { course }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.db.select({ id: courses.id, type: courses.type }).from(courses);
  fetp = rows.find((c) => c.type === 'FETP Course')!.id;
  shortCourse = rows.find((c) => c.type === 'Short Courses')!.id;
  as.admin = await sessionOf(ctx, DEMO_ACCOUNTS.administrator);
  as.coordinator = await sessionOf(ctx, DEMO_ACCOUNTS.coordinator);
  as.mentee = await sessionOf(ctx, DEMO_ACCOUNTS.mentees[0]!);
}, 120_000);
afterAll(() => ctx.close());

describe('CAL templates: a coordinator of the course', () => {
  it('lists the course’s CALs with their forms and milestones, and the forms they may give', async () => {
    const list = await calsOf(as.coordinator, fetp);
    expect(list.results.map((c: { short_name: string }) => c.short_name)).toEqual(['OI', 'SSE', 'SDA', 'PS', 'CA', 'OP', 'MS']);
    expect(list.results[0]).toMatchObject({
      group: 'project', full_name: 'Outbreak Investigation', expected_count: 2, tephinet_category: 'outbreak_investigation',
      forms: { registration: 'project-registration', start: 'project-start', end: 'project-end', abstract: null },
    });
    expect(list.results[0].milestones[0]).toMatchObject({ sequence: 1, title: 'Preliminary situation report', due_offset_days: 7, takes: 'start' });
    expect(list.results[0].sub_cals).toBeGreaterThan(0);
    expect(list.forms).toEqual(expect.arrayContaining([
      expect.objectContaining({ key: 'project-registration', kind: 'registration' }), expect.objectContaining({ key: 'sc-abstract', kind: 'abstract' }),
    ]));
  });

  it('adds a CAL with new forms; an officer registers work under it and gets its milestones; a later change shapes only new work', async () => {
    const created = await as.coordinator.json('POST', fillPath(API.createCal.path, { course: fetp }), RAPID);
    expect(created.statusCode, created.body).toBe(200);
    const cal = created.json().data;
    expect(cal).toMatchObject({ short_name: 'RRT', course_id: fetp, sub_cals: 0, forms: { registration: `c${fetp}-rrt-registration`, start: `c${fetp}-rrt-start`, end: null } });
    expect(cal.milestones.map((m: { title: string }) => m.title)).toEqual(['Deployment brief', 'Situation report']);
    const [form] = await ctx.db.select().from(calForms).where(eq(calForms.key, cal.forms.registration));
    expect(form).toMatchObject({ version: 1, kind: 'registration', createdBy: as.coordinator.userId });

    // The officer sees it in their tracker and registers a piece of work through its new registration form.
    const tracker = (await as.mentee.get(`/cal/api/courses/${fetp}/cal/`)).json().data;
    expect(tracker.map((t: { cal: number }) => t.cal)).toContain(cal.id);
    const registration = (await as.mentee.post('/cal/api/get/registration-form/', { cal_id: cal.id, course_id: fetp })).json().data;
    expect(Object.keys(registration.fields)).toEqual(['short_title']);
    const registered = await as.mentee.post('/cal/api/submit/registration-form/', { cal_id: cal.id, course_id: fetp, short_title: 'Dengue response, Palwal' });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toMatchObject({ auto_name: 'RRT-1', short_title: 'Dengue response, Palwal' });
    const given = await ctx.db.select().from(milestones).where(eq(milestones.subCalId, registered.json().data.id)).orderBy(milestones.sequence);
    expect(given.map((m) => [m.title, m.takes])).toEqual([['Deployment brief', 'start'], ['Situation report', 'file']]);

    // Milestones changed later: the work registered keeps its own; the short name now stays.
    const changed = await as.coordinator.json('PATCH', fillPath(API.updateCal.path, { cal: cal.id }), {
      ...RAPID, forms: cal.forms, full_name: 'Rapid Response Team Deployment',
      milestones: [...RAPID.milestones, { title: 'After-action review', due_offset_days: 30, takes: 'file' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ full_name: 'Rapid Response Team Deployment', sub_cals: 1 });
    expect(changed.json().data.milestones).toHaveLength(3);
    expect(await ctx.db.select().from(milestones).where(eq(milestones.subCalId, registered.json().data.id))).toHaveLength(2);
    const renamed = await as.coordinator.json('PATCH', fillPath(API.updateCal.path, { cal: cal.id }), { ...RAPID, forms: cal.forms, short_name: 'RRD' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().errors.short_name).toEqual([M.nameFixed]);
    const deleted = await as.coordinator.json('DELETE', fillPath(API.deleteCal.path, { cal: cal.id }));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(M.calInUse);

    const actions = (await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'cal'), eq(auditLog.entityId, String(cal.id)))).orderBy(auditLog.id)).map((e) => e.action);
    expect(actions).toEqual(['cal.create', 'cal.update']);
  });

  it('deletes an unused CAL with its milestones, and orders the CALs', async () => {
    const created = await as.coordinator.json('POST', fillPath(API.createCal.path, { course: fetp }), {
      ...RAPID, short_name: 'PB', full_name: 'Policy Brief', group: 'scientific_communication', tephinet_category: null,
      forms: { registration: 'sc-registration', start: null, end: null, abstract: 'sc-abstract' },
      milestones: [{ title: 'Brief draft', due_offset_days: 14, takes: 'abstract' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect(created.json().data.forms).toEqual({ registration: 'sc-registration', start: null, end: null, abstract: 'sc-abstract' });

    const ids = (await calsOf(as.coordinator, fetp)).results.map((c: { id: number }) => c.id) as number[];
    const order = [id, ...ids.filter((x) => x !== id)];
    const reordered = await as.coordinator.json('POST', fillPath(API.reorderCals.path, { course: fetp }), { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().results.map((c: { id: number }) => c.id)).toEqual(order);
    const partial = await as.coordinator.json('POST', fillPath(API.reorderCals.path, { course: fetp }), { ids: order.slice(1) });
    expect(partial.statusCode).toBe(400);

    const deleted = await as.coordinator.json('DELETE', fillPath(API.deleteCal.path, { cal: id }));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().results.map((c: { id: number }) => c.id)).not.toContain(id);
    const audited = async (action: string, entityId: number) =>
      ctx.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
    expect(await audited('cal.reorder', fetp)).toEqual([expect.objectContaining({ actorId: as.coordinator.userId, courseId: fetp, after: order })]);
    expect(await audited('cal.delete', id)).toEqual([expect.objectContaining({ actorId: as.coordinator.userId, courseId: fetp })]);
    expect(await ctx.db.select().from(calMilestoneTemplates).where(eq(calMilestoneTemplates.calId, id))).toHaveLength(0);
    // Its form stays: versions are never deleted.
    expect((await ctx.db.select().from(calForms).where(eq(calForms.key, 'sc-abstract'))).length).toBeGreaterThan(0);
  });
});

describe('CAL templates: refusals', () => {
  it('bad input is a 400 with the field’s message and changes nothing', async () => {
    const before = await ctx.db.select().from(cals).where(eq(cals.courseId, fetp));
    const url = fillPath(API.createCal.path, { course: fetp });
    const cases: Array<[Partial<CalTemplateBody>, string, string]> = [
      [{ short_name: 'R R' }, 'short_name', M.badShortName],
      [{ full_name: '  ' }, 'full_name', M.fullNameRequired],
      [{ expected_count: 0 }, 'expected_count', M.badExpected],
      [{ milestones: [] }, 'milestones', M.milestonesRequired],
      [{ forms: { ...RAPID.forms, start: null } }, 'milestones.0.takes', M.takesWithoutForm],
      [{ forms: { ...RAPID.forms, end: 'NEW' } }, 'forms.end', M.formNotTaken],
      [{ milestones: [{ title: 'A', due_offset_days: 9, takes: 'start' }, { title: 'B', due_offset_days: 9, takes: 'file' }] }, 'milestones.1.due_offset_days', M.dueDaysInOrder],
      [{ milestones: [{ title: 'A', due_offset_days: 3, takes: 'start' }, { title: 'B', due_offset_days: 9, takes: 'start' }] }, 'milestones.1.takes', M.formTakenTwice],
      // A form of another kind, and one no course uses.
      [{ forms: { ...RAPID.forms, start: 'sc-abstract' } }, 'forms.start', M.badForm],
      [{ forms: { ...RAPID.forms, registration: 'no-such-form' } }, 'forms.registration', M.badForm],
    ];
    for (const [change, field, message] of cases) {
      const res = await as.coordinator.json('POST', url, { ...RAPID, short_name: 'BAD', ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    const taken = await as.coordinator.json('POST', url, { ...RAPID, short_name: 'oi' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.short_name).toEqual([M.shortNameTaken]);
    expect(await ctx.db.select().from(cals).where(eq(cals.courseId, fetp))).toHaveLength(before.length);
    expect(await ctx.db.select().from(calForms).where(eq(calForms.key, `c${fetp}-bad-registration`))).toHaveLength(0);
  });

  it('a Frontline course has no CALs: the list says so and an addition is refused (409), writing nothing', async () => {
    const [frontline] = await ctx.db.select({ id: courses.id }).from(courses).where(eq(courses.type, 'Frontline Courses'));
    expect((await calsOf(as.admin, frontline!.id))).toMatchObject({ has_cal: false, results: [] });
    expect((await calsOf(as.admin, fetp)).has_cal).toBe(true);
    const refused = await as.admin.json('POST', fillPath(API.createCal.path, { course: frontline!.id }), { ...RAPID, short_name: 'FL' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.frontlineHasNoCals);
    expect(await ctx.db.select().from(cals).where(eq(cals.courseId, frontline!.id))).toHaveLength(0);
    expect(await ctx.db.select().from(calForms).where(eq(calForms.key, `c${frontline!.id}-fl-registration`))).toHaveLength(0);
  });

  it('another course’s CALs are refused to a coordinator (403) and nothing changes; an administrator manages every course', async () => {
    const foreign = await as.admin.json('POST', fillPath(API.createCal.path, { course: shortCourse }), { ...RAPID, short_name: 'SC1' });
    expect(foreign.statusCode, foreign.body).toBe(200);
    const foreignId = foreign.json().data.id as number;
    // A coordinator of the FETP course only (the demo coordinator coordinates several courses).
    const c = await sessionOf(ctx, (await createCoordinator(ctx.db, [fetp])).email);
    expect((await c.get(fillPath(API.cals.path, { course: shortCourse }))).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.createCal.path, { course: shortCourse }), { ...RAPID, short_name: 'MINE' })).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.reorderCals.path, { course: shortCourse }), { ids: [foreignId] })).statusCode).toBe(403);
    expect((await c.json('PATCH', fillPath(API.updateCal.path, { cal: foreignId }), { ...RAPID, short_name: 'MINE' })).statusCode).toBe(403);
    expect((await c.json('DELETE', fillPath(API.deleteCal.path, { cal: foreignId }))).statusCode).toBe(403);
    // The short course's new forms are not offered to the FETP coordinator, who does not manage it.
    const offered = (await calsOf(c, fetp)).forms.map((f: { key: string }) => f.key);
    expect(offered).not.toContain(`c${shortCourse}-sc1-registration`);
    const borrowed = await c.json('POST', fillPath(API.createCal.path, { course: fetp }), { ...RAPID, short_name: 'BRW', forms: { ...RAPID.forms, registration: `c${shortCourse}-sc1-registration` } });
    expect(borrowed.statusCode).toBe(400);
    const [still] = await ctx.db.select().from(cals).where(eq(cals.id, foreignId));
    expect(still!.shortName).toBe('SC1');
    // A CAL that does not exist: 403 for a coordinator (as another's), 404 for an administrator.
    expect((await c.json('DELETE', fillPath(API.deleteCal.path, { cal: 99_999_999 }))).statusCode).toBe(403);
    expect((await as.admin.json('DELETE', fillPath(API.deleteCal.path, { cal: 99_999_999 }))).statusCode).toBe(404);
    expect((await as.admin.get(fillPath(API.cals.path, { course: 99_999_999 }))).statusCode).toBe(404);
    expect((await as.admin.json('DELETE', fillPath(API.deleteCal.path, { cal: foreignId }))).statusCode).toBe(200);
  });

  it('advisors, mentors, mentees and a coordinator of no course are refused (403); without a session 401', async () => {
    const advisor = await sessionOf(ctx, DEMO_ACCOUNTS.advisor);
    const mentor = await sessionOf(ctx, DEMO_ACCOUNTS.mentors[0]!);
    const idleSession = await sessionOf(ctx, (await createCoordinator(ctx.db, [])).email);
    const outsider = await sessionOf(ctx, (await createUser(ctx.db, [ROLES.mentor])).email);
    const [own] = await ctx.db.select({ id: cals.id }).from(cals).where(eq(cals.courseId, fetp)).limit(1);
    for (const caller of [advisor, mentor, outsider, as.mentee, idleSession]) {
      expect((await caller.get(fillPath(API.cals.path, { course: fetp }))).statusCode).toBe(403);
      expect((await caller.json('POST', fillPath(API.createCal.path, { course: fetp }), { ...RAPID, short_name: 'X' })).statusCode).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateCal.path, { cal: own!.id }), { ...RAPID, short_name: 'X' })).statusCode).toBe(403);
      expect((await caller.json('DELETE', fillPath(API.deleteCal.path, { cal: own!.id }))).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: fillPath(API.cals.path, { course: fetp }) });
    expect(anonymous.statusCode).toBe(401);
  });
});
