import { and, asc, count, desc, eq, inArray, lt, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bulkMailAttachments, bulkMailRecipients, bulkMails, cohorts, courses, users } from '../../db/schema';
import { inScope, type Scope } from '../../db/scopes';

/** The courses of a scope with their cohorts, by course title then cohort start and name. */
export function coursesWithCohorts(db: Queryable, courseScope: Scope<'course_id'>) {
  return db
    .select({ courseId: courses.id, title: courses.title, cohortId: cohorts.id, cohort: cohorts.name })
    .from(courses)
    .leftJoin(cohorts, eq(cohorts.courseId, courses.id))
    .where(inScope(courses.id, courseScope))
    .orderBy(asc(courses.title), asc(courses.id), asc(cohorts.startDate), asc(cohorts.name), asc(cohorts.id));
}

/** Whether a scope holds any course. */
export async function hasCourse(db: Queryable, courseScope: Scope<'course_id'>): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(inScope(courses.id, courseScope)).limit(1);
  return Boolean(row);
}

/** The cohorts named, with their course, each only when its course is in the scope. */
export function cohortsInScope(db: Queryable, cohortIds: readonly number[], courseScope: Scope<'course_id'>) {
  return db
    .select({ id: cohorts.id, courseId: cohorts.courseId })
    .from(cohorts)
    .where(and(inArray(cohorts.id, [...cohortIds, 0]), inScope(cohorts.courseId, courseScope)));
}

export async function insertBulkMail(tx: Queryable, values: typeof bulkMails.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bulkMails).values(values).returning({ id: bulkMails.id });
  return row!.id;
}

export async function insertAttachments(tx: Queryable, rows: (typeof bulkMailAttachments.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(bulkMailAttachments).values(rows);
}

/** Queues the active users of a scope as recipients, each address once (a person in two choices is mailed once). */
export async function queueUsers(tx: Queryable, bulkMailId: number, people: Scope<'id'>): Promise<void> {
  await tx.execute(sql`
    insert into ${bulkMailRecipients} (bulk_mail_id, email, user_id, name, language)
    select ${bulkMailId}, lower(${users.email}), ${users.id}, ${users.displayName}, ${users.language}
    from ${users}
    where ${inScope(users.id, people)} and ${users.isActive}
    on conflict (bulk_mail_id, email) do nothing`);
}

/** Queues external addresses; an address already queued (a portal user's) keeps its row. */
export async function queueAddresses(tx: Queryable, bulkMailId: number, emails: readonly string[]): Promise<void> {
  if (!emails.length) return;
  await tx.insert(bulkMailRecipients).values(emails.map((email) => ({ bulkMailId, email }))).onConflictDoNothing();
}

export async function recipientCount(db: Queryable, bulkMailId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bulkMailRecipients).where(eq(bulkMailRecipients.bulkMailId, bulkMailId));
  return row?.n ?? 0;
}

/** A bulk mail as the delivery job reads it: the sender's name, subject, HTML and text. */
export async function bulkMailForDelivery(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: bulkMails.id, subject: bulkMails.subject, html: bulkMails.html, text: bulkMails.text, sender: users.displayName })
    .from(bulkMails)
    .innerJoin(users, eq(users.id, bulkMails.senderId))
    .where(eq(bulkMails.id, id));
  return row ?? null;
}

export function attachmentsOfMail(db: Queryable, bulkMailId: number) {
  return db
    .select({ name: bulkMailAttachments.name, contentType: bulkMailAttachments.contentType, key: bulkMailAttachments.storageKey })
    .from(bulkMailAttachments)
    .where(eq(bulkMailAttachments.bulkMailId, bulkMailId))
    .orderBy(asc(bulkMailAttachments.id));
}

/**
 * Claims up to `limit` due waiting recipients of a mail, oldest due first: `sending`, one more
 * attempt, claimed now. The statement commits on its own, before any of them is handed to the SMTP
 * server, so a worker that dies after this leaves its rows `sending` and no later run sends them
 * again (SKIP LOCKED: two workers never take the same row).
 */
