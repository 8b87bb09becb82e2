import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { calendarEventCohorts, calendarEventGuests, calendarEventMembers, calendarEvents, cohorts, users } from '../../db/schema';
import { calendarEventsEditableBy, calendarEventsSeenBy } from '../../db/scopes';
import type { StoredUpload } from '../../files/upload';
import { keepAttachments, storeAttachments } from './attachments';
import { queueInvites, recipientsOf } from './invites';

/**
 * The calendar's one read of an event and its one write path, for every kind (webinar, meeting,
 * discussion): who may read or change an event comes from db/scopes.ts; a create, change or
 * cancellation writes the row (raising its iCalendar SEQUENCE), replaces its invitations, keeps and
 * adds its attachments and queues the invites (a CANCEL to the addresses a change dropped), all in
 * the caller's transaction. The kinds' own rules (their forms, who schedules) stay in their features.
 */

export type EventKind = (typeof calendarEvents.$inferSelect)['kind'];
export type EventRecord = typeof calendarEvents.$inferSelect;
export type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id' | 'kind' | 'sequence' | 'createdAt' | 'updatedAt'>;
export type MemberRole = 'mentee' | 'mentor' | 'coordinator' | 'internal';

/** Who an event invites besides its cohorts' people: named members (with their part) and outside addresses. */
export interface Invitations {
  cohorts: readonly number[];
  members: ReadonlyArray<{ userId: number; role: MemberRole }>;
  guests: readonly string[];
}

/** An event of a kind, with whether `callerId` may read and change it (db/scopes.ts); null when there is none. */
export async function eventFor(db: Queryable, kind: EventKind, id: number, callerId: number) {
  const [row] = await db.select({
    event: calendarEvents,
    canRead: sql<boolean>`${calendarEventsSeenBy(db, callerId)}`,
    canEdit: sql<boolean>`${calendarEventsEditableBy(db, callerId)}`,
  }).from(calendarEvents).where(and(eq(calendarEvents.id, id), eq(calendarEvents.kind, kind)));
  return row ?? null;
}

/** An event's cohorts (with their course), named members (with their part) and guests, by name. */
export async function invitationsOf(db: Queryable, eventId: number) {
  const [cohortRows, memberRows, guestRows] = await Promise.all([
    db.select({ cohortId: calendarEventCohorts.cohortId, courseId: cohorts.courseId, name: cohorts.name }).from(calendarEventCohorts)
      .innerJoin(cohorts, eq(cohorts.id, calendarEventCohorts.cohortId)).where(eq(calendarEventCohorts.eventId, eventId)).orderBy(asc(cohorts.id)),
    db.select({ userId: calendarEventMembers.userId, role: calendarEventMembers.role, name: users.displayName }).from(calendarEventMembers)
      .innerJoin(users, eq(users.id, calendarEventMembers.userId)).where(eq(calendarEventMembers.eventId, eventId)).orderBy(asc(users.displayName), asc(users.id)),
    db.select({ email: calendarEventGuests.email }).from(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId)).orderBy(asc(calendarEventGuests.email)),
  ]);
  return { cohorts: cohortRows, members: memberRows, guests: guestRows.map((g) => g.email) };
}

/** Locks an event's row for a change (two changes of one event wait for each other); null when there is none. */
export async function lockEvent(tx: Queryable, id: number): Promise<EventRecord | null> {
  const [row] = await tx.select().from(calendarEvents).where(eq(calendarEvents.id, id)).for('update');
  return row ?? null;
}

/** Replaces an event's cohorts, named members (a person named twice keeps the first part given) and guests. */
async function writeInvitations(tx: Queryable, eventId: number, invitations: Invitations): Promise<void> {
  await tx.delete(calendarEventCohorts).where(eq(calendarEventCohorts.eventId, eventId));
  await tx.delete(calendarEventMembers).where(eq(calendarEventMembers.eventId, eventId));
  await tx.delete(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId));
  const seen = new Set<number>();
  const members = invitations.members.filter((m) => !seen.has(m.userId) && seen.add(m.userId)).map((m) => ({ eventId, ...m }));
  if (invitations.cohorts.length) await tx.insert(calendarEventCohorts).values(invitations.cohorts.map((cohortId) => ({ eventId, cohortId })));
  if (members.length) await tx.insert(calendarEventMembers).values(members);
  if (invitations.guests.length) await tx.insert(calendarEventGuests).values(invitations.guests.map((email) => ({ eventId, email })));
}

/** Every address an event invites now: its portal invitees and its guests (invites.ts recipientsOf). */
async function invitedAddresses(tx: Queryable, eventId: number): Promise<Set<string>> {
  return new Set((await recipientsOf(tx, eventId)).map((r) => r.email.toLowerCase()));
}

type WriteServices = Pick<Services, 'files' | 'jobs'>;

/** Writes a new event with its invitations and attachments and queues its invites; answers its id. */
export async function createEvent(
  services: WriteServices, tx: Queryable, kind: EventKind, values: EventValues, invitations: Invitations, uploads: readonly StoredUpload[] = [],
): Promise<number> {
  const [row] = await tx.insert(calendarEvents).values({ ...values, kind }).returning({ id: calendarEvents.id });
  const eventId = row!.id;
  await writeInvitations(tx, eventId, invitations);
  await queueInvites(services, tx, { eventId, method: 'REQUEST' });
  await storeAttachments(services.files, tx, eventId, uploads);
  return eventId;
}

/** Changes an event's row and raises its SEQUENCE, so calendars take the change (no values: the SEQUENCE alone). */
export async function touchEvent(tx: Queryable, id: number, values: Partial<EventValues> = {}): Promise<void> {
  await tx.update(calendarEvents).set({ ...values, sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: new Date() }).where(eq(calendarEvents.id, id));
}

/**
 * Changes an event: its row, its invitations, its attachments (those in `files.keep` stay, the
 * uploads are added); queues the invites, with a CANCEL to every address no longer invited.
 * Answers the storage keys of the attachments dropped, to remove once the change commits.
 */
export async function changeEvent(
  services: WriteServices, tx: Queryable, id: number, values: Partial<EventValues>, invitations: Invitations,
  files?: { keep: readonly number[]; field: string; uploads: readonly StoredUpload[] },
): Promise<string[]> {
  const before = await invitedAddresses(tx, id);
  await touchEvent(tx, id, values);
  await writeInvitations(tx, id, invitations);
  const after = await invitedAddresses(tx, id);
  const removed = [...before].filter((address) => !after.has(address));
  await queueInvites(services, tx, { eventId: id, method: 'REQUEST', ...(removed.length ? { removed } : {}) });
  if (!files) return [];
  const dropped = await keepAttachments(tx, id, [...files.keep], files.field, files.uploads.length);
  await storeAttachments(services.files, tx, id, files.uploads);
  return dropped;
}

/** Cancels a whole event (once), with an optional note, and queues the CANCEL; false when it was cancelled already. */
export async function cancelEvent(services: Pick<Services, 'jobs'>, tx: Queryable, id: number, note: string | null): Promise<boolean> {
  const rows = await tx.update(calendarEvents)
    .set({ cancelledAt: new Date(), cancellationNote: note, sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.cancelledAt))).returning({ id: calendarEvents.id });
  if (!rows.length) return false;
  await queueInvites(services, tx, { eventId: id, method: 'CANCEL' });
  return true;
}
