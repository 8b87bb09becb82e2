import type { z } from 'zod';
import {
  COURSE_MODULES_MESSAGES as MM, DASHBOARD_MESSAGES, MODULE_MESSAGES, MODULES_API, MODULE_PROGRESS_PAGE_SIZE, unitProblems,
  type AdminModule, type AdminUnit, type moduleBody, type orderBody, type unitBody, type unitPatchBody,
} from '@fetp/contract';
import type { Services } from '../../services';
import { cohortStanding, coordinates } from '../../db/scopes';
import { HttpError, forbidden, notFound } from '../../plugins/errors';
import type { CurrentUser } from '../../plugins/auth';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../db/audit';
import type { courseUnits } from '../../db/schema';
import { notInScope, trackerScope, type Viewer } from '../../plugins/officer-access';
import { managedCourse as manageable } from '../../plugins/course-management';
import { progressFor } from '../../progress';
import {
  clearDone, courseOfUnit, deleteModule, deleteUnit, insertModule, insertUnit, markDone, markOpenedDone, moduleById,
  moduleHasCompletions, moduleIdsOf, moduleProgressOf, moduleRecordsOf, moduleTreeOf, modulesFrom, nextModulePosition, nextUnitPosition, recordOpening,
  renameModule, setPositions, unitById, unitContentOf, unitIdsOf, unitOf, updateUnitRow, type UnitRowStored,
} from './queries';

/**
 * Modules and units (001 §2.3, §3.5; 002 §2.4): who may do what (docs/architecture.md "Modules and
 * units"): the officer opens a unit and then marks it done; a coordinator marks it done or pending;
 * a mentor reads.
 */

type Db = Services['db'];

/**
 * An officer's modules and units in a course, with the page's names and the course progress; kept
 * for the caller's session until the progress tables change (services.trackerCache), as the tracker
 * is, checked against the answer's schema and encoded once: a course's units make it some 10 kB,
 * and serialising it again on every read cost as much as the rest of a kept read.
 */
export function menteeModulesJson({ db, trackerCache }: Services, caller: CurrentUser, menteeId: number, courseId: number): Promise<Buffer> {
  return trackerCache.forSession(db, caller, `modules:${menteeId}:${courseId}`, async () =>
    Buffer.from(JSON.stringify(MODULES_API.menteeModules.answer.parse(await modulesOf(db, caller.id, menteeId, courseId)))));
}

/** The modules page computed: standing and data are asked for at once. */
async function modulesOf(db: Db, callerId: number, menteeId: number, courseId: number) {
  // Course Progress comes from the one definition (../../progress), beside the list, not recounted from it.
  const [scope, records, progress] = await Promise.all([
    trackerScope(db, callerId, menteeId, courseId), moduleRecordsOf(db, courseId, menteeId), progressFor(db, menteeId, courseId),
  ]);
  const data = modulesFrom(records, scope.viewer, { menteeId, courseId });
  return { data, mentee_name: scope.menteeName, course_title: scope.courseTitle, course_progress: progress.course_progress };
}

/** The caller's standing to the officer in the course, and the unit checked to be of that course. */
async function unitScope(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const [scope, unitCourse] = await Promise.all([trackerScope(db, callerId, menteeId, courseId), courseOfUnit(db, unitId)]);
  if (unitCourse !== courseId) throw notInScope();
  return scope;
}

async function unitAnswer(db: Db, message: string, unitId: number, menteeId: number, courseId: number, viewer: Viewer) {
  const [data, progress] = await Promise.all([unitOf(db, unitId, menteeId, courseId, viewer), progressFor(db, menteeId, courseId)]);
  return { message, data: data!, course_progress: progress.course_progress };
}

/** The officer opens a unit (recorded once); a mentor or coordinator opening it records nothing. */
export async function openUnit(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const scope = await unitScope(db, callerId, menteeId, courseId, unitId);
  if (scope.viewer === 'self') await recordOpening(db, unitId, menteeId);
  return unitAnswer(db, MODULE_MESSAGES.opened, unitId, menteeId, courseId, scope.viewer);
}

/**
 * A unit's page on the portal: its text and link, for whoever stands to the officer in the course
 * (403 otherwise; 404 for a unit that is only an outside address). The officer reading it has opened it.
 */
