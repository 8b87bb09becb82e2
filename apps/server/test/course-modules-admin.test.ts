import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { COURSE_MODULES_API as API, COURSE_MODULES_MESSAGES as M, ROLES, type RoleName } from '@fetp/contract';
import { auditLog, courseModules, courseUnits, courses, unitCompletions } from '../src/db/schema';
import { createCoordinator, createUser } from './factories';
import { DEMO_ACCOUNTS, createTestContext, sessionOf, type Client, type TestContext, fillPath } from './helpers';

/** A course's modules and units in Content Management (issue 32): administrators, a course's coordinators, IDOR, deletion rules, the officers' view. */

let ctx: TestContext;
let fetp: number;
let shortCourse: number;
const as = {} as Record<'admin' | 'coordinator' | 'mentee', Client & { userId: number }>;

const UNIT = { title: 'Rapid risk assessment', url: 'https://www.who.int/publications', facilitator: 'Dr. Meera Iyer', date: '2027-02-03', time: '09:30', duration_minutes: 90 };
const officerModules = (client: Client & { userId: number }, courseId: number) => client.post(`/cal/api/mentee/${client.userId}/details/modules`, { course_id: courseId });

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

describe('modules and units: a coordinator of the course', () => {
  it('lists, adds a module and a unit that the officer then sees in MODULES, changes and reorders them; each change audited', async () => {
    const list = await as.coordinator.get(fillPath(API.modules.path, { course: fetp }));
    expect(list.statusCode, list.body).toBe(200);
    const before = list.json().results;
    expect(before[0]).toMatchObject({ name: 'Introduction to field epidemiology', course_id: fetp });
    expect(before[0].units[0]).toMatchObject({ title: 'What field epidemiologists do', completed: expect.any(Number) });

    const created = await as.coordinator.json('POST', fillPath(API.createModule.path, { course: fetp }), { name: 'One Health' });
    expect(created.statusCode, created.body).toBe(200);
    const moduleId = created.json().data.id as number;
    const unit = await as.coordinator.json('POST', fillPath(API.createUnit.path, { module: moduleId }), UNIT);
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json().data).toMatchObject({ ...UNIT, module_id: moduleId, completed: 0, has_content: false });
    const [stored] = await ctx.db.select().from(courseUnits).where(eq(courseUnits.id, unit.json().data.id));
    expect(stored!.startsAt!.toISOString()).toBe('2027-02-03T09:30:00.000Z');

    const seen = (await officerModules(as.mentee, fetp)).json().data;
    expect(seen.at(-1)).toMatchObject({ module_name: 'One Health' });
    expect(seen.at(-1).unit_data[0]).toMatchObject({ unit: 'Rapid risk assessment', date: '03-02-2027', facilitator: 'Dr. Meera Iyer', unit_url: UNIT.url, duration_str: '09:30 · 1 h 30 min' });

    const renamed = await as.coordinator.json('PATCH', fillPath(API.updateModule.path, { module: moduleId }), { name: 'One Health approach' });
    expect(renamed.json().data.name).toBe('One Health approach');
    const changed = await as.coordinator.json('PATCH', fillPath(API.updateUnit.path, { unit: unit.json().data.id }), { date: null, time: null, duration_minutes: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ date: null, time: null, title: UNIT.title });

    const second = await as.coordinator.json('POST', fillPath(API.createUnit.path, { module: moduleId }), { ...UNIT, title: 'Zoonoses', date: null, time: null });
    const unitIds = [second.json().data.id, unit.json().data.id];
    const units = await as.coordinator.json('POST', fillPath(API.reorderUnits.path, { module: moduleId }), { ids: unitIds });
    expect(units.statusCode, units.body).toBe(200);
    expect(units.json().data.units.map((u: { id: number }) => u.id)).toEqual(unitIds);

    const ids = [moduleId, ...before.map((m: { id: number }) => m.id)];
    const reordered = await as.coordinator.json('POST', fillPath(API.reorderModules.path, { course: fetp }), { ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await officerModules(as.mentee, fetp)).json().data[0]).toMatchObject({ module_name: 'One Health approach' });
    expect((await officerModules(as.mentee, fetp)).json().data[0].unit_data.map((u: { unit: string }) => u.unit)).toEqual(['Zoonoses', 'Rapid risk assessment']);

    const actions = (await ctx.db.select().from(auditLog).where(and(eq(auditLog.courseId, fetp), eq(auditLog.actorId, as.coordinator.userId)))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['module.create', 'unit.create', 'module.update', 'unit.update', 'unit.reorder', 'module.reorder']));
  });

  it('deletes a unit nobody completed and an empty module after confirming; refuses a completed unit and its module (409)', async () => {
    const mod = (await as.coordinator.json('POST', fillPath(API.createModule.path, { course: fetp }), { name: 'To remove' })).json().data.id as number;
    const free = (await as.coordinator.json('POST', fillPath(API.createUnit.path, { module: mod }), UNIT)).json().data.id as number;
    const done = (await as.coordinator.json('POST', fillPath(API.createUnit.path, { module: mod }), { ...UNIT, title: 'Done by an officer' })).json().data.id as number;
    await ctx.db.insert(unitCompletions).values({ unitId: done, userId: as.mentee.userId, openedAt: new Date(), doneAt: new Date(), doneBy: as.mentee.userId });

    const refused = await as.coordinator.json('DELETE', fillPath(API.deleteUnit.path, { unit: done }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.unitCompleted);
    const refusedModule = await as.coordinator.json('DELETE', fillPath(API.deleteModule.path, { module: mod }));
    expect(refusedModule.statusCode).toBe(409);
    expect(refusedModule.json().message).toBe(M.moduleCompleted);
    expect(await ctx.db.select().from(courseUnits).where(eq(courseUnits.id, done))).toHaveLength(1);

    const removed = await as.coordinator.json('DELETE', fillPath(API.deleteUnit.path, { unit: free }));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().results.find((m: { id: number }) => m.id === mod).units.map((u: { id: number }) => u.id)).toEqual([done]);
    const [unitEntry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'unit.delete'), eq(auditLog.entityId, String(free))));
    expect(unitEntry).toMatchObject({ actorId: as.coordinator.userId, courseId: fetp });
    // Once the officer's completion is gone (marked pending), the module may go.
    await ctx.db.delete(unitCompletions).where(eq(unitCompletions.unitId, done));
    const gone = await as.coordinator.json('DELETE', fillPath(API.deleteModule.path, { module: mod }));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await ctx.db.select().from(courseModules).where(eq(courseModules.id, mod))).toHaveLength(0);
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'module.delete'), eq(auditLog.entityId, String(mod))));
    expect(entry).toMatchObject({ actorId: as.coordinator.userId, courseId: fetp });
  });

  it('a course, module or unit of another course is refused (403) and nothing changes', async () => {
    const [otherModule] = await ctx.db.select().from(courseModules).where(eq(courseModules.courseId, shortCourse));
    const foreignModule = otherModule ?? (await ctx.db.insert(courseModules).values({ courseId: shortCourse, name: 'Short module', position: 0 }).returning())[0]!;
    const [foreignUnit] = await ctx.db.insert(courseUnits).values({ moduleId: foreignModule.id, position: 9, title: 'Theirs', url: '' }).returning();
    const own = (await ctx.db.select().from(courseModules).where(eq(courseModules.courseId, fetp)))[0]!;
    // A coordinator of this course only (the demo's coordinates every course).
    const c = await sessionOf(ctx, (await createCoordinator(ctx.db, [fetp])).email);
    expect((await c.get(fillPath(API.modules.path, { course: fetp }))).statusCode).toBe(200);
    expect((await c.get(fillPath(API.modules.path, { course: shortCourse }))).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.createModule.path, { course: shortCourse }), { name: 'Mine now' })).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.reorderModules.path, { course: shortCourse }), { ids: [foreignModule.id] })).statusCode).toBe(403);
    expect((await c.json('PATCH', fillPath(API.updateModule.path, { module: foreignModule.id }), { name: 'Mine now' })).statusCode).toBe(403);
    expect((await c.json('DELETE', fillPath(API.deleteModule.path, { module: foreignModule.id }))).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.createUnit.path, { module: foreignModule.id }), UNIT)).statusCode).toBe(403);
    expect((await c.json('POST', fillPath(API.reorderUnits.path, { module: foreignModule.id }), { ids: [foreignUnit!.id] })).statusCode).toBe(403);
    expect((await c.json('PATCH', fillPath(API.updateUnit.path, { unit: foreignUnit!.id }), { title: 'Mine now' })).statusCode).toBe(403);
    expect((await c.json('DELETE', fillPath(API.deleteUnit.path, { unit: foreignUnit!.id }))).statusCode).toBe(403);
    // Another course's module passed off in one's own course's order.
    expect((await c.json('POST', fillPath(API.reorderModules.path, { course: fetp }), { ids: [foreignModule.id] })).statusCode).toBe(400);
    // A module or unit that does not exist: 403 for a coordinator (as another's), 404 for an administrator.
    expect((await c.json('PATCH', fillPath(API.updateModule.path, { module: 99_999_999 }), { name: 'x' })).statusCode).toBe(403);
    expect((await as.admin.json('PATCH', fillPath(API.updateModule.path, { module: 99_999_999 }), { name: 'x' })).statusCode).toBe(404);
    expect((await as.admin.json('DELETE', fillPath(API.deleteUnit.path, { unit: 99_999_999 }))).statusCode).toBe(404);
    expect((await as.admin.get(fillPath(API.modules.path, { course: 99_999_999 }))).statusCode).toBe(404);
    const [after] = await ctx.db.select().from(courseUnits).where(eq(courseUnits.id, foreignUnit!.id));
    expect(after!.title).toBe('Theirs');
    const [ownAfter] = await ctx.db.select().from(courseModules).where(eq(courseModules.id, own.id));
    expect(ownAfter!.name).toBe(own.name);
  });
});

