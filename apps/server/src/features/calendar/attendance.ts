import { and, eq, sql } from 'drizzle-orm';
import { WEBINAR_LIMITS, eventJoinPath, parseOccurrenceKey } from '@fetp/contract';
import type { Services } from '../../services';
import type { Queryable } from '../../db/client';
import { calendarAttendance, calendarAttendanceRuns, calendarEventExceptions, calendarEventJoins, calendarEvents } from '../../db/schema';
import { calendarEventsInviting, calendarEventsSeenBy, inviteesOf } from '../../db/scopes';
import { SignedLinks } from '../../plugins/signed-links';
import { serverSecret } from '../../plugins/secrets';
import { notFound } from '../../plugins/errors';
import { isOccurrenceOf, mayBeOccurrenceOf, type OccurrenceException, type SeriesInput } from './recurrence';

/**
 * Attendance of calendar events (001 §4, §7 "Webinars"): the lists link to the portal's join
 * address of an occurrence, which records that a signed-in invitee opened it (from 15 minutes
 * before the start to the end; the first join is kept) and sends them on to the real link. After
 * the occurrence its editor populates attendance once: every invitee attended or not, from the joins.
 */

/** How long a join address stays valid: the lists are reloaded far more often than this. */
const JOIN_LINK_TTL_SECONDS = 24 * 60 * 60;
const signers = new WeakMap<object, Promise<SignedLinks>>();

/** The signer of join addresses (a secret of its own, links valid a day), one per database. */
function joinSigner(db: Services['db']): Promise<SignedLinks> {
  let signer = signers.get(db);
  if (!signer) {
    signer = serverSecret(db, 'calendar-join-links').then((secret) => new SignedLinks(secret, JOIN_LINK_TTL_SECONDS));
    signers.set(db, signer);
  }
  return signer;
}

/** The portal's join address of an occurrence for a reader (a new tab carries no bearer token, so the link is signed for them). */
export async function joinAddress(db: Services['db'], eventId: number, occurrence: Date, readerId: number): Promise<string> {
  return (await joinSigner(db)).sign(eventJoinPath(eventId), readerId, { occurrence: occurrence.toISOString() });
}

/** An occurrence as it stands: its times (edited or as the rule gives them), its link, or cancelled. */
export interface ResolvedOccurrence {
  key: Date;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
  joinUrl: string | null;
  exception: OccurrenceException | null;
}

type EventRow = typeof calendarEvents.$inferSelect;

/** The series input of a stored event (without its exceptions). */
export const seriesOf = (event: Pick<EventRow, 'id' | 'startsAt' | 'endsAt' | 'timeZone' | 'recurrence'>): SeriesInput => ({
  id: event.id, startsAt: event.startsAt, endsAt: event.endsAt, timeZone: event.timeZone, recurrence: event.recurrence,
});

/** The occurrence of an event named by `key` (its rule start), or null when the rule gives none there. */
export async function resolveOccurrence(db: Queryable, event: EventRow, key: Date): Promise<ResolvedOccurrence | null> {
  const series = seriesOf(event);
  // A key off the rule's grid or beyond the series (or the lists' horizon) is refused before any query or expansion.
  if (!mayBeOccurrenceOf(series, key)) return null;
  const [exception] = await db.select().from(calendarEventExceptions)
    .where(and(eq(calendarEventExceptions.eventId, event.id), eq(calendarEventExceptions.occurrenceStart, key)));
  if (!exception && !isOccurrenceOf(series, key)) return null;
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  return {
    key,
    startsAt: exception?.startsAt ?? key,
    endsAt: exception?.endsAt ?? new Date(key.getTime() + duration),
    cancelled: Boolean(event.cancelledAt) || Boolean(exception?.cancelled),
    joinUrl: exception?.joinUrl ?? event.joinUrl,
    exception: exception ?? null,
  };
}

/**
 * A join through the portal's address: the event must be one the user may read and the occurrence
 * one of its own, not cancelled, with a link (404 otherwise). An invitee's join is recorded when it
 * falls from 15 minutes before the start to the end (the first join is kept). Answers the real link.
 */
export async function recordJoin(db: Services['db'], userId: number, eventId: number, occurrence: string | undefined, now = new Date()): Promise<string> {
  const key = occurrence ? parseOccurrenceKey(occurrence) : null;
  const [found] = await db.select({ event: calendarEvents, invited: sql<boolean>`${calendarEventsInviting(db, userId)}` })
    .from(calendarEvents).where(and(eq(calendarEvents.id, eventId), calendarEventsSeenBy(db, userId)));
  if (!found || !key) throw notFound();
  const at = await resolveOccurrence(db, found.event, key);
  if (!at || at.cancelled || !at.joinUrl) throw notFound();
  const opens = at.startsAt.getTime() - WEBINAR_LIMITS.joinEarlyMinutes * 60_000;
  if (found.invited && now.getTime() >= opens && now.getTime() <= at.endsAt.getTime()) {
    await db.insert(calendarEventJoins).values({ eventId, occurrenceStart: at.key, userId, joinedAt: now }).onConflictDoNothing();
  }
  return redirectTarget(at.joinUrl);
}

/**
 * A stored link as a redirect may carry it: parsed and written back by the URL parser (control
 * characters dropped, other characters percent-encoded), so a link stored before links were checked
 * cannot make the Location header invalid. 404 when it is no http(s) address.
 */
function redirectTarget(link: string): string {
  try {
    const url = new URL(link.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // not an address: answered below
  }
  throw notFound();
}

/** The user a join address was signed for, or null when it was altered, has expired or was ended (plugins/signed-links.ts). */
export async function joinLinkUser(db: Services['db'], eventId: number, query: Record<string, unknown>): Promise<number | null> {
  return (await joinSigner(db)).verify(db, eventJoinPath(eventId), query);
}

/**
 * Populates an occurrence's attendance once (in the caller's transaction): every invitee (db/scopes.ts
 * inviteesOf) attended when they joined through the portal. Answers false when it was populated before.
 */
export async function populateAttendance(tx: Queryable, eventId: number, occurrence: Date, by: number): Promise<boolean> {
  const [run] = await tx.insert(calendarAttendanceRuns).values({ eventId, occurrenceStart: occurrence, populatedBy: by })
    .onConflictDoNothing().returning({ eventId: calendarAttendanceRuns.eventId });
  if (!run) return false;
  const invitees = await inviteesOf(tx, eventId);
  if (invitees.length) {
    const joined = new Set((await tx.select({ userId: calendarEventJoins.userId }).from(calendarEventJoins)
      .where(and(eq(calendarEventJoins.eventId, eventId), eq(calendarEventJoins.occurrenceStart, occurrence)))).map((row) => row.userId));
    await tx.insert(calendarAttendance)
      .values(invitees.map((person) => ({ eventId, occurrenceStart: occurrence, userId: person.id, attended: joined.has(person.id) })))
      .onConflictDoNothing();
  }
  return true;
}

/**
 * Populate Attendance of an ended occurrence, once, in its own transaction: the one path of
 * webinars and meetings. Answers 'notEnded' before the occurrence's end, 'already' when it was
 * populated before, else 'done'; each feature answers with its own message.
 */
export async function populateEndedOccurrence(
  db: Services['db'], eventId: number, at: { key: Date; endsAt: Date }, by: number, now = new Date(),
): Promise<'done' | 'notEnded' | 'already'> {
  if (at.endsAt > now) return 'notEnded';
  return (await db.transaction((tx) => populateAttendance(tx, eventId, at.key, by))) ? 'done' : 'already';
}
