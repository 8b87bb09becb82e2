import { and, asc, eq, sql } from 'drizzle-orm';
import { MODULE_PROGRESS_PAGE_SIZE, dayMonthYear, pageUrl, type ModuleItem, type ModuleProgressRow, type UnitRow } from '@fetp/contract';
import { prepared, rowsOf, type Queryable } from '../../db/client';
import { courseModules, courseUnits, unitCompletions, users } from '../../db/schema';
import { isOfficerOf, officerCountOf, type Viewer } from '../../db/scopes';
import { completedUnitCount, progressOf, type Progress } from '../../progress';

/** DD-MM-YYYY (001 §5 Formats), in UTC as the programme schedules its sessions. */
const listDate = (at: Date) => dayMonthYear(at.toISOString().slice(0, 10));

/** "10:00 · 1 h 30 min": when a session starts and how long it lasts; '-' for a reading. */
function durationText(startsAt: Date | null, minutes: number | null): string {
  const parts: string[] = [];
  if (startsAt) parts.push(startsAt.toISOString().slice(11, 16));
  if (minutes) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    parts.push([h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' '));
  }
  return parts.length ? parts.join(' · ') : '-';
}

export interface UnitRecord {
  module_id: number;
  module_name: string;
  unit_id: number | null;
  title: string | null;
  url: string | null;
  facilitator: string | null;
  starts_at: string | Date | null;
  duration_minutes: number | null;
  /** The portal serves the unit's page (it has content). */
  has_content: boolean | null;
  opened_at: string | Date | null;
  done_at: string | Date | null;
  done_by: string | null;
}

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** What a viewer may do to a unit: the officer marks it done once opened; a coordinator marks it either way. */
export function unitActions(viewer: Viewer, opened: boolean, done: boolean) {
  return {
    can_mark_done: !done && (viewer === 'coordinator' || (viewer === 'self' && opened)),
    can_mark_pending: done && viewer === 'coordinator',
  };
}

/** Whose unit page a link leads to: the officer and the course. */
export interface UnitPageOf { menteeId: number; courseId: number }

export function unitRowOf(record: Omit<UnitRecord, 'module_id' | 'module_name'> & { unit_id: number }, viewer: Viewer, of: UnitPageOf): UnitRow {
  const startsAt = asDate(record.starts_at);
  const doneAt = asDate(record.done_at);
  const opened = record.opened_at !== null;
  return {
    id: record.unit_id,
    date: startsAt ? listDate(startsAt) : '-',
    duration_str: durationText(startsAt, record.duration_minutes),
    starts_at: startsAt ? startsAt.toISOString() : null,
    duration_minutes: record.duration_minutes,
    unit: record.title ?? '',
    // A unit with content opens on the portal's own page for this officer; else at its outside address.
    unit_url: record.has_content ? pageUrl('menteeUnit', { userid: of.menteeId, courseid: of.courseId, unit: record.unit_id }) : (record.url ?? ''),
    facilitator: record.facilitator || '-',
    status_check: doneAt !== null,
    done_at: doneAt ? doneAt.toISOString() : null,
    done_by: record.done_by,
    opened,
    ...unitActions(viewer, opened, doneAt !== null),
  };
}

/*
 * The statements a module page, a unit's opening or marking and the course banner run on every call
 * are prepared once per connection (their plans are cached: planning them cost more than running
 * them). Each name is unique in the app; its text never varies, the values come as placeholders.
 */

/** A unit's columns and the officer's progress in it, as `UnitRecord` names them. */
const unitColumns = {
  unit_id: courseUnits.id,
  title: courseUnits.title,
  url: courseUnits.url,
  facilitator: courseUnits.facilitator,
  starts_at: courseUnits.startsAt,
  duration_minutes: courseUnits.durationMinutes,
  has_content: sql<boolean | null>`${courseUnits.content} is not null`,
  opened_at: unitCompletions.openedAt,
  done_at: unitCompletions.doneAt,
  done_by: users.displayName,
};
/** The officer's `unit_completions` row of a unit (none: never opened), the officer given as the placeholder `mentee`. */
const menteeCompletion = and(eq(unitCompletions.unitId, courseUnits.id), eq(unitCompletions.userId, sql.placeholder('mentee')));