export async function unitContent(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number) {
  const [scope, unit] = await Promise.all([unitScope(db, callerId, menteeId, courseId, unitId), unitContentOf(db, unitId)]);
  if (unit?.content == null) throw notFound(MODULE_MESSAGES.noContent);
  if (scope.viewer === 'self') await recordOpening(db, unitId, menteeId);
  const data = await unitOf(db, unitId, menteeId, courseId, scope.viewer);
  return {
    module_name: unit.moduleName, course_title: scope.courseTitle, mentee_name: scope.menteeName,
    content: unit.content, link_url: unit.linkUrl, data: data!,
  };
}

/** Marks a unit done (the officer once opened, a coordinator either way) or pending (a coordinator only). */
export async function setUnitStatus(db: Db, callerId: number, menteeId: number, courseId: number, unitId: number, done: boolean) {
  const scope = await unitScope(db, callerId, menteeId, courseId, unitId);
  if (scope.viewer === 'mentor') throw forbidden();
  if (!done) {
    if (scope.viewer !== 'coordinator') throw forbidden(MODULE_MESSAGES.onlyCoordinatorUndo);
    await clearDone(db, unitId, menteeId);
    return unitAnswer(db, MODULE_MESSAGES.unmarked, unitId, menteeId, courseId, scope.viewer);
  }
  if (scope.viewer === 'self') {
    if (!(await markOpenedDone(db, unitId, menteeId, callerId))) throw forbidden(MODULE_MESSAGES.notOpened);
  } else {
    await markDone(db, unitId, menteeId, callerId);
  }
  return unitAnswer(db, MODULE_MESSAGES.marked, unitId, menteeId, courseId, scope.viewer);
}

/** A coordinated course's officers (of one of its cohorts when given) with their module progress, paged. */
export async function courseModuleProgress({ db, progressCache }: Services, callerId: number, courseId: number, page: number, cohortId?: number) {
  // The standing and the page are asked for at once (a read; a refusal discards the page). The page
  // is kept until the progress tables change (db/versioned-cache.ts): it is the same for every coordinator.
  const [coordinating, cohort, { count, rows }] = await Promise.all([
    coordinates(db, callerId, courseId),
    cohortId === undefined ? Promise.resolve(undefined) : cohortStanding(db, callerId, cohortId),
    progressCache.get(db, `modules:${courseId}:${cohortId ?? ''}:${page}`, () => moduleProgressOf(db, courseId, page, cohortId)),
  ]);
  if (!coordinating) throw forbidden();
  // A cohort of another course (or none) is refused as one the caller does not coordinate.
  if (cohortId !== undefined && cohort?.courseId !== courseId) throw forbidden(DASHBOARD_MESSAGES.notYourCohort);
  return { count, page, page_size: MODULE_PROGRESS_PAGE_SIZE, data: rows };
}

// ---- Content Management: a course's modules and units (issue 32) ----

/*
 * An administrator manages every course's modules, a Course Coordinator those of the courses they
 * coordinate (db/scopes.ts `coursesManagedBy`). A course, module or unit of another course is
 * refused with 403 for a coordinator whether or not it exists; an administrator naming one that
 * does not exist gets 404. Deleting a unit an officer has completed (or its module) is refused
 * (409): the officer's record of it would go with it; a unit only opened is deleted with its
 * openings. Every change is audited with its course, so the course's coordinators read it.
 */

/** Refuses a course the caller does not manage (403, or 404 for an administrator when it does not exist). */
const managedCourse = (db: Queryable, user: CurrentUser, courseId: number | null, missing: string) =>
  manageable(db, user, courseId, { missing, courseMissing: MM.courseNotFound, notYours: MM.notYourCourse });

const pad = (n: number) => String(n).padStart(2, '0');
function unitOut(unit: UnitRowStored, completed: number): AdminUnit {
  const at = unit.startsAt;
  return {
    id: unit.id, module_id: unit.moduleId, title: unit.title, url: unit.url, facilitator: unit.facilitator,
    date: at ? at.toISOString().slice(0, 10) : null,
    time: at ? `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}` : null,
    duration_minutes: unit.durationMinutes, has_content: unit.content !== null, completed,
  };
}

