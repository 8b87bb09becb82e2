import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { coursesCoordinatedBy, inScope } from '../../db/scopes';
import { calForms, cals, courses, fieldAssignmentForms, users } from '../../db/schema';

/** The form editor's reads and writes of form definitions (Drizzle only; rules are in service.ts). */

export type FormTable = 'cal' | 'project';

export interface StoredForm {
  id: number;
  key: string;
  version: number;
  kind: string;
  name: string;
  definition: unknown;
  createdAt: Date;
  createdBy: string | null;
}

export async function courseOf(db: Queryable, courseId: number) {
  const [row] = await db.select({ id: courses.id, type: courses.type }).from(courses).where(eq(courses.id, courseId));
  return row;
}

/** A course's CALs with the keys of the forms they name. */
export async function calsOfCourse(db: Queryable, courseId: number) {
  return db
    .select({
      shortName: cals.shortName, registration: cals.registrationFormKey, start: cals.startFormKey, end: cals.endFormKey, abstract: cals.abstractFormKey,
    })
    .from(cals)
    .where(eq(cals.courseId, courseId))
    .orderBy(cals.sortOrder, cals.id);
}

const calFormColumns = {
  id: calForms.id, key: calForms.key, version: calForms.version, kind: calForms.kind, name: sql<string>`coalesce(${calForms.definition}->>'name', ${calForms.key})`,
  definition: calForms.definition, createdAt: calForms.createdAt, createdBy: users.displayName,
};
const projectFormColumns = {
  id: fieldAssignmentForms.id, key: fieldAssignmentForms.key, version: fieldAssignmentForms.version, kind: sql<string>`'project'`, name: fieldAssignmentForms.name,
  definition: fieldAssignmentForms.definition, createdAt: fieldAssignmentForms.createdAt, createdBy: users.displayName,
};

/** The latest version of each of these CAL form keys. */
export async function latestCalForms(db: Queryable, keys: string[]): Promise<StoredForm[]> {
  if (!keys.length) return [];
  return db
    .selectDistinctOn([calForms.key], calFormColumns)
    .from(calForms)
    .leftJoin(users, eq(users.id, calForms.createdBy))
    .where(inArray(calForms.key, keys))
    .orderBy(calForms.key, desc(calForms.version));
}

/** The latest version of each project form. */
export async function latestProjectForms(db: Queryable): Promise<StoredForm[]> {
  return db
    .selectDistinctOn([fieldAssignmentForms.key], projectFormColumns)
    .from(fieldAssignmentForms)
    .leftJoin(users, eq(users.id, fieldAssignmentForms.createdBy))
    .orderBy(fieldAssignmentForms.key, desc(fieldAssignmentForms.version));
}

/** Every version of a form, newest first. */
export async function versionsOf(db: Queryable, table: FormTable, key: string): Promise<StoredForm[]> {
  if (table === 'project') {
    return db.select(projectFormColumns).from(fieldAssignmentForms).leftJoin(users, eq(users.id, fieldAssignmentForms.createdBy))
      .where(eq(fieldAssignmentForms.key, key)).orderBy(desc(fieldAssignmentForms.version));
  }
  return db.select(calFormColumns).from(calForms).leftJoin(users, eq(users.id, calForms.createdBy))
    .where(eq(calForms.key, key)).orderBy(desc(calForms.version));
}

export async function latestVersionOf(db: Queryable, table: FormTable, key: string): Promise<StoredForm | undefined> {
  const [row] = await (table === 'project'
    ? db.select(projectFormColumns).from(fieldAssignmentForms).leftJoin(users, eq(users.id, fieldAssignmentForms.createdBy))
      .where(eq(fieldAssignmentForms.key, key)).orderBy(desc(fieldAssignmentForms.version)).limit(1)
    : db.select(calFormColumns).from(calForms).leftJoin(users, eq(users.id, calForms.createdBy))
      .where(eq(calForms.key, key)).orderBy(desc(calForms.version)).limit(1));
  return row;
}

/** Whether a CAL form key is named by a CAL of a course the user does not coordinate. */
export async function usedOutsideCoordinated(db: Queryable, key: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cals.id })
    .from(cals)
    .where(and(
      or(eq(cals.registrationFormKey, key), eq(cals.startFormKey, key), eq(cals.endFormKey, key), eq(cals.abstractFormKey, key)),
      sql`not ${inScope(cals.courseId, coursesCoordinatedBy(db, userId))}`,
    ))
    .limit(1);
  return Boolean(row);
}

/** Stores a new version; answers its id. */
export async function insertVersion(
  tx: Queryable, table: FormTable, values: { key: string; version: number; kind: string; name: string; definition: unknown; createdBy: number },
): Promise<number> {
  if (table === 'project') {
    const [row] = await tx.insert(fieldAssignmentForms).values({ key: values.key, version: values.version, name: values.name, definition: values.definition, createdBy: values.createdBy })
      .returning({ id: fieldAssignmentForms.id });
    return row!.id;
  }
  const [row] = await tx.insert(calForms).values({ key: values.key, version: values.version, kind: values.kind, definition: values.definition, createdBy: values.createdBy })
    .returning({ id: calForms.id });
  return row!.id;
}
