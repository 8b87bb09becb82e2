import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { coursesManagedBy, inScope } from '../../db/scopes';
import { calForms, calMilestoneTemplates, cals, courses, subCals } from '../../db/schema';

/** A course's CAL templates: reads and writes (Drizzle only; rules are in service.ts). */

export type CalRow = typeof cals.$inferSelect;
export type MilestoneTemplateRow = typeof calMilestoneTemplates.$inferSelect;

/** The course's type (FETP Course, Short Courses, Frontline Courses), or undefined. */
export async function courseTypeOf(db: Queryable, courseId: number): Promise<string | undefined> {
  const [row] = await db.select({ type: courses.type }).from(courses).where(eq(courses.id, courseId));
  return row?.type;
}

/** A course's CALs in their order, each with its registered work counted (one statement). */
export async function calsOf(db: Queryable, courseId: number) {
  const registered = db.select({ calId: subCals.calId, n: count().as('n') }).from(subCals).where(eq(subCals.courseId, courseId)).groupBy(subCals.calId).as('registered');
  return db
    .select({ cal: cals, subCals: sql<number>`coalesce(${registered.n}, 0)::int` })
    .from(cals)
    .leftJoin(registered, eq(registered.calId, cals.id))
    .where(eq(cals.courseId, courseId))
    .orderBy(asc(cals.sortOrder), asc(cals.id));
}

/** The milestone templates of a course's CALs, in order. */
export async function milestoneTemplatesOf(db: Queryable, courseId: number): Promise<MilestoneTemplateRow[]> {
  return db
    .select({ id: calMilestoneTemplates.id, calId: calMilestoneTemplates.calId, sequence: calMilestoneTemplates.sequence, title: calMilestoneTemplates.title,
      dueOffsetDays: calMilestoneTemplates.dueOffsetDays, takes: calMilestoneTemplates.takes })
    .from(calMilestoneTemplates)
    .innerJoin(cals, eq(cals.id, calMilestoneTemplates.calId))
    .where(eq(cals.courseId, courseId))
    .orderBy(asc(calMilestoneTemplates.calId), asc(calMilestoneTemplates.sequence));
}

/** A CAL, locked for the change that follows, with its registered work counted. */
export async function calForChange(db: Queryable, calId: number) {
  const [cal] = await db.select().from(cals).where(eq(cals.id, calId)).for('update');
  if (!cal) return undefined;
  const [registered] = await db.select({ n: count() }).from(subCals).where(eq(subCals.calId, calId));
  return { cal, subCals: registered?.n ?? 0 };
}

/** Another CAL of the course with this short name (case ignored), if any. */
export async function shortNameTaken(db: Queryable, courseId: number, shortName: string, exceptCalId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: cals.id }).from(cals)
    .where(and(eq(cals.courseId, courseId), sql`lower(${cals.shortName}) = lower(${shortName})`, exceptCalId === null ? undefined : sql`${cals.id} <> ${exceptCalId}`))
    .limit(1);
  return Boolean(row);
}

/** The latest version of each CAL form used by a CAL of the courses the user manages (every course for an administrator). */
export async function formsManagedBy(db: Queryable, userId: number) {
  const used = db.select({ key: sql<string>`k.key`.as('key') })
    .from(sql`${cals} cross join lateral (values (${cals.registrationFormKey}), (${cals.startFormKey}), (${cals.endFormKey}), (${cals.abstractFormKey})) as k(key)`)
    .where(and(inScope(cals.courseId, coursesManagedBy(db, userId)), sql`k.key is not null`));
  return db
    .selectDistinctOn([calForms.key], { key: calForms.key, kind: calForms.kind, name: sql<string>`coalesce(${calForms.definition}->>'name', ${calForms.key})` })
    .from(calForms)
    .where(inArray(calForms.key, used))
    .orderBy(calForms.key, desc(calForms.version));
}

/** Whether a form key is in use by any CAL, or stored at all. */
export async function formKeyExists(db: Queryable, key: string): Promise<boolean> {
  const [row] = await db.select({ id: calForms.id }).from(calForms).where(eq(calForms.key, key)).limit(1);
  return Boolean(row);
}

export async function insertForm(db: Queryable, values: { key: string; kind: string; definition: unknown; createdBy: number }): Promise<number> {
  const [row] = await db.insert(calForms).values({ ...values, version: 1 }).returning({ id: calForms.id });
  return row!.id;
}

export async function nextCalPosition(db: Queryable, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${cals.sortOrder}) + 1, 0)::int` }).from(cals).where(eq(cals.courseId, courseId));
  return row?.n ?? 0;
}

/** The ids of a course's CALs, locked for a reorder. */
export async function calIdsOf(db: Queryable, courseId: number): Promise<number[]> {
  const rows = await db.select({ id: cals.id }).from(cals).where(eq(cals.courseId, courseId)).orderBy(asc(cals.sortOrder), asc(cals.id)).for('update');
  return rows.map((r) => r.id);
}

export async function insertCal(db: Queryable, values: typeof cals.$inferInsert): Promise<number> {
  const [row] = await db.insert(cals).values(values).returning({ id: cals.id });
  return row!.id;
}

export async function updateCal(db: Queryable, calId: number, values: Partial<typeof cals.$inferInsert>) {
  await db.update(cals).set(values).where(eq(cals.id, calId));
}

/** Replaces a CAL's milestone templates (registered work keeps the milestones it was given). */
export async function replaceMilestoneTemplates(db: Queryable, calId: number, rows: Array<{ title: string; dueOffsetDays: number; takes: string }>) {
  await db.delete(calMilestoneTemplates).where(eq(calMilestoneTemplates.calId, calId));
  if (rows.length) await db.insert(calMilestoneTemplates).values(rows.map((r, i) => ({ ...r, calId, sequence: i + 1 })));
}

export async function deleteCal(db: Queryable, calId: number) {
  await db.delete(cals).where(eq(cals.id, calId));
}

/** Sets the CALs' order to the order of `ids`. */
export async function setCalPositions(db: Queryable, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const positions = sql.join(ids.map((id, i) => sql`(${id}::int, ${i}::int)`), sql`, `);
  await db.execute(sql`update ${cals} set sort_order = v.pos from (values ${positions}) as v(id, pos) where ${cals.id} = v.id`);
}
