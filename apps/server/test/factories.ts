import { ROLES, type RoleName } from '@fetp/contract';
import type { Queryable } from '../src/db/client';
import {
  calForms, cals, cohorts, courseCoordinators, courses, enrolments, hubs, mentorAssignments, milestones, subCals, userRoles, users,
} from '../src/db/schema';
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

/** A CAL of a course (a registration form is made for it), with `milestones` milestone templates. */
export async function createCal(db: Queryable, courseId: number, overrides: Partial<typeof cals.$inferInsert> = {}) {
  const n = next();
  const [form] = await db.insert(calForms).values({
    key: `reg-${n}`, version: 1, kind: 'registration',
    definition: { cal_id: 1, cal_name: 'Test', short_name: 'T', milestone_id: null, auto_name: 'T', course_id: courseId, name: 'Registration', fields: { short_title: { label: 'Short title', field_order: 1, attributes: { type: 'text', required: true } } } },
  }).returning();
  const [cal] = await db.insert(cals).values({
    courseId, group: 'project', shortName: `C${sequence}`, fullName: `CAL ${n}`, registrationFormKey: form!.key, ...overrides,
  }).returning();
  return { ...cal!, registrationFormId: form!.id };
}

/** An officer's sub-CAL of a CAL, with one milestone per given status (due `dueInDays` from today, registered `registeredDaysAgo` ago). */
export async function createSubCal(
  db: Queryable,
  cal: { id: number; courseId: number; shortName: string; registrationFormId: number },
  menteeId: number,
  opts: { milestones?: string[]; status?: string; registeredDaysAgo?: number; dueInDays?: number; answers?: Record<string, unknown> } = {},
) {
  const number = sequence + 1;
  next();
  const registeredAt = new Date(Date.now() - (opts.registeredDaysAgo ?? 0) * 86_400_000);
  const [subCal] = await db.insert(subCals).values({
    calId: cal.id, courseId: cal.courseId, menteeId, number, autoName: `${cal.shortName}-${number}`, shortTitle: `Work ${number}`,
    status: opts.status ?? 'pending', registrationFormId: cal.registrationFormId, registrationAnswers: opts.answers ?? {}, registeredAt, reviewedAt: registeredAt,
  }).returning();
  const due = new Date(Date.now() + (opts.dueInDays ?? 10) * 86_400_000).toISOString().slice(0, 10);
  const statuses = opts.milestones ?? [];
  if (statuses.length) {
    await db.insert(milestones).values(statuses.map((status, i) => ({
      subCalId: subCal!.id, sequence: i + 1, title: `Milestone ${i + 1}`, takes: 'file', dueDate: due, status,
      submittedAt: status === 'completed' ? new Date() : null,
    })));
  }
  return subCal!;
}
