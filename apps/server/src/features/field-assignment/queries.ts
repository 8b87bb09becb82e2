import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CalOption } from '@fetp/contract';
import { rowsOf, type Queryable } from '../../db/client';
import { inScope, isOfficerOf, mentorships, officerCountOf, projectsInvestigatedBy } from '../../db/scopes';
import {
  cals, districts, enrolments, fieldAssignmentForms, fieldAssignmentInvestigators, fieldAssignmentProjects, graduationChanges, states, users,
} from '../../db/schema';

/** The field assignment's reads and writes (Drizzle only; rules are in service.ts). */

const asOptions = (rows: Array<{ key: number | string; value: string }>): CalOption[] => rows.map((r) => ({ key: String(r.key), value: r.value, selected: false }));

// ---- Form definitions ----

export type StoredProjectForm = typeof fieldAssignmentForms.$inferSelect;

/** The latest version of each project form (the forms offered to a cohort), by key. */
export async function latestForms(db: Queryable): Promise<StoredProjectForm[]> {
  return rowsOf<StoredProjectForm>(await db.execute(sql`
    select distinct on (key) id, key, version, name, definition, created_by as "createdBy", created_at as "createdAt"
    from ${fieldAssignmentForms} order by key, version desc`));
}

export async function latestForm(db: Queryable, key: string): Promise<StoredProjectForm | undefined> {
  const [row] = await db.select().from(fieldAssignmentForms).where(eq(fieldAssignmentForms.key, key)).orderBy(desc(fieldAssignmentForms.version)).limit(1);
  return row;
}

export async function formById(db: Queryable, id: number): Promise<StoredProjectForm | undefined> {
  const [row] = await db.select().from(fieldAssignmentForms).where(eq(fieldAssignmentForms.id, id));
  return row;
}

/** Stores a version of a form (nothing when that version exists). */
export async function insertForm(db: Queryable, form: { key: string; version: number; name: string; definition: unknown }) {
  await db.insert(fieldAssignmentForms).values(form).onConflictDoNothing();
}

// ---- The choices the server fills ----

export async function stateOptions(db: Queryable): Promise<CalOption[]> {
  return asOptions(await db.select({ key: states.id, value: states.name }).from(states).orderBy(asc(states.name)));
}

export async function districtOptions(db: Queryable, stateId: number): Promise<CalOption[]> {
  return asOptions(await db.select({ key: districts.id, value: districts.name }).from(districts).where(eq(districts.stateId, stateId)).orderBy(asc(districts.name)));
}

/** A course's CALs, as `OI – Outbreak Investigation`. */
export async function courseCalOptions(db: Queryable, courseId: number): Promise<CalOption[]> {
  const rows = await db
    .select({ key: cals.id, value: sql<string>`${cals.shortName} || ' – ' || ${cals.fullName}` })
    .from(cals)
    .where(eq(cals.courseId, courseId))
    .orderBy(asc(cals.sortOrder), asc(cals.id));
  return asOptions(rows);
}

// ---- Projects ----

/** One page of a cohort's projects, newest first (walks field_assignment_projects_cohort_created_idx). */
export async function projectsPage(db: Queryable, cohortId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: fieldAssignmentProjects.id, title: fieldAssignmentProjects.title, district: districts.name, state: states.name,
        createdAt: fieldAssignmentProjects.createdAt, modifiedAt: fieldAssignmentProjects.modifiedAt,
      })
      .from(fieldAssignmentProjects)
      .innerJoin(districts, eq(districts.id, fieldAssignmentProjects.districtId))
      .innerJoin(states, eq(states.id, fieldAssignmentProjects.stateId))
      .where(eq(fieldAssignmentProjects.cohortId, cohortId))
      .orderBy(desc(fieldAssignmentProjects.createdAt), desc(fieldAssignmentProjects.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.cohortId, cohortId)),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The cohort's projects and those flagged for each kind of work, in one statement. */
export async function projectCounts(db: Queryable, cohortId: number) {
  const p = fieldAssignmentProjects;
  const [row] = await db
    .select({
      projects: count(),
      dataQualityAudits: sql<number>`count(*) filter (where ${p.dataQualityAudit})::int`,
      caseInvestigations: sql<number>`count(*) filter (where ${p.caseInvestigation})::int`,
      databaseAnalyses: sql<number>`count(*) filter (where ${p.databaseAnalysis})::int`,
      outbreakInvestigations: sql<number>`count(*) filter (where ${p.outbreakInvestigation})::int`,
    })
    .from(p)
    .where(eq(p.cohortId, cohortId));
  return row!;
}

export type ProjectRecord = typeof fieldAssignmentProjects.$inferSelect;

export async function projectById(db: Queryable, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await db.select().from(fieldAssignmentProjects).where(eq(fieldAssignmentProjects.id, id));
  return row;
}