async function modulesOfCourse(db: Queryable, courseId: number): Promise<AdminModule[]> {
  const modules: AdminModule[] = [];
  for (const row of await moduleTreeOf(db, courseId)) {
    let module = modules.at(-1);
    if (!module || module.id !== row.module.id) {
      module = { id: row.module.id, course_id: row.module.courseId, name: row.module.name, units: [] };
      modules.push(module);
    }
    if (row.unit) module.units.push(unitOut(row.unit, row.completed));
  }
  return modules;
}

async function moduleOut(db: Queryable, moduleId: number): Promise<AdminModule> {
  const module = (await moduleById(db, moduleId))!;
  return (await modulesOfCourse(db, module.courseId)).find((m) => m.id === moduleId)!;
}

/** When a unit starts (UTC): its date at its time (midnight without one); null without a date. */
const startsAtOf = (date: string | null, time: string | null) => (date ? new Date(`${date}T${time ?? '00:00'}:00Z`) : null);

export async function listCourseModules({ db }: Services, user: CurrentUser, courseId: number) {
  await managedCourse(db, user, courseId, MM.courseNotFound);
  return { results: await modulesOfCourse(db, courseId) };
}

export async function createModule({ db }: Services, user: CurrentUser, courseId: number, body: z.output<typeof moduleBody>) {
  const id = await db.transaction(async (tx) => {
    await managedCourse(tx, user, courseId, MM.courseNotFound);
    const position = await nextModulePosition(tx, courseId);
    const id = await insertModule(tx, { courseId, name: body.name, position });
    await recordAudit(tx, { actorId: user.id, action: 'module.create', entity: 'module', entityId: id, courseId, after: { name: body.name, position } });
    return id;
  });
  return { message: MM.moduleCreated, data: await moduleOut(db, id) };
}

/** The module, when its course is the caller's to manage. */
async function managedModule(db: Queryable, user: CurrentUser, moduleId: number) {
  const module = await moduleById(db, moduleId);
  await managedCourse(db, user, module?.courseId ?? null, MM.moduleNotFound);
  return module!;
}

export async function updateModule({ db }: Services, user: CurrentUser, moduleId: number, body: z.output<typeof moduleBody>) {
  await db.transaction(async (tx) => {
    const before = await managedModule(tx, user, moduleId);
    await renameModule(tx, moduleId, body.name);
    await recordAudit(tx, { actorId: user.id, action: 'module.update', entity: 'module', entityId: moduleId, courseId: before.courseId, before, after: { ...before, name: body.name } });
  });
  return { message: MM.moduleSaved, data: await moduleOut(db, moduleId) };
}

export async function removeModule({ db }: Services, user: CurrentUser, moduleId: number) {
  const courseId = await db.transaction(async (tx) => {
    const before = await managedModule(tx, user, moduleId);
    await unitIdsOf(tx, moduleId);
    if (await moduleHasCompletions(tx, moduleId)) throw new HttpError(409, MM.moduleCompleted);
    const units = (await modulesOfCourse(tx, before.courseId)).find((m) => m.id === moduleId)?.units ?? [];
    await deleteModule(tx, moduleId);
    await recordAudit(tx, { actorId: user.id, action: 'module.delete', entity: 'module', entityId: moduleId, courseId: before.courseId, before: { ...before, units } });
    return before.courseId;
  });
  return { message: MM.moduleDeleted, results: await modulesOfCourse(db, courseId) };
}

/** `ids` must name each of the current ids once. */
function checkOrder(current: number[], ids: number[]) {
  const known = new Set(current);
  if (ids.length !== known.size || new Set(ids).size !== known.size || ids.some((id) => !known.has(id))) {
    throw new HttpError(400, MM.badOrder, { ids: [MM.badOrder] });
  }
}

export async function reorderModules({ db }: Services, user: CurrentUser, courseId: number, body: z.output<typeof orderBody>) {
  await db.transaction(async (tx) => {
    await managedCourse(tx, user, courseId, MM.courseNotFound);
    const before = await moduleIdsOf(tx, courseId);
    checkOrder(before, body.ids);
    await setPositions(tx, 'course_modules', body.ids);
    await recordAudit(tx, { actorId: user.id, action: 'module.reorder', entity: 'course', entityId: courseId, courseId, before, after: body.ids });
  });
  return { message: MM.reordered, results: await modulesOfCourse(db, courseId) };
}