/** One unit and the officer's progress in it, prepared once per connection. */
function buildUnitStatement(db: Queryable) {
  return db
    .select(unitColumns)
    .from(courseUnits)
    .leftJoin(unitCompletions, menteeCompletion)
    .leftJoin(users, eq(users.id, unitCompletions.doneBy))
    .where(eq(courseUnits.id, sql.placeholder('unit')))
    .prepare('modules_unit_of');
}
const unitStatement = (db: Queryable) => prepared(db, 'modules_unit_of', (d) => buildUnitStatement(d as Queryable));

/** One unit as `viewer` sees it for this officer. */
export async function unitOf(db: Queryable, unitId: number, menteeId: number, courseId: number, viewer: Viewer): Promise<UnitRow | null> {
  const [row] = await unitStatement(db).execute({ unit: unitId, mentee: menteeId });
  return row ? unitRowOf(row, viewer, { menteeId, courseId }) : null;
}

/** A unit's page content and its module's name (content null: the unit is only an outside address). */
export async function unitContentOf(db: Queryable, unitId: number) {
  const [row] = await db.select({ content: courseUnits.content, linkUrl: courseUnits.linkUrl, moduleName: courseModules.name })
    .from(courseUnits).innerJoin(courseModules, eq(courseModules.id, courseUnits.moduleId)).where(eq(courseUnits.id, unitId));
  return row ?? null;
}

/** The course of a unit, prepared once per connection. */
function buildCourseOfUnitStatement(db: Queryable) {
  return db
    .select({ courseId: courseModules.courseId })
    .from(courseUnits)
    .innerJoin(courseModules, eq(courseModules.id, courseUnits.moduleId))
    .where(eq(courseUnits.id, sql.placeholder('unit')))
    .prepare('modules_course_of_unit');
}
const courseOfUnitStatement = (db: Queryable) => prepared(db, 'modules_course_of_unit', (d) => buildCourseOfUnitStatement(d as Queryable));

/** The course a unit belongs to, or null for no such unit. */
export async function courseOfUnit(db: Queryable, unitId: number): Promise<number | null> {
  const [row] = await courseOfUnitStatement(db).execute({ unit: unitId });
  return row?.courseId ?? null;
}

/** An officer's modules and units in a course (a module without units gives one row of nulls), prepared once per connection. */
function buildModulesStatement(db: Queryable) {
  return db
    .select({ module_id: courseModules.id, module_name: courseModules.name, ...unitColumns })
    .from(courseModules)
    .leftJoin(courseUnits, eq(courseUnits.moduleId, courseModules.id))
    .leftJoin(unitCompletions, menteeCompletion)
    .leftJoin(users, eq(users.id, unitCompletions.doneBy))
    .where(eq(courseModules.courseId, sql.placeholder('course')))
    .orderBy(asc(courseModules.position), asc(courseModules.id), asc(courseUnits.position), asc(courseUnits.id))
    .prepare('modules_modules_of');
}
const modulesStatement = (db: Queryable) => prepared(db, 'modules_modules_of', (d) => buildModulesStatement(d as Queryable));

/** An officer's modules in a course, each with its units in order and the officer's progress (one query). */
export function moduleRecordsOf(db: Queryable, courseId: number, menteeId: number): Promise<UnitRecord[]> {
  return modulesStatement(db).execute({ course: courseId, mentee: menteeId });
}

/** The module list as `viewer` sees it, from moduleRecordsOf's rows (so the rows can be read beside the caller's standing). */
export function modulesFrom(records: UnitRecord[], viewer: Viewer, of: UnitPageOf): ModuleItem[] {
  const modules: ModuleItem[] = [];
  for (const record of records) {
    let module = modules.at(-1);
    if (!module || module.id !== record.module_id) {
      module = { id: record.module_id, module_name: record.module_name, check_tick: true, unit_data: [] };
      modules.push(module);
    }
    if (record.unit_id === null) continue;
    const unit = unitRowOf({ ...record, unit_id: record.unit_id }, viewer, of);
    module.unit_data.push(unit);
    if (!unit.status_check) module.check_tick = false;
  }
  return modules;
}

