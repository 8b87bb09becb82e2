import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { cals, milestoneFiles, milestones, subCals, users } from '../../db/schema';

const mentee = alias(users, 'mentee');

/** A milestone with its sub-CAL's mentee and course and its CAL's names, or undefined. */
export async function milestoneWithOwner(db: Queryable, milestoneId: number) {
  const [row] = await db
    .select({
      id: milestones.id, sequence: milestones.sequence, title: milestones.title, takes: milestones.takes, status: milestones.status,
      dueDate: milestones.dueDate, submittedAt: milestones.submittedAt,
      subCalId: subCals.id, subCalStatus: subCals.status, autoName: subCals.autoName, shortTitle: subCals.shortTitle, menteeId: subCals.menteeId, courseId: subCals.courseId,
      calName: cals.fullName, calShortName: cals.shortName, menteeName: mentee.displayName,
    })
    .from(milestones)
    .innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .innerJoin(cals, eq(cals.id, subCals.calId))
    .innerJoin(mentee, eq(mentee.id, subCals.menteeId))
    .where(eq(milestones.id, milestoneId));
  return row;
}
export type MilestoneWithOwner = NonNullable<Awaited<ReturnType<typeof milestoneWithOwner>>>;

const versionColumns = {
  id: milestoneFiles.id, version: milestoneFiles.version, originalName: milestoneFiles.originalName, size: milestoneFiles.size,
  contentType: milestoneFiles.contentType, tagType: milestoneFiles.tagType, uploaderId: milestoneFiles.uploaderId,
  uploaderName: users.displayName, uploadedAt: milestoneFiles.uploadedAt,
};
/** Every version of a milestone's file with its uploader, newest first. */
export function versionsOf(db: Queryable, milestoneId: number) {
  return db
    .select(versionColumns)
    .from(milestoneFiles)
    .innerJoin(users, eq(users.id, milestoneFiles.uploaderId))
    .where(eq(milestoneFiles.milestoneId, milestoneId))
    .orderBy(desc(milestoneFiles.version));
}
export type VersionRow = Awaited<ReturnType<typeof versionsOf>>[number];

/** One version with its uploader, or undefined. */
export async function versionById(db: Queryable, fileId: number): Promise<VersionRow | undefined> {
  const [row] = await db.select(versionColumns).from(milestoneFiles).innerJoin(users, eq(users.id, milestoneFiles.uploaderId)).where(eq(milestoneFiles.id, fileId));
  return row;
}

/** A version's stored file and the mentee and course of its milestone, or undefined. */
export async function fileWithOwner(db: Queryable, fileId: number) {
  const [row] = await db
    .select({
      storageKey: milestoneFiles.storageKey, contentType: milestoneFiles.contentType, originalName: milestoneFiles.originalName, size: milestoneFiles.size,
      menteeId: subCals.menteeId, courseId: subCals.courseId,
    })
    .from(milestoneFiles)
    .innerJoin(milestones, eq(milestones.id, milestoneFiles.milestoneId))
    .innerJoin(subCals, eq(subCals.id, milestones.subCalId))
    .where(eq(milestoneFiles.id, fileId));
  return row;
}

/** Adds the next version of a milestone's file (inside the upload's transaction, which holds the milestone's lock). */
export async function insertVersion(
  tx: Queryable,
  file: { milestoneId: number; uploaderId: number; size: number; contentType: string; originalName: string; storageKey: string; uploadedAt: Date },
) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${milestoneFiles.version}), 0)::int + 1` })
    .from(milestoneFiles)
    .where(eq(milestoneFiles.milestoneId, file.milestoneId))) as [{ next: number }];
  const [saved] = await tx.insert(milestoneFiles).values({ ...file, version: next, tagType: 'file' }).returning();
  return saved!;
}