/** A project's investigators' ids, in order. */
export async function investigatorsOf(db: Queryable, projectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: fieldAssignmentInvestigators.userId })
    .from(fieldAssignmentInvestigators)
    .where(eq(fieldAssignmentInvestigators.projectId, projectId))
    .orderBy(asc(fieldAssignmentInvestigators.userId));
  return rows.map((r) => r.id);
}

/** What a project's columns hold (the form's answers in `answers`). */
export type ProjectValues = Omit<typeof fieldAssignmentProjects.$inferInsert, 'id' | 'cohortId' | 'formId' | 'createdAt' | 'createdBy'>;

export async function insertProject(
  tx: Queryable, project: ProjectValues & { cohortId: number; formId: number; createdBy: number; createdAt?: Date }, investigators: number[],
): Promise<number> {
  const [row] = await tx.insert(fieldAssignmentProjects).values(project).returning({ id: fieldAssignmentProjects.id });
  if (investigators.length) await tx.insert(fieldAssignmentInvestigators).values(investigators.map((userId) => ({ projectId: row!.id, userId })));
  return row!.id;
}

/** A project's new answers (and the form version they answer, when it moved on). */
export async function updateProject(tx: Queryable, id: number, project: ProjectValues & { formId?: number }, investigators: number[]): Promise<void> {
  await tx.update(fieldAssignmentProjects).set(project).where(eq(fieldAssignmentProjects.id, id));
  await tx.delete(fieldAssignmentInvestigators).where(eq(fieldAssignmentInvestigators.projectId, id));
  if (investigators.length) await tx.insert(fieldAssignmentInvestigators).values(investigators.map((userId) => ({ projectId: id, userId })));
}

// ---- Graduation ----

export interface GraduationRecord {
  user_id: number;
  officer: string;
  mentors: string | null;
  district: string | null;
  fa1: boolean;
  fa2: boolean;
  graduated: boolean;
}

/**
 * One page of a cohort's officers by name (50 a page) with their mentors there (db/scopes.ts
 * mentorships: mentor 1 first), their district, whether they investigate a project of each type in
 * the cohort, and their graduated flag.
 */
export async function graduationPage(db: Queryable, cohortId: number, page: number, size: number) {
  const m = mentorships(db).as('m');
  const p = fieldAssignmentProjects;
  const i = fieldAssignmentInvestigators;
  const hasType = (type: number) =>
    sql`exists (select 1 from ${i} join ${p} on ${p.id} = ${i.projectId} where ${i.userId} = u.id and ${p.cohortId} = ${cohortId} and ${p.projectType} = ${type})`;
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select u.id as user_id, u.display_name as officer, d.name as district, coalesce(e.graduated, false) as graduated,
        ${hasType(1)} as fa1, ${hasType(2)} as fa2,
        (select string_agg(mu.display_name, ', ' order by ${m.mentorNumber}, ${m.mentorId})
           from ${m} join ${users} mu on mu.id = ${m.mentorId}
           where ${m.menteeId} = u.id and ${m.cohortId} = ${cohortId}) as mentors
      from ${users} u
      -- Who is listed is db/scopes.ts's rule (below); the enrolment is read for its graduated flag only.
      left join ${enrolments} e on e.user_id = u.id and e.cohort_id = ${cohortId}
      left join ${districts} d on d.id = u.district_id
      where ${isOfficerOf(db, sql`u.id`, { cohortId })}
      order by u.display_name, u.id
      limit ${size} offset ${(page - 1) * size}`),
    db.execute(sql`select ${officerCountOf(db, { cohortId })} as n`),
  ]);
  return { rows: rowsOf<GraduationRecord>(rows), count: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

/** Keeps a change of the graduated flag (who, from, to); the flag itself is set by db/people.ts `setGraduated`. */
export async function recordGraduationChange(
  tx: Queryable, change: { enrolmentId: number; userId: number; cohortId: number; changedBy: number; from: boolean; to: boolean; at?: Date },
) {
  await tx.insert(graduationChanges).values({
    enrolmentId: change.enrolmentId, userId: change.userId, cohortId: change.cohortId, changedBy: change.changedBy,
    fromValue: change.from, toValue: change.to, ...(change.at ? { changedAt: change.at } : {}),
  });
}

/** The projects an officer investigates in a course (scopes.ts projectsInvestigatedBy), by start date. */
export function projectsOfOfficer(db: Queryable, officerId: number, courseId: number) {
  const p = fieldAssignmentProjects;
  return db
    .select({ id: p.id, title: p.title, projectType: p.projectType, district: districts.name, state: states.name, fromDate: p.fromDate, toDate: p.toDate })
    .from(p)
    .innerJoin(districts, eq(districts.id, p.districtId))
    .innerJoin(states, eq(states.id, p.stateId))
    .where(inScope(p.id, projectsInvestigatedBy(db, officerId, courseId)))
    .orderBy(asc(p.fromDate), asc(p.id));
}