export async function claimDue(db: Queryable, bulkMailId: number, now: Date, limit: number) {
  const due = db
    .select({ id: bulkMailRecipients.id })
    .from(bulkMailRecipients)
    .where(and(eq(bulkMailRecipients.bulkMailId, bulkMailId), eq(bulkMailRecipients.status, 'waiting'), sql`${bulkMailRecipients.nextAttemptAt} <= ${now}`))
    .orderBy(asc(bulkMailRecipients.nextAttemptAt), asc(bulkMailRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(bulkMailRecipients)
    .set({ status: 'sending', attempts: sql`${bulkMailRecipients.attempts} + 1`, claimedAt: now })
    // `= any(array(…))`, not `in (…)`: the array is an init plan, read once. An `in` may be joined by
    // a nested loop that runs the sub-select again per row, and each run skips the rows this very
    // statement has just locked and takes the next ones: the whole mail claimed at once.
    .where(and(sql`${bulkMailRecipients.id} = any(array(${due}))`, eq(bulkMailRecipients.status, 'waiting')))
    .returning({
      id: bulkMailRecipients.id, email: bulkMailRecipients.email, name: bulkMailRecipients.name, language: bulkMailRecipients.language,
      attempts: bulkMailRecipients.attempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

/** Records the SMTP server's acceptance of these claimed recipients, in one statement. */
export async function markSent(db: Queryable, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(bulkMailRecipients).set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(inArray(bulkMailRecipients.id, [...ids]), eq(bulkMailRecipients.status, 'sending')));
}

/** Back to waiting after a temporary failure, due again at `at`. */
export async function markRetry(db: Queryable, id: number, error: string, at: Date): Promise<void> {
  await db.update(bulkMailRecipients).set({ status: 'waiting', lastError: error, nextAttemptAt: at, claimedAt: null })
    .where(and(eq(bulkMailRecipients.id, id), eq(bulkMailRecipients.status, 'sending')));
}

export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.update(bulkMailRecipients).set({ status: 'failed', lastError: error }).where(and(eq(bulkMailRecipients.id, id), eq(bulkMailRecipients.status, 'sending')));
}

/** Gives up recipients claimed before `before` whose worker never recorded the SMTP server's answer; answers how many. */
export async function failStale(db: Queryable, bulkMailId: number, before: Date, error: string): Promise<number> {
  const rows = await db.update(bulkMailRecipients).set({ status: 'failed', lastError: error })
    .where(and(eq(bulkMailRecipients.bulkMailId, bulkMailId), eq(bulkMailRecipients.status, 'sending'), lt(bulkMailRecipients.claimedAt, before)))
    .returning({ id: bulkMailRecipients.id });
  return rows.length;
}

/** When the mail needs its job again: the earliest waiting recipient's due time, and the earliest claim still `sending`. */
export async function pendingOf(db: Queryable, bulkMailId: number) {
  const [row] = await db
    .select({
      nextWaiting: sql<Date | string | null>`min(${bulkMailRecipients.nextAttemptAt}) filter (where ${bulkMailRecipients.status} = 'waiting')`,
      oldestSending: min(bulkMailRecipients.claimedAt),
    })
    .from(bulkMailRecipients)
    .where(and(eq(bulkMailRecipients.bulkMailId, bulkMailId), inArray(bulkMailRecipients.status, ['waiting', 'sending'])));
  const date = (v: Date | string | null | undefined) => (v === null || v === undefined ? null : new Date(v));
  return { nextWaiting: date(row?.nextWaiting), oldestSending: date(row?.oldestSending) };
}

/** A sender's bulk mails, newest first, a page at a time, with their recipients counted by status (one grouped statement for the page). */
export async function historyOf(db: Queryable, senderId: number, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(bulkMails).where(eq(bulkMails.senderId, senderId));
  const mails = await db
    .select({ id: bulkMails.id, subject: bulkMails.subject, createdAt: bulkMails.createdAt })
    .from(bulkMails)
    .where(eq(bulkMails.senderId, senderId))
    .orderBy(desc(bulkMails.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = [...mails.map((m) => m.id), 0];
  const [counts, files] = await Promise.all([
    db.select({
      id: bulkMailRecipients.bulkMailId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${bulkMailRecipients.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${bulkMailRecipients.status} = 'failed'))::int`,
    }).from(bulkMailRecipients).where(inArray(bulkMailRecipients.bulkMailId, ids)).groupBy(bulkMailRecipients.bulkMailId),
    db.select({ id: bulkMailAttachments.bulkMailId, n: sql<number>`count(*)::int` })
      .from(bulkMailAttachments).where(inArray(bulkMailAttachments.bulkMailId, ids)).groupBy(bulkMailAttachments.bulkMailId),
  ]);
  const byMail = new Map(counts.map((row) => [row.id, row]));
  const filesByMail = new Map(files.map((row) => [row.id, row.n]));
  const rows = mails.map((m) => ({
    ...m,
    recipients: byMail.get(m.id)?.recipients ?? 0, sent: byMail.get(m.id)?.sent ?? 0, failed: byMail.get(m.id)?.failed ?? 0, attachments: filesByMail.get(m.id) ?? 0,
  }));
  return { count: total?.n ?? 0, rows };
}
