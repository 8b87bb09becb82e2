import { ROLES, type RoleName } from '@fetp/contract';
import type { Queryable } from '../src/db/client';
import { cohorts, courseCoordinators, courses, enrolments, hubs, mentorAssignments, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/plugins/passwords';
import { DEMO_PASSWORD } from '../src/seed/demo';

/**
 * Factories: a test builds the people and programme it needs instead of leaning on the demo seed.
 * Every name is unique within the process, so tests sharing a database do not collide. Accounts
 * get the demo password, hashed once.
 */
let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;
let passwordHash: Promise<string> | undefined;
const demoHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

export async function createHub(db: Queryable, overrides: Partial<typeof hubs.$inferInsert> = {}) {
  const n = next();
  const [hub] = await db.insert(hubs).values({ name: `Hub ${n}`, slug: `hub-${n}`, ...overrides }).returning();
  return hub!;
}

export async function createCourse(db: Queryable, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const n = next();
  const hubId = overrides.hubId ?? (await createHub(db)).id;
  const [course] = await db.insert(courses).values({
    hubId, courseKey: `course-v1:TEST+C${n}+2026`, title: `Course ${n}`, type: 'FETP Course', ...overrides,
  }).returning();
  return course!;
}

export async function createCohort(db: Queryable, overrides: Partial<typeof cohorts.$inferInsert> = {}) {
  const courseId = overrides.courseId ?? (await createCourse(db)).id;
  const [cohort] = await db.insert(cohorts).values({ courseId, name: `Cohort ${next()}`, ...overrides }).returning();
  return cohort!;
}

/** A user holding the given roles (none: a newly registered account). */
export async function createUser(db: Queryable, roles: RoleName[] = [], overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db.insert(users).values({
    email: `user-${n}@example.test`, passwordHash: await demoHash(), firstName: 'Test', lastName: `User ${n}`, displayName: `Test User ${n}`,
    ...overrides,
  }).returning();
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
  return user!;
}

/** A coordinator of the given courses. */
export async function createCoordinator(db: Queryable, courseIds: number[]) {
  const user = await createUser(db, [ROLES.coordinator]);
  if (courseIds.length) await db.insert(courseCoordinators).values(courseIds.map((courseId) => ({ courseId, userId: user.id })));
  return user;
}

/** A mentee enrolled in a cohort, with mentor 1 (the supervisor) and mentor 2 when given. */
export async function createMentee(db: Queryable, cohortId: number, mentors: { mentor1?: number; mentor2?: number } = {}) {
  const user = await createUser(db, [ROLES.mentee]);
  await db.insert(enrolments).values({ userId: user.id, cohortId });
  const slots = [[mentors.mentor1, 1], [mentors.mentor2, 2]] as const;
  for (const [mentorId, mentorNumber] of slots) {
    if (mentorId !== undefined) await db.insert(mentorAssignments).values({ menteeId: user.id, mentorId, cohortId, mentorNumber, isSupervisor: mentorNumber === 1 });
  }
  return user;
}

export const createMentor = (db: Queryable) => createUser(db, [ROLES.mentor]);
