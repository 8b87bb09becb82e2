import { asc, eq, inArray } from 'drizzle-orm';
import ical, {
  ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus,
  type ICalCalendar, type ICalTemporalPlainDateTimeStub, type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import type { Queryable } from '../../db/client';
import { calendarEventExceptions, calendarEvents, users } from '../../db/schema';
import { exceptionsOf } from './queries';
import { fromWallClock, toWallClock } from './time-zones';

/**
 * The iCalendar text of calendar events (RFC 5545 / 5546), written with ical-generator: one VEVENT
 * per event (UID `event-{id}@host`, SEQUENCE from the row, DTSTART/DTEND in the series' TZID), a
 * series' RRULE with its UNTIL in UTC, EXDATE for each cancelled occurrence, and a VEVENT with
 * RECURRENCE-ID for each edited one. Used by the invite mails and the personal feed.
 */

export type EventRow = typeof calendarEvents.$inferSelect;
export type ExceptionRow = typeof calendarEventExceptions.$inferSelect;

/** An event as the .ics needs it: the row, its changed or cancelled occurrences, and who scheduled it. */
export interface IcsEvent {
  event: EventRow;
  exceptions: ExceptionRow[];
  organizer: { name: string; email: string };
}

/** Reads events with their exceptions and schedulers (three queries, whatever the number of events). */
export async function loadIcsEvents(db: Queryable, eventIds: readonly number[]): Promise<IcsEvent[]> {
  if (!eventIds.length) return [];
  const rows = await db
    .select({ event: calendarEvents, name: users.displayName, email: users.email })
    .from(calendarEvents)
    .innerJoin(users, eq(users.id, calendarEvents.createdBy))
    .where(inArray(calendarEvents.id, [...eventIds]))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
  const exceptions = await exceptionsOf(db, rows.map((r) => r.event.id));
  return rows.map((r) => ({
    event: r.event,
    exceptions: exceptions.filter((e) => e.eventId === r.event.id),
    organizer: { name: r.name, email: r.email },
  }));
}

/** The host part of every UID: the portal's public address, so UIDs stay the same across app copies. */
export function icsHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'fetp.local';
  } catch {
    return 'fetp.local';
  }
}

export const eventUid = (eventId: number, host: string) => `event-${eventId}@${host}`;

/**
 * An instant in a zone as the Temporal ZonedDateTime shape ical-generator formats (`TZID=zone:` and
 * the wall-clock time there); a plain Date would be written in the server process's own zone.
 */
function zoned(instant: Date, timeZone: string): ICalTemporalZonedDateTimeStub {
  const wall = toWallClock(instant, timeZone);
  const fields = {
    year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(),
    hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds(),
  };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    toPlainDate: () => ({ year: fields.year, month: fields.month, day: fields.day, toJSON: () => wall.toISOString().slice(0, 10), toString: () => wall.toISOString().slice(0, 10) }),
    toZonedDateTime: (zone: string) => zoned(fromWallClock(wall, zone), zone),
    toJSON: () => wall.toISOString().slice(0, 19),
    toString: () => wall.toISOString().slice(0, 19),
  };
  return {
    ...fields,
    timeZoneId: timeZone,
    toPlainDateTime: () => plain,
    withTimeZone: (zone: string) => zoned(instant, zone),
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: (zone: string) => zoned(instant, zone),
    }),
    toJSON: () => instant.toISOString(),
    toString: () => instant.toISOString(),
  };
}

/** `YYYYMMDDTHHMMSS` of a floating (wall-clock) Date, and `…Z` of an instant. */
const basic = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * The stored rule for a calendar: its UNTIL is floating wall clock in the series' zone (see
 * recurrence.ts), while RFC 5545 wants UTC when DTSTART has a TZID, so it is placed in the zone.
 */
export function ruleWithUtcUntil(rule: string, timeZone: string): string {
  return rule
    .replace(/^RRULE:/, '')
    .replace(/UNTIL=(\d{8})(?:T(\d{6}))?Z?/, (_whole, day: string, time?: string) => {
      const t = time ?? '235959';
      const wall = new Date(Date.UTC(+day.slice(0, 4), +day.slice(4, 6) - 1, +day.slice(6, 8), +t.slice(0, 2), +t.slice(2, 4), +t.slice(4, 6)));
      return `UNTIL=${basic(fromWallClock(wall, timeZone))}Z`;
    });
}

