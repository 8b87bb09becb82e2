import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { enrolmentsOfUsers } from '../../db/people';
import type { Queryable } from '../../db/client';
import { cohorts, courseCoordinators, courses, hubs, mentorAssignments, userRoles, users } from '../../db/schema';

/** The import's reads (a few set-based queries whatever the file's size) and its writes of accounts (Drizzle only). */

/** At most this many values in one `in (…)` list. */
const CHUNK = 5000;

async function inChunks<V, R>(values: readonly V[], read: (part: V[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(values)];
  const out: R[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) out.push(...(await read(unique.slice(start, start + CHUNK))));
  return out;
}

export interface AccountRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  hubId: number | null;
  isActive: boolean;
  /** The roles held, lower case. */
  roles: string[];
}

/** The accounts of these addresses (lower case), with their roles. */
export async function accountsByEmail(db: Queryable, emails: readonly string[]): Promise<AccountRow[]> {
  return inChunks(emails, (part) => db.select({
    id: users.id, email: sql<string>`lower(${users.email})`, firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber,
    hubId: users.hubId, isActive: users.isActive,
    roles: sql<string[]>`coalesce((select json_agg(lower(r.role)) from ${userRoles} r where r.user_id = ${users.id}), '[]'::json)`,
  }).from(users).where(inArray(sql`lower(${users.email})`, part)));
}

/** The hubs of these names (lower case). */
export async function hubsNamed(db: Queryable, names: readonly string[]) {
  if (!names.length) return [];
  return inChunks(names, (part) => db.select({ id: hubs.id, name: hubs.name }).from(hubs).where(inArray(sql`lower(trim(${hubs.name}))`, part)));
}

/** The courses of these keys or titles (lower case). */
export async function coursesNamed(db: Queryable, names: readonly string[]) {
  if (!names.length) return [];
  return inChunks(names, (part) => db.select({ id: courses.id, key: courses.courseKey, title: courses.title, hubId: courses.hubId }).from(courses)
    .where(or(inArray(sql`lower(${courses.courseKey})`, part), inArray(sql`lower(trim(${courses.title}))`, part))));
}

/** The cohorts of these names (lower case). */
export async function cohortsNamed(db: Queryable, names: readonly string[]) {
  if (!names.length) return [];
  return inChunks(names, (part) => db.select({ id: cohorts.id, name: cohorts.name, courseId: cohorts.courseId, courseKey: courses.courseKey, courseTitle: courses.title })
    .from(cohorts).innerJoin(courses, eq(courses.id, cohorts.courseId)).where(inArray(sql`lower(trim(${cohorts.name}))`, part)));
}

/** The enrolments of these users in these courses (db/people.ts reads people's standing). */
export async function enrolmentsOf(db: Queryable, userIds: readonly number[], courseIds: readonly number[]) {
  if (!userIds.length || !courseIds.length) return [];
  return inChunks(userIds, (part) => enrolmentsOfUsers(db, part, courseIds));
}

/** The mentor assignments of these officers in these cohorts. */
export async function mentorSlotsOf(db: Queryable, menteeIds: readonly number[], cohortIds: readonly number[]) {
  if (!menteeIds.length || !cohortIds.length) return [];
  return inChunks(menteeIds, (part) => db.select({
    menteeId: mentorAssignments.menteeId, cohortId: mentorAssignments.cohortId, mentorNumber: mentorAssignments.mentorNumber, mentorId: mentorAssignments.mentorId,
  }).from(mentorAssignments).where(and(inArray(mentorAssignments.menteeId, part), inArray(mentorAssignments.cohortId, [...new Set(cohortIds)]))));
}

/** The courses these users coordinate. */
export async function coordinationsOf(db: Queryable, userIds: readonly number[]) {
  if (!userIds.length) return [];
  return inChunks(userIds, (part) => db.select({ userId: courseCoordinators.userId, courseId: courseCoordinators.courseId })
    .from(courseCoordinators).where(inArray(courseCoordinators.userId, part)));
}

/** Makes the new accounts in one insert per thousand; answers their ids by lower-case address. */
export async function insertAccounts(db: Queryable, rows: ReadonlyArray<typeof users.$inferInsert>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += 1000) {
    const made = await db.insert(users).values(rows.slice(start, start + 1000)).returning({ id: users.id, email: users.email });
    for (const m of made) ids.set(m.email.toLowerCase(), m.id);
  }
  return ids;
}

/** Sets the names, phone and hub of existing accounts, in one statement per thousand. */
export async function updateAccounts(db: Queryable, rows: ReadonlyArray<{ id: number; firstName: string; lastName: string; displayName: string; phoneNumber: string | null; hubId: number | null }>) {
  for (let start = 0; start < rows.length; start += 1000) {
    const values = sql.join(rows.slice(start, start + 1000).map((r) =>
      sql`(${r.id}::int, ${r.firstName}::varchar, ${r.lastName}::varchar, ${r.displayName}::varchar, ${r.phoneNumber}::varchar, ${r.hubId}::int)`), sql`, `);
    await db.execute(sql`update ${users} set first_name = v.first_name, last_name = v.last_name, display_name = v.display_name, phone_number = v.phone_number, hub_id = v.hub_id
      from (values ${values}) as v(id, first_name, last_name, display_name, phone_number, hub_id) where ${users.id} = v.id`);
  }
}