describe('modules and units: others', () => {
  it('an administrator manages every course', async () => {
    const created = await as.admin.json('POST', fillPath(API.createModule.path, { course: shortCourse }), { name: 'Short course wrap-up' });
    expect(created.statusCode, created.body).toBe(200);
    expect((await as.admin.get(fillPath(API.modules.path, { course: shortCourse }))).json().results.map((m: { name: string }) => m.name)).toContain('Short course wrap-up');
  });

  it('advisors, mentors, mentees and a coordinator of no course are refused (403); without a session 401', async () => {
    const own = (await ctx.db.select().from(courseModules).where(eq(courseModules.courseId, fetp)))[0]!;
    const roles: RoleName[] = [ROLES.advisor, ROLES.mentor, ROLES.mentee];
    const callers = [...await Promise.all(roles.map(async (r) => sessionOf(ctx, (await createUser(ctx.db, [r])).email))), await sessionOf(ctx, (await createCoordinator(ctx.db, [])).email)];
    for (const caller of callers) {
      expect((await caller.get(fillPath(API.modules.path, { course: fetp }))).statusCode).toBe(403);
      expect((await caller.json('POST', fillPath(API.createModule.path, { course: fetp }), { name: 'x' })).statusCode).toBe(403);
      expect((await caller.json('PATCH', fillPath(API.updateModule.path, { module: own.id }), { name: 'x' })).statusCode).toBe(403);
      expect((await caller.json('DELETE', fillPath(API.deleteModule.path, { module: own.id }))).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: fillPath(API.modules.path, { course: fetp }) })).statusCode).toBe(401);
  });

  it('bad input is a 400 with the field’s message and changes nothing', async () => {
    const own = (await ctx.db.select().from(courseModules).where(eq(courseModules.courseId, fetp)))[0]!;
    const count = (await ctx.db.select().from(courseUnits).where(eq(courseUnits.moduleId, own.id))).length;
    const cases: Array<[unknown, string, string]> = [
      [{ ...UNIT, title: ' ' }, 'title', M.titleRequired],
      [{ ...UNIT, url: 'javascript:alert(1)' }, 'url', M.badUrl],
      [{ ...UNIT, date: '2027-02-30' }, 'date', M.badDate],
      [{ ...UNIT, time: '25:00' }, 'time', M.badTime],
      [{ ...UNIT, date: null }, 'time', M.timeWithoutDate],
      [{ ...UNIT, duration_minutes: 0 }, 'duration_minutes', M.badDuration],
      [{ ...UNIT, duration_minutes: 1.5 }, 'duration_minutes', M.badDuration],
      [{ ...UNIT, facilitator: 'x'.repeat(201) }, 'facilitator', M.facilitatorTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await as.coordinator.json('POST', fillPath(API.createUnit.path, { module: own.id }), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect((await as.coordinator.json('POST', fillPath(API.createModule.path, { course: fetp }), { name: '' })).json().errors.name).toEqual([M.nameRequired]);
    const unit = (await ctx.db.select().from(courseUnits).where(eq(courseUnits.moduleId, own.id)))[0]!;
    // A time kept without its date once the date is cleared.
    if (unit.startsAt) expect((await as.coordinator.json('PATCH', fillPath(API.updateUnit.path, { unit: unit.id }), { date: null })).statusCode).toBe(400);
    expect((await ctx.db.select().from(courseUnits).where(eq(courseUnits.moduleId, own.id))).length).toBe(count);
  });
});