type UnitValues = Partial<typeof courseUnits.$inferInsert>;

export async function createUnit({ db }: Services, user: CurrentUser, moduleId: number, body: z.output<typeof unitBody>) {
  const id = await db.transaction(async (tx) => {
    const module = await managedModule(tx, user, moduleId);
    await unitIdsOf(tx, moduleId);
    const position = await nextUnitPosition(tx, moduleId);
    const id = await insertUnit(tx, {
      moduleId, position, title: body.title, url: body.url, facilitator: body.facilitator,
      startsAt: startsAtOf(body.date, body.time), durationMinutes: body.duration_minutes,
    });
    await recordAudit(tx, { actorId: user.id, action: 'unit.create', entity: 'unit', entityId: id, courseId: module.courseId, after: { ...body, module_id: moduleId, position } });
    return id;
  });
  const row = (await unitById(db, id))!;
  return { message: MM.unitCreated, data: unitOut(row.unit, row.completed) };
}

/** The unit, when its course is the caller's to manage. */
async function managedUnit(db: Queryable, user: CurrentUser, unitId: number) {
  const row = await unitById(db, unitId);
  await managedCourse(db, user, row?.courseId ?? null, MM.unitNotFound);
  return row!;
}

export async function updateUnit({ db }: Services, user: CurrentUser, unitId: number, body: z.output<typeof unitPatchBody>) {
  await db.transaction(async (tx) => {
    const before = await managedUnit(tx, user, unitId);
    const was = unitOut(before.unit, before.completed);
    const date = body.date !== undefined ? body.date : was.date;
    const time = body.time !== undefined ? body.time : was.time;
    const problems = unitProblems({ date, time });
    if (problems.length) throw new HttpError(400, problems[0]!.message, { [problems[0]!.path]: [problems[0]!.message] });
    const values: UnitValues = Object.fromEntries(Object.entries({
      title: body.title, url: body.url, facilitator: body.facilitator, durationMinutes: body.duration_minutes,
    }).filter(([, v]) => v !== undefined));
    if (body.date !== undefined || body.time !== undefined) values.startsAt = startsAtOf(date, time);
    await updateUnitRow(tx, unitId, values);
    const after = (await unitById(tx, unitId))!;
    await recordAudit(tx, { actorId: user.id, action: 'unit.update', entity: 'unit', entityId: unitId, courseId: before.courseId, before: was, after: unitOut(after.unit, after.completed) });
  });
  const row = (await unitById(db, unitId))!;
  return { message: MM.unitSaved, data: unitOut(row.unit, row.completed) };
}

export async function removeUnit({ db }: Services, user: CurrentUser, unitId: number) {
  const courseId = await db.transaction(async (tx) => {
    const before = await managedUnit(tx, user, unitId);
    await unitIdsOf(tx, before.unit.moduleId);
    const completed = (await unitById(tx, unitId))!.completed;
    if (completed > 0) throw new HttpError(409, MM.unitCompleted);
    await deleteUnit(tx, unitId);
    await recordAudit(tx, { actorId: user.id, action: 'unit.delete', entity: 'unit', entityId: unitId, courseId: before.courseId, before: unitOut(before.unit, completed) });
    return before.courseId;
  });
  return { message: MM.unitDeleted, results: await modulesOfCourse(db, courseId) };
}

export async function reorderUnits({ db }: Services, user: CurrentUser, moduleId: number, body: z.output<typeof orderBody>) {
  await db.transaction(async (tx) => {
    const module = await managedModule(tx, user, moduleId);
    const before = await unitIdsOf(tx, moduleId);
    checkOrder(before, body.ids);
    await setPositions(tx, 'course_units', body.ids);
    await recordAudit(tx, { actorId: user.id, action: 'unit.reorder', entity: 'module', entityId: moduleId, courseId: module.courseId, before, after: body.ids });
  });
  return { message: MM.reordered, data: await moduleOut(db, moduleId) };
}
