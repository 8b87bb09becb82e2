import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calStatusChanges, milestones, subCals, users } from '../../db/schema';

/** The status change's queries (status-service.ts): Drizzle only, each inside the caller's transaction. */

export type LockedSubCal = { id: number; menteeId: number; courseId: number; status: string; reviewedAt: Date | null; autoName: string };

/** A sub-CAL's row, locked until the transaction ends. */
export async function lockSubCal(tx: Queryable, subCalId: number): Promise<LockedSubCal | undefined> {
  const [row] = await tx
    .select({ id: subCals.id, menteeId: subCals.menteeId, courseId: subCals.courseId, status: subCals.status, reviewedAt: subCals.reviewedAt, autoName: subCals.autoName })
    .from(subCals)
    .where(eq(subCals.id, subCalId))
    .for('update');
  return row;
}

/** A milestone's row, locked until the transaction ends (a reviewer completing it waits for a save, and the other way round). */
export async function lockMilestone(tx: Queryable, milestoneId: number) {
  const [row] = await tx.select().from(milestones).where(eq(milestones.id, milestoneId)).for('update');
  return row;
}

/** The sub-CAL a milestone belongs to, or null. */
export async function subCalOfMilestone(tx: Queryable, milestoneId: number): Promise<number | null> {
  const [row] = await tx.select({ subCalId: milestones.subCalId }).from(milestones).where(eq(milestones.id, milestoneId));
  return row?.subCalId ?? null;
}

/** How many of a sub-CAL's milestones are not completed. */
export async function openMilestones(tx: Queryable, subCalId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(milestones)
    .where(sql`${milestones.subCalId} = ${subCalId} and ${milestones.status} <> 'completed'`);
  return row?.n ?? 0;
}

export async function updateSubCal(tx: Queryable, subCalId: number, set: { status?: string; reviewedAt?: Date }) {
  await tx.update(subCals).set(set).where(eq(subCals.id, subCalId));
}

export async function updateMilestone(tx: Queryable, milestoneId: number, set: { status: string; submittedAt?: Date }) {
  await tx.update(milestones).set(set).where(eq(milestones.id, milestoneId));
}

/** One row of a CAL's own status history (its review pages read it). */
export async function insertStatusChange(
  tx: Queryable, row: { subject: 'milestone' | 'sub_cal'; subjectId: number; changedBy: number | null; fromStatus: string; toStatus: string; comment: string | null },
) {
  await tx.insert(calStatusChanges).values(row);
}

/** The officer's address, name and language, for the mail telling them of a change. */
export async function officerContact(tx: Queryable, userId: number) {
  const [row] = await tx.select({ email: users.email, name: users.displayName, language: users.language }).from(users).where(eq(users.id, userId));
  return row!;
}
