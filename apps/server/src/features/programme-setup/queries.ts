import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cohorts, courses, hubs } from '../../db/schema';
import { inScope, officerCountOf, officersByCohortOf, type Scope } from '../../db/scopes';

/** Programme setup's reads and writes of hubs, courses and cohorts (Drizzle only). */

export type HubRow = typeof hubs.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type CohortRow = typeof cohorts.$inferSelect;

// ---- Hubs ----

// Written with table names: inside a sub-select Drizzle names columns without their table.
const courseCountOfHub = sql<number>`(select count(*) from courses c where c.hub_id = "hubs"."id")::int`;

export async function hubPage(db: Queryable, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db.select({ hub: hubs, courses: courseCountOfHub }).from(hubs).orderBy(asc(hubs.name), asc(hubs.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(hubs),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function hubById(db: Queryable, id: number) {
  const [row] = await db.select({ hub: hubs, courses: courseCountOfHub }).from(hubs).where(eq(hubs.id, id));
  return row ?? null;
}

/** Whether another hub has this name (any case, around spaces). */
export async function hubNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: hubs.id }).from(hubs)
    .where(and(sql`lower(trim(${hubs.name})) = lower(${name.trim()})`, exceptId === undefined ? undefined : ne(hubs.id, exceptId))).limit(1);
  return Boolean(row);
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: hubs.id }).from(hubs).where(eq(hubs.slug, slug)).limit(1);
  return Boolean(row);
}

export async function insertHub(db: Queryable, values: typeof hubs.$inferInsert) {
  const [row] = await db.insert(hubs).values(values).returning({ id: hubs.id });
  return row!.id;
}

export async function updateHub(db: Queryable, id: number, values: Partial<typeof hubs.$inferInsert>) {
  if (Object.keys(values).length) await db.update(hubs).set(values).where(eq(hubs.id, id));
}

// ---- Courses ----

const cohortCountOfCourse = sql<number>`(select count(*) from cohorts co where co.course_id = "courses"."id")::int`;
const courseColumns = { course: courses, hubName: hubs.name, cohorts: cohortCountOfCourse };

/** A page of courses by title, within `scope` (a coordinator's courses) when given, matching `search` in title or key. */
export async function coursePage(db: Queryable, opts: { page: number; pageSize: number; scope?: Scope<'course_id'>; search?: string }) {
  const term = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    opts.scope ? inScope(courses.id, opts.scope) : undefined,
    term ? or(ilike(courses.title, term), ilike(courses.courseKey, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select(courseColumns).from(courses).innerJoin(hubs, eq(hubs.id, courses.hubId)).where(where)
      .orderBy(asc(courses.title), asc(courses.id)).limit(opts.pageSize).offset((opts.page - 1) * opts.pageSize),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function courseById(db: Queryable, id: number) {
  const [row] = await db.select(courseColumns).from(courses).innerJoin(hubs, eq(hubs.id, courses.hubId)).where(eq(courses.id, id));
  return row ?? null;
}

export async function courseKeyTaken(db: Queryable, key: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses)
    .where(and(eq(courses.courseKey, key), exceptId === undefined ? undefined : ne(courses.id, exceptId))).limit(1);
  return Boolean(row);
}

export async function insertCourse(db: Queryable, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(db: Queryable, id: number, values: Partial<typeof courses.$inferInsert>) {
  if (Object.keys(values).length) await db.update(courses).set(values).where(eq(courses.id, id));
}

// ---- Cohorts ----

/** A course's cohorts, newest start first, each with its officer count (scopes' officersByCohortOf, joined once). */
export async function cohortsOfCourse(db: Queryable, courseId: number) {
  const officers = officersByCohortOf(db, courseId).as('officers');
  // Named with the sub-select's alias: Drizzle writes its columns bare, which both sides have.
  return db.select({ cohort: cohorts, officers: sql<number>`count("officers"."id")::int` }).from(cohorts)
    .leftJoin(officers, sql`"officers"."cohort_id" = ${cohorts.id}`)
    .where(eq(cohorts.courseId, courseId))
    .groupBy(cohorts.id)
    .orderBy(sql`${cohorts.startDate} desc nulls last`, asc(cohorts.name), asc(cohorts.id));
}

export async function cohortById(db: Queryable, id: number) {
  const [row] = await db.select({ cohort: cohorts }).from(cohorts).where(eq(cohorts.id, id));
  if (!row) return null;
  const [counted] = await db.select({ officers: officerCountOf(db, { cohortId: id }) }).from(sql`(select 1) as one`);
  return { cohort: row.cohort, officers: counted?.officers ?? 0 };
}

/** Whether another cohort of the course has this name (any case, around spaces). */
export async function cohortNameTaken(db: Queryable, courseId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: cohorts.id }).from(cohorts)
    .where(and(eq(cohorts.courseId, courseId), sql`lower(trim(${cohorts.name})) = lower(${name.trim()})`, exceptId === undefined ? undefined : ne(cohorts.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertCohort(db: Queryable, values: typeof cohorts.$inferInsert) {
  const [row] = await db.insert(cohorts).values(values).returning({ id: cohorts.id });
  return row!.id;
}

export async function updateCohort(db: Queryable, id: number, values: Partial<typeof cohorts.$inferInsert>) {
  if (Object.keys(values).length) await db.update(cohorts).set(values).where(eq(cohorts.id, id));
}