export interface Attendee { name: string; email: string }

interface AddOptions {
  host: string;
  /** The people listed as ATTENDEE (an invite mail names its recipient; the feed names none). */
  attendees?: readonly Attendee[];
  /** Portal address shown as URL of the event. */
  url?: string;
}

/** The VEVENT's shared fields. */
function base(item: IcsEvent, options: AddOptions) {
  const { event } = item;
  return {
    id: eventUid(event.id, options.host),
    sequence: event.sequence,
    timezone: event.timeZone,
    stamp: new Date(),
    organizer: { name: item.organizer.name, email: item.organizer.email },
    attendees: (options.attendees ?? []).map((a) => ({
      name: a.name, email: a.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: false,
    })),
    url: options.url ?? null,
    lastModified: event.updatedAt,
  };
}

const locationOf = (joinUrl: string | null | undefined) => (joinUrl ? { title: joinUrl } : null);

/**
 * Adds an event to a calendar as it now stands: the master VEVENT (with RRULE and EXDATE for a
 * series) and one RECURRENCE-ID VEVENT per edited occurrence. A cancelled event is written
 * STATUS:CANCELLED (what METHOD:CANCEL and a feed both want).
 */
export function addEvent(calendar: ICalCalendar, item: IcsEvent, options: AddOptions): void {
  const { event } = item;
  const tz = event.timeZone;
  const cancelled = event.cancelledAt !== null;
  let repeating: string | null = null;
  if (event.recurrence) {
    const lines = [`RRULE:${ruleWithUtcUntil(event.recurrence, tz)}`];
    const excluded = item.exceptions.filter((e) => e.cancelled || !e.startsAt);
    // EXDATE names the rule's start of each cancelled occurrence, in the series' zone like DTSTART.
    if (excluded.length) lines.push(`EXDATE;TZID=${tz}:${excluded.map((e) => basic(toWallClock(e.occurrenceStart, tz))).join(',')}`);
    // ical-generator writes a multi-line rule text as it is (its documented rrule-string input).
    repeating = lines.join('\n');
  }
  calendar.createEvent({
    ...base(item, options),
    start: zoned(event.startsAt, tz),
    end: zoned(event.endsAt, tz),
    summary: event.title,
    description: event.description || null,
    location: locationOf(event.joinUrl),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(repeating ? { repeating } : {}),
  });
  if (!event.recurrence) return;
  for (const e of item.exceptions) {
    if (e.cancelled || !e.startsAt || !e.endsAt) continue;
    calendar.createEvent({
      ...base(item, options),
      recurrenceId: zoned(e.occurrenceStart, tz),
      start: zoned(e.startsAt, tz),
      end: zoned(e.endsAt, tz),
      summary: e.title ?? event.title,
      description: (e.description ?? event.description) || null,
      location: locationOf(e.joinUrl ?? event.joinUrl),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
}

/** A cancelled occurrence of a series alone (METHOD:CANCEL with its RECURRENCE-ID). */
export function addCancelledOccurrence(calendar: ICalCalendar, item: IcsEvent, occurrenceStart: Date, options: AddOptions): void {
  const { event } = item;
  const tz = event.timeZone;
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  const edited = item.exceptions.find((e) => e.occurrenceStart.getTime() === occurrenceStart.getTime());
  const start = edited?.startsAt ?? occurrenceStart;
  const end = edited?.endsAt ?? new Date(occurrenceStart.getTime() + duration);
  calendar.createEvent({
    ...base(item, options),
    recurrenceId: zoned(occurrenceStart, tz),
    start: zoned(start, tz),
    end: zoned(end, tz),
    summary: edited?.title ?? event.title,
    status: ICalEventStatus.CANCELLED,
  });
}

/**
 * A new calendar of the portal (PRODID), with METHOD for a mail (a feed has none), and a VTIMEZONE
 * for each zone its events name in TZID (Outlook needs the zone's rules written out; Google and
 * Apple Calendar read the IANA name).
 */
export function newCalendar(options: { method?: 'REQUEST' | 'CANCEL'; name?: string } = {}): ICalCalendar {
  return ical({
    prodId: { company: 'FETP', product: 'Learning Portal', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(options.method ? { method: options.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
}
