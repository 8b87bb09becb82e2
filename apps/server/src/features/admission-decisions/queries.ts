import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@fetp/contract';
import type { Queryable } from '../../db/client';
import { applications, cohorts, courses, users } from '../../db/schema';

/** Admission decisions' reads and writes of applications and accounts (issue 32). */

/** An application with what a decision needs, locked until the deciding transaction ends (two deciders at once: one waits, then sees it decided). */
export async function applicationForDecision(tx: Queryable, applicationId: number) {
  const [row] = await tx
    .select({
      id: applications.id, courseId: applications.courseId, courseTitle: courses.title, status: applications.status, email: applications.email,
      firstName: applications.firstName, lastName: applications.lastName, phoneNumber: applications.phoneNumber, dob: applications.dob,
      gender: applications.gender, districtId: applications.districtId, stateId: applications.stateId,
      decisionNote: applications.decisionNote, decidedBy: applications.decidedBy, decidedAt: applications.decidedAt, cohortId: applications.cohortId, language: applications.language,
    })
    .from(applications)
    .innerJoin(courses, eq(courses.id, applications.courseId))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  return row ?? null;
}
export type ApplicationForDecision = NonNullable<Awaited<ReturnType<typeof applicationForDecision>>>;

export async function cohortById(tx: Queryable, cohortId: number) {
  const [row] = await tx.select({ id: cohorts.id, courseId: cohorts.courseId, name: cohorts.name }).from(cohorts).where(eq(cohorts.id, cohortId));
  return row ?? null;
}

/** The account of an address (compared without case, as the unique index does), locked. */
export async function accountByEmail(tx: Queryable, email: string) {
  const [row] = await tx
    .select({ id: users.id, isActive: users.isActive, displayName: users.displayName, language: users.language, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .for('update');
  return row ?? null;
}

export async function insertAccount(tx: Queryable, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing()
    .returning({ id: users.id, isActive: users.isActive, displayName: users.displayName, language: users.language, email: users.email });
  return row ?? null;
}

/** What an application holds that a profile reads: written only where the account has nothing yet. */
export async function fillEmptyProfile(
  tx: Queryable, userId: number, values: { phoneNumber: string; dob: string; gender: string; districtId: number; stateId: number },
) {
  await tx.update(users).set({ phoneNumber: values.phoneNumber }).where(and(eq(users.id, userId), isNull(users.phoneNumber)));
  await tx.update(users).set({ dob: values.dob }).where(and(eq(users.id, userId), isNull(users.dob)));
  await tx.update(users).set({ gender: values.gender }).where(and(eq(users.id, userId), isNull(users.gender)));
  // A place is the district and its state together.
  await tx.update(users).set({ districtId: values.districtId, stateId: values.stateId })
    .where(and(eq(users.id, userId), isNull(users.districtId), isNull(users.stateId)));
}

/** Writes the decision of a pending application; false when it was decided meanwhile. */
export async function writeDecision(
  tx: Queryable, applicationId: number,
  values: { status: Exclude<ApplicationStatus, 'pending'>; note: string; decidedBy: number | null; decidedAt?: Date; cohortId?: number; userId?: number },
): Promise<boolean> {
  const rows = await tx.update(applications)
    .set({
      status: values.status, decisionNote: values.note, decidedBy: values.decidedBy, decidedAt: values.decidedAt ?? sql`now()`,
      cohortId: values.cohortId ?? null, userId: values.userId ?? null,
    })
    .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  return rows.length === 1;
}

const decider = alias(users, 'decider');

/** A decision as the tracker shows it. */
export async function decisionOf(db: Queryable, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id, status: applications.status, note: applications.decisionNote, decidedBy: decider.displayName,
      decidedAt: applications.decidedAt, cohort: cohorts.name,
    })
    .from(applications)
    .leftJoin(decider, eq(decider.id, applications.decidedBy))
    .leftJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(eq(applications.id, applicationId));
  return row ?? null;
}