/**
 * The officers of a course (of one of its cohorts when given, db/scopes.ts `isOfficerOf`), by name,
 * with their module progress (002 §2.4): modules of the course, modules whose every unit they have
 * done, and the share of units done, as ../../progress defines them. One statement per page, the
 * count included: the page walks `users_display_name_idx` and stops after a page, and only that
 * page's progress is computed. Not a prepared statement: its plan depends on the page (a generic
 * plan sorts every officer), so it is planned each time.
 */
export async function moduleProgressOf(db: Queryable, courseId: number, page: number, cohortId?: number): Promise<{ count: number; rows: ModuleProgressRow[] }> {
  const offset = (page - 1) * MODULE_PROGRESS_PAGE_SIZE;
  const within = cohortId === undefined ? { courseId } : { cohortId };
  const enrolledCount = officerCountOf(db, within);
  const rows = rowsOf<{ user_id: number; name: string; state: string | null; district: string | null; total: number } & Pick<Progress, 'modules' | 'modules_done' | 'course_progress'>>(
    await db.execute(sql`
      with page_ids as (
        select p.id, p.display_name as name, p.state_id, p.district_id
        from users p where ${isOfficerOf(db, sql`p.id`, within)}
        order by p.display_name, p.id
        limit ${MODULE_PROGRESS_PAGE_SIZE} offset ${offset}
      ),
      ${progressOf({ courseId, mentees: sql`select id from page_ids` })}
      select pg.id as user_id, pg.name, s.name as state, d.name as district, ${enrolledCount} as total,
             pr.modules, pr.modules_done, pr.course_progress
      from page_ids pg
      join progress pr on pr.mentee_id = pg.id
      left join states s on s.id = pg.state_id
      left join districts d on d.id = pg.district_id
      order by pg.name, pg.id`),
  );
  // A page past the end has no row to carry the count.
  const counted = rows.length ? { count: rows[0]!.total } : rowsOf<{ count: number }>(await db.execute(sql`select ${enrolledCount} as count`))[0];
  return {
    count: counted?.count ?? 0,
    rows: rows.map((row, index) => ({
      sno: offset + index + 1,
      officerName: row.name,
      location: [row.district, row.state].filter(Boolean).join(', ') || '-',
      totalModules: row.modules,
      modulesCompleted: row.modules_done,
      // The share of the course's units done: Course Progress (docs/architecture.md "Modules and units").
      moduleProgress: row.course_progress,
      userId: row.user_id,
      courseid: courseId,
    })),
  };
}

/** The officer opened a unit (the first time is kept). */
export async function recordOpening(db: Queryable, unitId: number, menteeId: number): Promise<void> {
  await db.execute(sql`
    insert into unit_completions (unit_id, user_id, opened_at) values (${unitId}, ${menteeId}, now())
    on conflict (unit_id, user_id) do update set opened_at = coalesce(unit_completions.opened_at, excluded.opened_at)`);
}

/** A coordinator marks a unit pending again for an officer. */
export async function clearDone(db: Queryable, unitId: number, menteeId: number): Promise<void> {
  await db.execute(sql`update unit_completions set done_at = null, done_by = null where unit_id = ${unitId} and user_id = ${menteeId}`);
}

/** The officer marks an opened unit done (a second mark keeps the first time); false when they never opened it. */
export async function markOpenedDone(db: Queryable, unitId: number, menteeId: number, by: number): Promise<boolean> {
  const marked = await db.execute(sql`
    update unit_completions set done_at = coalesce(done_at, now()), done_by = coalesce(done_by, ${by})
    where unit_id = ${unitId} and user_id = ${menteeId} and opened_at is not null returning unit_id`);
  return rowsOf(marked).length > 0;
}

