import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { advisorHubs, cohorts, courseCoordinators, courses, hubs, mentorAssignments, userRoles, users } from '../../db/schema';
import { enrolmentsOfUser } from '../../db/people';
import { inScope, isOfficerOf, type Scope } from '../../db/scopes';
import { UNUSABLE_PASSWORD } from '../../plugins/passwords';

/** People's reads (Drizzle only): the paged search, one person's standing, the cohorts a caller may pick. */

export interface PeopleFilter {
  /** The people the caller may see (a coordinator's courses' people); none: everyone. */
  scope?: Scope<'id'>;
  search?: string;
  role?: string;
  courseId?: number;
  cohortId?: number;
  state?: 'active' | 'deactivated';
  sort: 'name' | 'email' | 'newest';
  page: number;
  pageSize: number;
}

/** A prefix of a lower-cased column (users_*_prefix_idx, text_pattern_ops), the search's LIKE escaped. */
const startsWith = (column: SQL, term: string) => sql`${column} like ${`${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** The roles of a user, in one scalar per row. */
const rolesOfRow = sql<string[]>`coalesce((select array_agg(ur.role order by ur.role) from user_roles ur where ur.user_id = "users"."id"), '{}')`;

function peopleWhere(db: Queryable, f: PeopleFilter): SQL | undefined {
  const words = f.search?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    f.scope ? inScope(users.id, f.scope) : undefined,
    // Every word starts the e-mail, the first or the last name ("ada love" finds Ada Lovelace).
    ...words.map((w) => sql`(${startsWith(sql`lower(${users.email})`, w)} or ${startsWith(sql`lower(${users.firstName})`, w)} or ${startsWith(sql`lower(${users.lastName})`, w)})`),
    f.role ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and lower(${userRoles.role}) = ${f.role.toLowerCase()})` : undefined,
    f.cohortId !== undefined ? isOfficerOf(db, users.id, { cohortId: f.cohortId }) : undefined,
    f.courseId !== undefined ? isOfficerOf(db, users.id, { courseId: f.courseId }) : undefined,
    f.state ? eq(users.isActive, f.state === 'active') : undefined,
  );
}

export async function peoplePage(db: Queryable, f: PeopleFilter) {
  const where = peopleWhere(db, f);
  const order = f.sort === 'email' ? [sql`lower(${users.email})`, asc(users.id)] : f.sort === 'newest' ? [desc(users.id)] : [asc(users.displayName), asc(users.id)];
  const [rows, [total]] = await Promise.all([
    db.select({ id: users.id, name: users.displayName, email: users.email, isActive: users.isActive, roles: rolesOfRow }).from(users)
      .where(where).orderBy(...order).limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Whether the person is among `scope`. */
export async function inPeopleScope(db: Queryable, userId: number, scope: Scope<'id'>): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), inScope(users.id, scope))).limit(1);
  return Boolean(row);
}

export async function personById(db: Queryable, userId: number) {
  const [row] = await db.select({
    id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, name: users.displayName,
    phone: users.phoneNumber, isActive: users.isActive, hasPassword: sql<boolean>`${users.passwordHash} <> ${UNUSABLE_PASSWORD}`, roles: rolesOfRow,
  }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** One person's standing beyond their account: advisor hubs, coordinated courses, enrolments with mentors and the course's other cohorts. */
export async function standingOf(db: Queryable, userId: number) {
  const [hubRows, coordinated, enrolled, mentors] = await Promise.all([
    db.select({ id: hubs.id, name: hubs.name }).from(advisorHubs).innerJoin(hubs, eq(hubs.id, advisorHubs.hubId)).where(eq(advisorHubs.userId, userId)).orderBy(asc(hubs.name)),
    db.select({ id: courses.id, title: courses.title }).from(courseCoordinators).innerJoin(courses, eq(courses.id, courseCoordinators.courseId))
      .where(eq(courseCoordinators.userId, userId)).orderBy(asc(courses.title)),
    enrolmentsOfUser(db, userId),
    db.select({ cohortId: mentorAssignments.cohortId, mentorNumber: mentorAssignments.mentorNumber, mentorId: mentorAssignments.mentorId, name: users.displayName, isSupervisor: mentorAssignments.isSupervisor })
      .from(mentorAssignments).innerJoin(users, eq(users.id, mentorAssignments.mentorId)).where(eq(mentorAssignments.menteeId, userId)).orderBy(asc(mentorAssignments.mentorNumber)),
  ]);
  return { hubs: hubRows, coordinated, enrolled, mentors };
}

/** The course of a cohort, or null when there is no such cohort. */
export async function courseOfCohort(db: Queryable, cohortId: number): Promise<number | null> {
  const [row] = await db.select({ courseId: cohorts.courseId }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row?.courseId ?? null;
}

/** The cohorts of the courses in `scope` (all when none), by course and name. */
export async function cohortsWithin(db: Queryable, scope?: Scope<'course_id'>) {
  return db.select({ id: cohorts.id, name: cohorts.name, course_id: courses.id, course_title: courses.title }).from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId)).where(scope ? inScope(courses.id, scope) : undefined).orderBy(asc(courses.title), asc(cohorts.name));
}

/** Whether an account has this e-mail address (any case). */
export async function emailTaken(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId === undefined ? undefined : ne(users.id, exceptId))).limit(1);
  return Boolean(row);
}

export async function insertPerson(db: Queryable, values: { email: string; firstName: string; lastName: string; phone: string | null }): Promise<number> {
  const [row] = await db.insert(users).values({
    email: values.email, firstName: values.firstName, lastName: values.lastName, displayName: `${values.firstName} ${values.lastName}`,
    phoneNumber: values.phone, passwordHash: UNUSABLE_PASSWORD,
  }).returning({ id: users.id });
  return row!.id;
}

/** How many courses a user coordinates. */
export async function coordinatedCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseCoordinators).where(eq(courseCoordinators.userId, userId));
  return row?.n ?? 0;
}

/** The ids among `courseIds` that are courses. */
export async function existingCourses(db: Queryable, courseIds: readonly number[]): Promise<number[]> {
  if (!courseIds.length) return [];
  return (await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, [...courseIds]))).map((r) => r.id);
}