/** A coordinator marks a unit done for an officer, opened or not. */
export async function markDone(db: Queryable, unitId: number, menteeId: number, by: number): Promise<void> {
  await db.execute(sql`
    insert into unit_completions (unit_id, user_id, done_at, done_by) values (${unitId}, ${menteeId}, now(), ${by})
    on conflict (unit_id, user_id) do update set done_at = coalesce(unit_completions.done_at, now()), done_by = coalesce(unit_completions.done_by, ${by})`);
}

// ---- Content Management: a course's modules and units (issue 32) ----

export type ModuleRow = typeof courseModules.$inferSelect;
export type UnitRowStored = typeof courseUnits.$inferSelect;

/** A course's modules and their units in order, each unit with its completions counted (one statement). */
export function moduleTreeOf(db: Queryable, courseId: number) {
  return db
    .select({ module: courseModules, unit: courseUnits, completed: completedUnitCount })
    .from(courseModules)
    .leftJoin(courseUnits, eq(courseUnits.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id), asc(courseUnits.position), asc(courseUnits.id));
}

export async function moduleById(db: Queryable, id: number): Promise<ModuleRow | null> {
  const [row] = await db.select().from(courseModules).where(eq(courseModules.id, id));
  return row ?? null;
}

/** A unit with its module's course and its completions counted. */
export async function unitById(db: Queryable, id: number) {
  const [row] = await db.select({ unit: courseUnits, courseId: courseModules.courseId, completed: completedUnitCount })
    .from(courseUnits).innerJoin(courseModules, eq(courseModules.id, courseUnits.moduleId)).where(eq(courseUnits.id, id));
  return row ?? null;
}

/** The next position after the last module of a course, or the last unit of a module. */
export async function nextModulePosition(db: Queryable, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${courseModules.position}), -1)::int + 1` }).from(courseModules).where(eq(courseModules.courseId, courseId));
  return row?.n ?? 0;
}
export async function nextUnitPosition(db: Queryable, moduleId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${courseUnits.position}), -1)::int + 1` }).from(courseUnits).where(eq(courseUnits.moduleId, moduleId));
  return row?.n ?? 0;
}

export async function insertModule(db: Queryable, values: typeof courseModules.$inferInsert): Promise<number> {
  const [row] = await db.insert(courseModules).values(values).returning({ id: courseModules.id });
  return row!.id;
}
export async function renameModule(db: Queryable, id: number, name: string): Promise<void> {
  await db.update(courseModules).set({ name }).where(eq(courseModules.id, id));
}
export async function deleteModule(db: Queryable, id: number): Promise<void> {
  await db.delete(courseModules).where(eq(courseModules.id, id));
}
export async function insertUnit(db: Queryable, values: typeof courseUnits.$inferInsert): Promise<number> {
  const [row] = await db.insert(courseUnits).values(values).returning({ id: courseUnits.id });
  return row!.id;
}
export async function updateUnitRow(db: Queryable, id: number, values: Partial<typeof courseUnits.$inferInsert>): Promise<void> {
  if (Object.keys(values).length) await db.update(courseUnits).set(values).where(eq(courseUnits.id, id));
}
export async function deleteUnit(db: Queryable, id: number): Promise<void> {
  await db.delete(courseUnits).where(eq(courseUnits.id, id));
}

/** The ids of a course's modules, or a module's units, locked for a change of their order. */
export async function moduleIdsOf(db: Queryable, courseId: number): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(sql`select id from course_modules where course_id = ${courseId} order by position, id for update`)).map((r) => r.id);
}
export async function unitIdsOf(db: Queryable, moduleId: number): Promise<number[]> {
  return rowsOf<{ id: number }>(await db.execute(sql`select id from course_units where module_id = ${moduleId} order by position, id for update`)).map((r) => r.id);
}

/** Each row's position as its index in `ids` (one statement). */
export async function setPositions(db: Queryable, table: 'course_modules' | 'course_units', ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const positions = sql.join(ids.map((id, i) => sql`(${id}::int, ${i}::int)`), sql`, `);
  await db.execute(sql`update ${sql.identifier(table)} t set position = v.pos from (values ${positions}) as v(id, pos) where t.id = v.id`);
}

export { moduleHasCompletions } from '../../progress';
